import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("inline-rows")
struct InlineRowsExampleTests {
    private let controller = InlineRowsExample(now: Fixture.now, calendar: Fixture.calendar)

    @Test func byDefaultMovingOnCollapsesThePicker() throws {
        let driver = TerminalFormDriver(showing: controller)
        let day: DateInlineRow = try #require(controller.form.rowBy(tag: "day"))
        driver.focus(tag: "day")
        driver.press(.enter)
        #expect(day.isExpanded)
        #expect(driver.screen.contains("open"), "onExpandInlineRow ran")
        driver.press(.down)
        driver.chooseWheel(0, of: 3)
        driver.press(.character("+"))
        driver.focus(tag: "time")
        #expect(day.isCollapsed, "focus moved to another row")
        driver.press(.enter)
        driver.press(.down)
        driver.chooseWheel(1, of: 2)
        driver.press(.character("+"))
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["day"] == .date(Fixture.date("2026-03-14T09:30:00Z")))
        #expect(values["time"] == .date(Fixture.date("2025-03-14T09:45:00Z")), "15-minute steps")
        #expect(values["dayState"] == .string("closed"))
    }

    @Test func withNeverSeveralPickersStayOpen() throws {
        let driver = TerminalFormDriver(showing: controller)
        let fruit: PickerInlineRow<String> = try #require(controller.form.rowBy(tag: "fruit"))
        let portion: DoublePickerInlineRow<Int, String> = try #require(controller.form.rowBy(tag: "portion"))
        driver.press(.right, times: 3)
        driver.focus(tag: "fruit")
        driver.press(.enter)
        driver.press(.down)
        driver.press(.right)
        driver.focus(tag: "portion")
        driver.press(.enter)
        #expect(fruit.isExpanded && portion.isExpanded)
        driver.press(.down)
        driver.chooseWheel(0, of: 2)
        driver.press(.character("+"))
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["collapsing"] == .string("Never"))
        #expect(values["fruit"] == .string("Banana"))
        #expect(portion.value == Tuple(a: 2, b: "bowl"))
    }
}
