import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("rows-tour")
struct RowsTourExampleTests {
    private let controller = RowsTourExample(now: Fixture.now, calendar: Fixture.calendar)

    @Test func fieldRowsTakeTypedTextThroughTheirFilters() throws {
        let driver = TerminalFormDriver(showing: controller)
        #expect(driver.focusedRow?.tag == "text")
        driver.type("Hello")
        let entries: [(String, String)] = [
            ("name", "Ada de Lovelace"), ("email", "ada @example.com"), ("password", "s3cret!"),
            ("phone", "+1 555 0100"), ("url", "https://example.com"), ("twitter", "@ada"),
            ("account", "ada_l"), ("zip", "sw1a 1aa"), ("int", "12a34"), ("decimal", "3.5"), ("textArea", "Line one"),
        ]
        for (tag, text) in entries {
            driver.press(.tab)
            #expect(driver.focusedRow?.tag == tag, "Tab goes from field to field")
            driver.type(text)
            if tag == "password" { #expect(!driver.screen.contains("s3cret!"), "secure entry is masked") }
        }
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["text"] == .string("Hello"))
        #expect(values["name"] == .string("Ada de Lovelace"), "a name keeps the case it was typed in")
        #expect(values["email"] == .string("ada@example.com"), "spaces are filtered out of emails")
        #expect(values["password"] == .string("s3cret!"))
        #expect(values["phone"] == .string("+1 555 0100"))
        #expect(values["url"] == .string("https://example.com"))
        #expect(values["twitter"] == .string("@ada"))
        #expect(values["account"] == .string("ada_l"))
        #expect(values["zip"] == .string("SW1A 1AA"))
        #expect(values["int"] == .int(1234), "letters are filtered out of whole numbers")
        #expect(values["decimal"] == .double(3.5))
        #expect(values["textArea"] == .string("Line one"))
    }

    @Test func controlsRespondToSpaceEnterAndArrows() throws {
        let driver = TerminalFormDriver(showing: controller)
        driver.focus(title: "ButtonRow: count my presses")
        driver.press(.enter, times: 2)
        driver.focus(tag: "check")
        driver.press(.character(" "))
        driver.focus(tag: "switch")
        driver.press(.enter)
        driver.focus(tag: "slider")
        driver.press(.right, times: 2)
        driver.focus(tag: "stepper")
        driver.press(.left)
        driver.focus(tag: "segmented")
        driver.press(.right)
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["presses"] == .string("2"))
        #expect(values["label"] == .string("Read-only text"))
        #expect(values["check"] == .bool(true))
        #expect(values["switch"] == .bool(true))
        #expect(values["slider"] == .double(7))
        #expect(values["stepper"] == .double(1))
        #expect(values["segmented"] == .string("Large"))
    }

    @Test func dateRowsTurnTheChosenWheelWithPlusAndMinus() throws {
        let driver = TerminalFormDriver(showing: controller)
        driver.focus(tag: "date")
        driver.chooseWheel(2, of: 3)  // year, month, day
        driver.press(.character("+"))
        driver.focus(tag: "time")
        driver.chooseWheel(0, of: 2)  // hour, minute
        driver.press(.character("+"))
        driver.focus(tag: "dateTime")
        driver.chooseWheel(3, of: 5)  // year, month, day, hour, minute
        driver.press(.character("-"))
        driver.focus(tag: "countDown")
        driver.chooseWheel(1, of: 2)
        driver.press(.character("+"), times: 2)
        driver.focus(tag: "datePicker")
        driver.chooseWheel(0, of: 3)
        driver.press(.character("+"))
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["date"] == .date(Fixture.date("2025-03-15T09:30:00Z")))
        #expect(values["time"] == .date(Fixture.date("2025-03-14T10:30:00Z")))
        #expect(values["dateTime"] == .date(Fixture.date("2025-03-14T08:30:00Z")))
        #expect(values["countDown"] == .date(Fixture.date("2025-03-14T01:32:00Z")))
        #expect(values["datePicker"] == .date(Fixture.date("2026-03-14T09:30:00Z")))
    }

    @Test func inlineDateRowsExpandAPickerBelowThemselves() throws {
        let driver = TerminalFormDriver(showing: controller)
        let row: DateInlineRow = try #require(controller.form.rowBy(tag: "dateInline"))
        driver.focus(tag: "dateInline")
        driver.press(.enter)
        #expect(row.isExpanded, "Enter expands the picker")
        driver.press(.down)
        #expect(driver.focusedRow === row.inlineRow, "the picker is right below")
        driver.chooseWheel(1, of: 3)
        driver.press(.character("+"))
        driver.press(.up)
        #expect(driver.focusedRow === row)
        driver.press(.enter)
        #expect(row.isCollapsed, "Enter again collapses it")
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["dateInline"] == .date(Fixture.date("2025-04-14T09:30:00Z")))
    }

    @Test func pickersMoveWithArrowsAndDependentWheels() throws {
        let driver = TerminalFormDriver(showing: controller)
        driver.focus(tag: "picker")
        driver.press(.right)
        driver.focus(tag: "pickerInline")
        driver.press(.enter)
        driver.press(.down)
        driver.press(.right, times: 2)
        driver.focus(tag: "pickerInput")
        driver.press(.right, times: 3)
        driver.focus(tag: "doublePicker")
        driver.chooseWheel(0, of: 2)
        driver.press(.character("+"))  // nothing chosen yet: the first option
        driver.chooseWheel(1, of: 2)
        driver.press(.character("+"))
        driver.focus(tag: "triplePicker")
        driver.chooseWheel(0, of: 3)
        driver.press(.character("+"))
        driver.chooseWheel(2, of: 3)
        driver.press(.character("+"))
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["picker"] == .string("Kotlin"))
        #expect(values["pickerInline"] == .string("Rust"))
        #expect(values["pickerInput"] == .string("Go"))
        let double: DoublePickerRow<String, String>? = controller.form.rowBy(tag: "doublePicker")
        #expect(double?.value == Tuple(a: "Coffee", b: "Latte"))
        let triple: TriplePickerRow<String, String, String>? = controller.form.rowBy(tag: "triplePicker")
        #expect(triple?.value == Tuple3(a: "Europe", b: "France", c: "Lyon"))
    }

    @Test func optionRowsOpenListsAndOverlays() throws {
        let driver = TerminalFormDriver(showing: controller)
        driver.focus(tag: "push")
        driver.press(.enter)
        #expect(driver.screenTitles == ["Rows", "Pick a size"])
        driver.pick("Large")
        #expect(driver.screenTitles == ["Rows"], "picking dismisses the list")
        driver.focus(tag: "popover")
        driver.press(.enter)
        driver.pick("Small")
        driver.focus(tag: "multiple")
        driver.press(.enter)
        driver.focus(title: "Cheese")
        driver.press(.character(" "))
        driver.focus(title: "Olives")
        driver.press(.character(" "))
        driver.press(.escape)
        #expect(driver.screenTitles == ["Rows"])
        driver.focus(tag: "actionSheet")
        driver.press(.enter)
        #expect(driver.screen.contains("Cancel"), "the action sheet shows its choices")
        driver.press(.character("m"))
        driver.focus(tag: "alert")
        driver.press(.enter)
        driver.press(.up, times: 4)
        driver.press(.down, times: 2)  // Small, Medium, Large
        driver.press(.enter)
        driver.focus(tag: "listMedium")
        driver.press(.enter)
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["push"] == .string("Large"))
        #expect(values["popover"] == .string("Small"))
        if case .array(let toppings)? = values["multiple"] {
            #expect(Set(toppings) == [.string("Cheese"), .string("Olives")])
        } else {
            Issue.record("multiple: \(String(describing: values["multiple"]))")
        }
        #expect(values["actionSheet"] == .string("Medium"))
        #expect(values["alert"] == .string("Large"))
        #expect(values["listMedium"] == .string("Medium"))
        #expect(values["listSmall"] == .null)
    }
}
