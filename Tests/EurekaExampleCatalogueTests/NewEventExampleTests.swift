import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import Testing

@Suite("new-event")
struct NewEventExampleTests {
    private let controller = NewEventExample(now: Fixture.now, calendar: Fixture.calendar)

    @Test func aSecondAlertAppearsOnceAFirstOneIsChosen() throws {
        let driver = TerminalFormDriver(showing: controller)
        #expect(!driver.screen.contains("Second Alert"))
        driver.focus(tag: "alert")
        driver.press(.enter)
        #expect(driver.screenTitles == ["New Event", "Alert"])
        driver.pick("5 minutes before")
        #expect(driver.screen.contains("Second Alert"))
        driver.focus(tag: "secondAlert")
        driver.press(.enter)
        driver.pick("1 day before")
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["alert"] == .string("5 minutes before"))
        #expect(values["secondAlert"] == .string("1 day before"))
        #expect(values["repeat"] == .string("Never"))
    }

    @Test func aHiddenSecondAlertIsNotSubmitted() throws {
        let driver = TerminalFormDriver(showing: controller)
        driver.submit()
        let values = try #require(driver.submittedValues)
        #expect(values["alert"] == .string("None"))
        #expect(values["secondAlert"] == nil)
        #expect(values["starts"] == .date(Fixture.date("2025-03-14T10:00:00Z")), "the next full hour")
        #expect(values["ends"] == .date(Fixture.date("2025-03-14T11:00:00Z")))
    }

    /// A start near the last moment the calendar takes keeps the end a date the form can hold:
    /// the end moves to the last moment, not an hour past it (which could not be submitted).
    @Test func aLateStartKeepsTheEndInTheCalendar() throws {
        controller.loadViewIfNeeded()
        let interaction = FormInteraction(form: controller.form)
        let starts = try #require(controller.form.rowBy(tag: "starts"))
        try interaction.perform(.setDateParts(DateParts(year: 9999, month: 12, day: 31, hour: 23, minute: 30)), on: starts)
        #expect(controller.submission().isAccepted)
        let values = controller.form.exportValues().values
        #expect(values["ends"] == .date(Fixture.date("9999-12-31T23:55:00Z")))
        #expect(throws: RowActionError.self, "a start past the last moment is refused") {
            try interaction.perform(.setDateParts(DateParts(year: 10_000, month: 1, day: 1)), on: starts)
        }
    }

    /// An end set before the start was saved without a word; it is an error under Ends.
    @Test func anEndBeforeTheStartIsAnErrorUnderEnds() throws {
        controller.loadViewIfNeeded()
        let interaction = FormInteraction(form: controller.form)
        let ends = try #require(controller.form.rowBy(tag: "ends"))
        try interaction.perform(.setDateParts(DateParts(year: 2025, month: 3, day: 14, hour: 7, minute: 0)), on: ends)
        let submission = controller.submission()
        #expect(!submission.isAccepted)
        #expect(ends.errorMessages == ["The event ends before it starts"])
        try interaction.perform(.setDateParts(DateParts(year: 2025, month: 3, day: 14, hour: 12, minute: 0)), on: ends)
        #expect(controller.submission().isAccepted)
    }

    @Test func fillingInTheWholeEvent() throws {
        let driver = TerminalFormDriver(showing: controller)
        #expect(driver.focusedRow?.tag == "title")
        driver.type("Launch party")
        driver.focus(tag: "location")
        driver.type("Rooftop")
        #expect(driver.screen.contains("3/14/25, 10:00"))
        driver.focus(tag: "allDay")
        driver.press(.character(" "))
        #expect(driver.screen.contains("Mar 14, 2025"), "all-day events show only the day")
        #expect(!driver.screen.contains("10:00"))
        driver.focus(tag: "starts")
        driver.press(.enter)
        driver.press(.down)
        driver.chooseWheel(2, of: 5)  // the day
        driver.press(.character("+"))
        driver.focus(tag: "notes")
        driver.type("Bring snacks")
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["title"] == .string("Launch party"))
        #expect(values["location"] == .string("Rooftop"))
        #expect(values["allDay"] == .bool(true))
        #expect(values["starts"] == .date(Fixture.date("2025-03-15T10:00:00Z")))
        #expect(values["ends"] == .date(Fixture.date("2025-03-15T11:00:00Z")), "a later start moves the end along")
        #expect(values["notes"] == .string("Bring snacks"))
        #expect(values["url"] == .null)
    }
}
