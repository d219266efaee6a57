import Foundation
import Testing

@testable import Eureka

/// A value set from outside while the person is in a field (the app filling it in after a
/// load, `setValues`, an `onChange` reshaping the text) is what the field then holds: leaving
/// the field parsed the old text back over it, and the value was lost.
@Suite("Rows: a value set while its field is being edited")
struct FieldValueSetWhileEditingTests {
    private func focusedForm(_ row: BaseRow) -> FormViewController {
        let form = Form()
        form +++ Section() <<< row <<< TextRow("other")
        let controller = FormViewController(form: form)
        controller.loadViewIfNeeded()
        controller.interaction.focus(row)
        return controller
    }

    @Test(arguments: ["assigned", "setValues", "assigned after typing"])
    func theValueSetIsKeptWhenTheFieldIsLeft(_ how: String) throws {
        let row = TextRow("name")
        let controller = focusedForm(row)
        #expect(row.isEditingText)
        if how == "assigned after typing" { row.editingTextDidChange(to: "typed") }
        switch how {
        case "setValues": controller.form.setValues(["name": "one"])
        default: row.value = "one"
        }
        #expect(row.editingText == "one", "the field shows the value set")
        controller.interaction.focus(controller.form.rowBy(tag: "other")!)
        #expect(row.value == "one")
        #expect(!row.isEditingText)
    }

    @Test func aNumberSetOverTextThatDidNotParseClearsTheError() {
        let row = IntRow("count")
        let controller = focusedForm(row)
        row.editingTextDidChange(to: "12a")
        #expect(row.inputError != nil)
        row.value = 7
        #expect(row.inputError == nil && row.editingText == "7")
        controller.interaction.endEditing()
        #expect(row.value == 7)
    }

    /// Text that did not parse, left (its field no longer edited), then a value set by the app
    /// (a "Use default" button, `setValues`): the error was about that text and goes with it.
    /// It stayed, the screen showed the old text, and every submit was refused.
    @Test(arguments: ["assigned", "setValues", "a date assigned"])
    func aValueSetAfterTextThatDidNotParseWasLeftClearsTheError(_ how: String) throws {
        let form = Form()
        let count = IntRow("count")
        let day = DateRow("day")
        form +++ Section() <<< count <<< day
        let interaction = FormInteraction(form: form)
        try interaction.perform(how == "a date assigned" ? .setText("31/31/31") : .setText("12a"), on: how == "a date assigned" ? day : count)
        let row: BaseRow = how == "a date assigned" ? day : count
        #expect(row.describe().errors.count == 1)
        #expect(!form.submission().isAccepted)
        switch how {
        case "setValues": form.setValues(["count": 7])
        case "a date assigned": day.value = Date(timeIntervalSince1970: 1_700_000_000)
        default: count.value = 7
        }
        #expect(row.describe().errors.isEmpty, "\(row.describe().errors)")
        #expect(form.submission().isAccepted)
        if case .text(let entry) = count.describe().control, how != "a date assigned" { #expect(entry.text == "7") }
    }

    /// An `onChange` that reshapes the text shows its result at once, as the cell would.
    @Test func anOnChangeReshapingTheValueIsShownWhileTyping() {
        let row = TextRow("code").onChange { row in
            if let value = row.value, value != value.uppercased() { row.value = value.uppercased() }
        }
        let controller = focusedForm(row)
        row.editingTextDidChange(to: "abc", cursorPosition: 2)
        #expect(row.value == "ABC")
        #expect(row.editingText == "ABC")
        #expect(row.editingCursorPosition == 2, "the cursor stays where the person types")
        controller.interaction.endEditing()
        #expect(row.value == "ABC")
    }

    /// A row just added to a multivalued section has focus; a value the app gives it survives
    /// the next insert.
    @Test func aValueGivenToANewlyInsertedRowSurvivesTheNextInsert() throws {
        let section = MultivaluedSection(multivaluedOptions: [.Insert], header: "Tags") {
            $0.tag = "tags"
            $0.multivaluedRowToInsertAt = { _ in TextRow() }
        }
        let form = Form()
        form +++ section
        let controller = FormViewController(form: form)
        controller.loadViewIfNeeded()
        let first = try #require(controller.interaction.insertMultivaluedRow(in: section) as? TextRow)
        first.value = "swift"
        _ = controller.interaction.insertMultivaluedRow(in: section)
        #expect(first.value == "swift")
    }

    /// A number the app computed as not-a-number or infinite (an average of nothing) is no value
    /// a person could type: the field shows it with the error typed "nan" gets, and a submit is
    /// refused under the row. It was accepted, and the values' JSON then failed (a 500 on the web).
    @Test(arguments: [(Double.nan, "“nan” is not a number"), (.infinity, "“inf” is not a number"), (-.infinity, "“-inf” is not a number")])
    func aNonFiniteNumberSetByTheAppIsShownAsAnError(_ number: Double, _ message: String) throws {
        let form = Form()
        let average = DecimalRow("average") { $0.value = number }
        form +++ Section() <<< average
        #expect(average.describe().errors == [message])
        let submission = form.submission()
        #expect(submission.problems.map(\.message) == [message])
        #expect(submission.firstInvalidRow === average)
        average.value = 2.5
        #expect(form.submission().isAccepted, "a finite value set afterwards clears the error")
    }

    /// Values holding a non-finite number (a slider set from a computation, which no rule
    /// refuses) still make JSON, and decode back to the number.
    @Test func nonFiniteNumbersWriteJSONAndReadBack() throws {
        struct Reading: Decodable { var level: Double; var low: Double; var high: Double }
        let values = FormValues(["level": .double(.nan), "low": .double(-.infinity), "high": .double(.infinity)])
        #expect(try values.jsonString() == #"{"high":"Infinity","level":"NaN","low":"-Infinity"}"#)
        let reading = try values.decode(Reading.self)
        #expect(reading.level.isNaN && reading.low == -.infinity && reading.high == .infinity)
    }
}
