import Eureka
import EurekaTerminalTesting
import Foundation
import TerminalKit
import Testing

/// A date typed as text is applied with Enter, and also when focus moves on or the form is
/// submitted: typed text is never dropped by moving on.
@Suite("Terminal: typed dates are never dropped")
struct DateTypingTests {
    private func makeDriver() -> (FormViewController, TerminalFormDriver) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let controller = FormViewController()
        controller.form +++ Section()
            <<< DateRow("day") {
                $0.title = "Day"
                $0.calendar = calendar
                $0.timeZone = calendar.timeZone
                $0.dateFormatter?.timeZone = calendar.timeZone
                $0.value = calendar.date(from: DateComponents(year: 2026, month: 11, day: 26))
            }
            <<< TextRow("note") { $0.title = "Note" }
        return (controller, TerminalFormDriver(controller: controller, size: TerminalSize(columns: 70, rows: 16)))
    }

    private func typedText(for row: DateRow, year: Int) throws -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = try #require(calendar.date(from: DateComponents(year: year, month: 1, day: 1)))
        return try #require(row.dateFormatter?.string(from: date))
    }

    @Test(arguments: ["tab", "down", "submit"])
    func textTypedWithoutEnterIsAppliedWhenFocusMovesOrTheFormIsSubmitted(leaving: String) throws {
        let (controller, driver) = makeDriver()
        let row = try #require(controller.form.rowBy(tag: "day") as? DateRow)
        let text = try typedText(for: row, year: 2030)
        driver.type(text)
        #expect(driver.screen.contains(text), "the typed text is shown while typing")
        switch leaving {
        case "tab": driver.press(.tab)
        case "down": driver.press(.down)
        default: driver.press(.character("s"), modifiers: .control)
        }
        let year = row.value.map { Calendar(identifier: .gregorian).component(.year, from: $0) }
        #expect(year == 2030, "\(leaving): the typed date is the row's value")
        if leaving == "submit" { #expect(driver.result?.outcome == .submitted) }
    }

    @Test func textThatIsNoDateBlocksTheSubmitInsteadOfVanishing() throws {
        let (controller, driver) = makeDriver()
        let row = try #require(controller.form.rowBy(tag: "day") as? DateRow)
        let before = row.value
        driver.type("2030 13 45")
        driver.press(.character("s"), modifiers: .control)
        #expect(driver.result == nil, "the form stays open")
        #expect(row.value == before)
        #expect(driver.screen.contains("2030 13 45"), "the text is shown back with its error")
    }

    @Test func theHelpBarOffersOneEscWhileTyping() throws {
        let (controller, driver) = makeDriver()
        let row = try #require(controller.form.rowBy(tag: "day") as? DateRow)
        driver.type(try typedText(for: row, year: 2030))
        #expect(driver.screen.contains("Esc  cancel typing"))
        #expect(!driver.screen.contains("Esc  quit"))
        driver.press(.escape)
        #expect(!driver.screen.contains("cancel typing"), "back on the wheels, Esc is the form's again")
    }
}
