import Foundation
import Testing

@testable import Eureka

@Suite("Field formatters")
struct FieldFormatterTests {
    @Test(arguments: ["1e308", "-1e308", "1.7e307"])
    func aNumberItsFormatCannotShowIsRefusedNotStoredAsInfinity(_ text: String) throws {
        let percent = posixPercent()
        let row = DecimalRow {
            $0.formatter = percent; $0.value = 0.5
        }
        let form = Form()
        form +++ Section() <<< row
        try FormInteraction(form: form).perform(.setText(text), on: row)
        #expect(row.value == 0.5, "the value kept is the last one that read")
        #expect(row.errorMessages.first?.contains("too large for this row's format") == true, "\(row.errorMessages)")
    }

    /// A renderer that gets values back only as the text it showed (a page) learns when that
    /// text would round the value, and can set the value back whole.
    @Test func aRowSaysWhenItsShownTextRoundsItsValue() {
        let percent = posixPercent()
        let row = DecimalRow {
            $0.formatter = percent; $0.value = 0.123456
        }
        #expect(row.displayText == "12%")
        #expect(row.exactTextBehindShownText == "0.123456")
        row.value = 0.12
        #expect(row.exactTextBehindShownText == nil, "\"12%\" reads back as 0.12")
        #expect(row.restoreExactValue(fromPlainText: "0.123456") && row.value == 0.123456)
        #expect(!row.restoreExactValue(fromPlainText: "12%x") && row.value == 0.123456, "not a number: nothing changes")
        row.beginEditing()
        #expect(row.exactTextBehindShownText == nil, "an edit shows the text being edited")
        #expect(DecimalRow { $0.value = 0.123456 }.exactTextBehindShownText == "0.123456", "the default format rounds too")
        #expect(IntRow { $0.value = 1234 }.exactTextBehindShownText == nil, "\"1,234\" reads back exactly")
        #expect(
            DecimalRow {
                $0.formatter = nil; $0.value = 0.123456
            }.exactTextBehindShownText == nil, "so does plain text")
        #expect(LabelRow { $0.value = "x" }.exactTextBehindShownText == nil)
    }

    /// The description says what an edit starts from when it is not the shown text, so a page
    /// can switch to it on focus as the terminal does.
    @Test func theDescriptionSaysWhatAnEditStartsFrom() {
        let percent = posixPercent()
        let row = DecimalRow {
            $0.formatter = percent; $0.value = 0.123456
        }
        func entry(_ row: BaseRow) -> TextEntry? {
            guard case .text(let entry) = row.describe().control else { return nil }
            return entry
        }
        #expect(entry(row)?.text == "12%" && entry(row)?.editingText == "0.123456")
        row.beginEditing()
        #expect(entry(row)?.editingText == nil, "being edited: the text is the edit's")
        #expect(entry(TextRow { $0.value = "Ada" })?.editingText == nil)
    }

    @Test func displayUsesTheFormatterAndEditingStartsPlainByDefault() {
        let row = DecimalRow {
            $0.formatter = posixNumbers(fractionDigits: 2...2); $0.value = 1234.5
        }
        #expect(row.displayText == "1,234.50")
        row.beginEditing()
        #expect(row.editingText == "1234.5")
        row.updateCell()
        #expect(row.cell.textField.text == "1234.5")
        #expect(row.cell.textField.isEditing)
        row.endEditing()
        row.updateCell()
        #expect(row.cell.textField.text == "1,234.50")
        #expect(row.cell.detailTextLabel?.text == nil, "the value lives in the field")
    }

    @Test func useFormatterOnDidBeginEditingStartsFromTheFormattedValue() {
        let row = DecimalRow {
            $0.formatter = posixNumbers(fractionDigits: 2...2)
            $0.useFormatterOnDidBeginEditing = true
            $0.value = 1234.5
        }
        row.beginEditing()
        #expect(row.editingText == "1,234.50")
        row.editingTextDidChange(to: "1,234.75")
        #expect(row.value == 1234.75)
        row.endEditing()
        #expect(row.displayText == "1,234.75")
    }

    @Test func useFormatterDuringInputReformatsAfterEachChange() {
        let row = IntRow {
            $0.formatter = posixNumbers(); $0.useFormatterDuringInput = true
        }
        row.beginEditing()
        for text in ["1", "12", "123", "1,2345"] { row.editingTextDidChange(to: text) }
        #expect(row.value == 12345)
        #expect(row.editingText == "12,345")
        #expect(row.editingCursorPosition == nil, "a plain NumberFormatter leaves the cursor at the end")
    }

    /// Typing or deleting inside grouped text keeps the cursor after the same digits: it
    /// jumped to the end, so the next key landed there.
    @Test func aPlainNumberFormatterKeepsTheCursorWhereTheUserEdits() {
        let row = IntRow {
            $0.formatter = posixNumbers(); $0.useFormatterDuringInput = true
        }
        row.beginEditing()
        row.editingTextDidChange(to: "1234567", cursorPosition: 7)
        #expect(row.editingText == "1,234,567")
        #expect(row.editingCursorPosition == 9)
        row.editingTextDidChange(to: "1,2934,567", cursorPosition: 4)  // 9 typed after "1,2"
        #expect(row.editingText == "12,934,567")
        #expect(row.editingCursorPosition == 4, "after the 9: \"12,9|34,567\"")
        row.editingTextDidChange(to: "12,34,567", cursorPosition: 3)  // backspace over the 9
        #expect(row.editingText == "1,234,567")
        #expect(row.editingCursorPosition == 3, "after the 2: \"1,2|34,567\"")
        row.editingTextDidChange(to: "-1234567", cursorPosition: 1)  // a sign typed in front
        #expect(row.editingText == "-1,234,567")
        #expect(row.editingCursorPosition == 1, "after the sign, before the first digit")
    }

    /// A zero typed in front is dropped by the formatter; the cursor stays in front, so the next
    /// digit goes where the user is typing ("1,234" → 0 → 5 gives "51,234", not "15,234").
    @Test func aDroppedLeadingZeroLeavesTheCursorInFront() {
        let row = IntRow {
            $0.formatter = posixNumbers(); $0.useFormatterDuringInput = true
        }
        row.beginEditing()
        row.editingTextDidChange(to: "1234", cursorPosition: 4)
        #expect(row.editingText == "1,234")
        row.editingTextDidChange(to: "01,234", cursorPosition: 1)
        #expect(row.editingText == "1,234")
        #expect(row.editingCursorPosition == 0)
        row.editingTextDidChange(to: "51,234", cursorPosition: 1)
        #expect(row.editingText == "51,234")
        #expect(row.editingCursorPosition == nil, "text the formatter left alone keeps the editor's cursor")
        row.editingTextDidChange(to: "5001,234", cursorPosition: 3)  // zeros inside the number stay
        #expect(row.editingText == "5,001,234")
        #expect(row.editingCursorPosition == 4, "after \"5,00\"")
    }

    @Test func decimalFormatterFillsDigitsFromTheRightDuringInput() {
        let formatter = DecimalFormatter(locale: Locale(identifier: "en_US"))
        let row = DecimalRow {
            $0.formatter = formatter; $0.useFormatterDuringInput = true
        }
        row.beginEditing()
        var shown: [String] = []
        var text = ""
        for digit in ["1", "2", "5", "0"] {
            text = row.editingText + digit
            row.editingTextDidChange(to: text, cursorPosition: text.count)
            shown.append(row.editingText)
        }
        #expect(shown == ["0.01", "0.12", "1.25", "12.50"])
        #expect(row.value == 12.5)
        #expect(row.editingCursorPosition == 5, "the cursor stays at the end as digits enter")
        row.editingTextDidChange(to: "12.5")  // backspace
        #expect(row.editingText == "1.25")
        row.endEditing()
        #expect(row.value == 1.25)
        #expect(row.displayText == "1.25")
    }

    /// Keys typed one by one fill a till from the right; a whole text committed at once (a page
    /// posted without script, a line-mode answer, an import) is a number written out: a posted
    /// "12.5" became 1.25 without a word.
    @Test(arguments: [
        ("12.5", 12.5), ("12.50", 12.5), ("1,250.00", 1250), ("7", 7), ("-3.25", -3.25),
    ])
    func aTillReadsACommittedTextAsWritten(text: String, expected: Double) throws {
        let form = Form()
        let row = DecimalRow("till") {
            $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US")); $0.useFormatterDuringInput = true
        }
        form +++ Section() <<< row
        let interaction = FormInteraction(form: form)
        try interaction.perform(.setText(text), on: row)
        #expect(row.value == expected)
        #expect(row.inputError == nil)
        try interaction.perform(.editText("125", cursor: 3), on: row)
        #expect(row.value == 1.25, "keys still fill from the right")
    }

    @Test func decimalFormatterReadsOrdinaryNumbersOutsideLiveInput() {
        let row = DecimalRow { $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US")) }
        type("12.5", into: row)
        #expect(row.value == 12.5, "not cash-register digits when the text is not reformatted live")
        #expect(row.displayText == "12.50")
        type("1.2.3", into: row)
        #expect(row.value == 12.5)
        #expect(row.inputError?.message == "“1.2.3” is not a number")
    }

    @Test(
        arguments: [
            ("3,14", nil), ("1,23", nil), ("12,34.5", nil), ("1,,234", nil), ("1,234", 1234), ("1,234.5", 1234.5),
            ("12,345,678", 12_345_678), ("1,2345", 12_345), ("1234", 1234), ("3.14", 3.14),
        ] as [(String, Double?)])
    func aGroupShorterThanTheLocalesIsRefusedNotReadAsDigits(text: String, expected: Double?) {
        // "3,14" typed where the locale writes a point is a decimal comma, not 314; a longer
        // group ("1,2345", typed into "1,234") is still read.
        let formatter = DecimalFormatter(locale: Locale(identifier: "en_US"))
        #expect(formatter.value(fromText: text, liveFormatting: false) as? Double == expected, "\(text)")
        let numbers = NumberFormatter()
        numbers.locale = Locale(identifier: "en_US")
        numbers.numberStyle = .decimal
        #expect((numbers.value(fromText: text, liveFormatting: false) as? NSNumber)?.doubleValue == expected, "\(text)")
        let row = DecimalRow { $0.formatter = formatter }
        type(text, into: row)
        if expected == nil { #expect(row.value == nil && row.inputError?.message == "“\(text)” is not a number") }
    }

    @Test func liveFormattingStillReadsAGroupBeingEdited() {
        let formatter = DecimalFormatter(locale: Locale(identifier: "en_US"))
        #expect(formatter.value(fromText: "12,34", liveFormatting: true) as? Double == 12.34, "digits shifted, as typed live")
        let numbers = NumberFormatter()
        numbers.locale = Locale(identifier: "en_US")
        numbers.numberStyle = .decimal
        #expect((numbers.value(fromText: "12,34", liveFormatting: true) as? NSNumber)?.intValue == 1234, "a digit deleted from 12,345")
    }

    @Test func decimalFormatterIsLocaleAware() {
        let formatter = DecimalFormatter(locale: Locale(identifier: "de_DE"))
        #expect(formatter.displayString(for: 1234.5) == "1.234,50")
        #expect(formatter.value(fromText: "1.234,5", liveFormatting: false) as? Double == 1234.5)
        #expect(formatter.decimalSeparatorForInput == ",")
        let row = DecimalRow { $0.formatter = formatter }
        #expect(row.textInputFilter.filter("1,5,0", into: "") == "1,50")
        formatter.fractionDigits = 3
        #expect(formatter.displayString(for: 2) == "2,000")
    }

    @Test func foundationFormattersParseOnlyWholeText() {
        let numbers = posixNumbers(fractionDigits: 0...2)
        #expect(numbers.value(fromText: "1,234.5", liveFormatting: false) as? NSNumber == 1234.5)
        for text in ["12a", "1.2.3", "1-2", "", "-"] {
            #expect(numbers.value(fromText: text, liveFormatting: false) == nil, "\(text)")
        }
        let currency = NumberFormatter()
        currency.locale = Locale(identifier: "en_US")
        currency.numberStyle = .currency
        #expect((currency.value(fromText: "$12.50", liveFormatting: false) as? NSNumber)?.doubleValue == 12.5)
    }

    @Test func aCurrencyFormatterStillAcceptsPlainNumbers() {
        let currency = NumberFormatter()
        currency.locale = Locale(identifier: "en_US")
        currency.numberStyle = .currency
        let row = DecimalRow { $0.formatter = currency }
        type("12.5", into: row)
        #expect(row.value == 12.5)
        #expect(row.displayText == "$12.50")
        type("$3.00", into: row)
        #expect(row.value == 3)
    }

    @Test func theDefaultNumberFormatterIsMadeWhenFirstUsedAndAReplacementWins() throws {
        // Made on first use, it formats as the row type promises.
        let grouped = IntRow { $0.value = 1073 }
        let numbers = try #require(grouped.formatter as? NumberFormatter)
        #expect(numbers.numberStyle == .decimal && numbers.maximumFractionDigits == 0)
        #expect(grouped.formatter as? NumberFormatter === numbers, "made once, then kept")
        let decimal = DecimalRow()
        #expect((decimal.formatter as? NumberFormatter)?.minimumFractionDigits == 2)
        // Replaced or removed before anything read it, the default is never made.
        let plain = IntRow {
            $0.formatter = nil; $0.value = 1073
        }
        #expect(plain.formatter == nil)
        #expect(plain.displayText == "1073")
    }

    @Test func customFormattersPlugIn() {
        final class Shouting: FieldFormatter {
            func displayString(for value: Any) -> String? { (value as? String)?.uppercased() }
            func editingText(for value: Any) -> String? { value as? String }
            func value(fromText text: String, liveFormatting: Bool) -> Any? { text.lowercased() }
        }
        let row = TextRow {
            $0.formatter = Shouting(); $0.value = "hi"
        }
        #expect(row.displayText == "HI")
        type("LOUD", into: row)
        #expect(row.value == "loud")
    }

    @Test func displayValueForCanBeReplaced() {
        let row = IntRow {
            $0.value = 3; $0.displayValueFor = { $0.map { "\($0) kg" } }
        }
        row.updateCell()
        #expect(row.cell.textField.text == "3 kg")
    }
}

@Suite("Rows: the default displayValueFor")
struct DefaultDisplayValueForTests {
    @Test func theDefaultClosureFormatsAsTheRowDoes() {
        let row = IntRow("n") { $0.value = 1073 }
        let closure = row.displayValueFor
        #expect(closure?(row.value) == row.displayText)
        row.displayValueFor = nil
        #expect(row.displayValueFor == nil)
        #expect(row.displayText == nil)
    }

    @Test func aCopiedDefaultOutlivesItsRowSafely() {
        var copied: ((Int?) -> String?)?
        do {
            let row = IntRow("n")
            copied = row.displayValueFor
            #expect(copied?(5) == "5")
        }
        #expect(copied?(5) == nil, "the row is gone: the copy shows nothing instead of crashing")
    }
}
