import Foundation
import Testing

@testable import Eureka

/// A percent formatter in the POSIX locale ("12%" for 0.123456).
func posixPercent() -> NumberFormatter {
    let percent = NumberFormatter()
    percent.locale = Locale(identifier: "en_US_POSIX")
    percent.numberStyle = .percent
    return percent
}

/// A NumberFormatter in a fixed locale, so expectations do not depend on the machine.
func posixNumbers(fractionDigits: ClosedRange<Int> = 0...0, grouping: Bool = true) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    formatter.usesGroupingSeparator = grouping
    formatter.minimumFractionDigits = fractionDigits.lowerBound
    formatter.maximumFractionDigits = fractionDigits.upperBound
    return formatter
}

/// Types `text` into `row` as one edit session.
func type<R: TextInputRow>(_ text: String, into row: R) {
    row.beginEditing()
    row.editingTextDidChange(to: text)
    row.endEditing()
}

@Suite("Field rows")
struct FieldRowTests {
    @Test(arguments: [
        ("42", 42), (" 7 ", 7), ("-3", -3), ("+5", 5), ("1,234", 1234),
    ])
    func intRowParsesWholeNumbers(text: String, expected: Int) {
        let row = IntRow { $0.formatter = posixNumbers() }
        type(text, into: row)
        #expect(row.value == expected)
        #expect(row.inputError == nil)
    }

    @Test(arguments: ["12a", "12.5", "1.2.3", "abc", "1-2", "1.9999999999999999999", "-0.99999999999999999999"])
    func intRowRejectsTextThatIsNotAWholeNumber(text: String) {
        let row = IntRow {
            $0.formatter = posixNumbers(); $0.value = 9
        }
        type(text, into: row)
        #expect(row.value == 9, "the value is kept")
        #expect(row.inputError == FieldInputError(text: text, reason: .notParsable(expected: "a whole number")))
        #expect(row.inputError?.message == "“\(text)” is not a whole number")
    }

    @Test(arguments: [
        ("99999999999999999999999", "above the largest whole number kept, 9223372036854775807"),
        ("9223372036854775808", "above the largest whole number kept, 9223372036854775807"),
        ("9,223,372,036,854,775,808", "above the largest whole number kept, 9223372036854775807"),
        // Grouping typed live stops being redone past the range: still too large, not unreadable.
        ("999,999,999,999,999,9999", "above the largest whole number kept, 9223372036854775807"),
        (" -9223372036854775809 ", "below the smallest whole number kept, -9223372036854775808"),
        ("−100000000000000000000", "below the smallest whole number kept, -9223372036854775808"),
    ])
    func intRowSaysAWholeNumberIsTooLarge(text: String, limit: String) {
        for formatter in [posixNumbers(), nil] {
            let row = IntRow {
                $0.formatter = formatter; $0.value = 9
            }
            type(text, into: row)
            #expect(row.value == 9, "the value is kept")
            #expect(row.inputError == FieldInputError(text: text, reason: .outOfRange(limit: limit)))
        }
    }

    @Test func intRowTakesTheLargestAndSmallestWholeNumbersExactly() {
        for formatter in [posixNumbers(), nil] {
            let row = IntRow { $0.formatter = formatter }
            type("9223372036854775807", into: row)
            #expect(row.value == Int.max)
            type("-9223372036854775808", into: row)
            #expect(row.value == Int.min)
            type("12345678901234567", into: row)
            #expect(row.value == 12_345_678_901_234_567, "no digit is lost on the way through a formatter")
            for (text, value) in [("9223372036854775000", 9_223_372_036_854_775_000), ("-9223372036854770000", -9_223_372_036_854_770_000)] {
                type(text, into: row)
                #expect(row.value == value, "a formatter reading through Double loses these digits; they are kept")
                #expect(row.inputError == nil)
            }
            if formatter != nil {
                type("9,223,372,036,854,775,000", into: row)
                #expect(row.value == 9_223_372_036_854_775_000)
            }
        }
    }

    @Test(arguments: [
        "123456789012345678901", "0.12345678901234567891", "12,345,678,901,234,567.89", "1.0000000000000000001",
        "-98765432109876543210e-5", "3e-324", "1.23456789e-320",
    ])
    func decimalRowRefusesDigitsItCannotKeep(text: String) {
        for formatter in [posixNumbers(fractionDigits: 2...2), nil] where formatter != nil || !text.contains(",") {
            let row = DecimalRow {
                $0.formatter = formatter; $0.value = 1.5
            }
            type(text, into: row)
            #expect(row.value == 1.5, "the value is kept")
            #expect(row.inputError?.message == "“\(text)” is more precise than a number here keeps (15 significant digits)")
        }
    }

    @Test func decimalRowRefusesANumberTooCloseToZeroToKeep() {
        let row = DecimalRow {
            $0.formatter = nil; $0.value = 1.5
        }
        type("1e-400", into: row)
        #expect(row.value == 1.5, "not zero")
        #expect(row.inputError?.message == "“1e-400” is closer to zero than a number here keeps")
        for zero in ["0", "-0", "0.000", "0e5"] {
            type(zero, into: row)
            #expect(row.value == 0, "\(zero) is zero")
        }
    }

    @Test(arguments: [
        ("123456789012345", 123_456_789_012_345.0), ("0.1", 0.1), ("100000000000000000000000", 1e23),
        ("0.000000000000000000001", 1e-21), ("1234567890.12345", 1_234_567_890.12345), ("0.30000000000000004", 0.30000000000000004),
    ])
    func decimalRowTakesEveryDigitItKeeps(text: String, expected: Double) {
        let row = DecimalRow { $0.formatter = nil }
        type(text, into: row)
        #expect(row.value == expected)
        #expect(row.inputError == nil)
    }

    @Test(arguments: ["42", " 42", "42\t", " \t 42  ", "\u{00A0}42\u{2003}", "\n42", "4 2", "", "  ", "-7", "x"])
    func spacesAreTrimmedAsFoundationTrimsWhitespaces(_ text: String) {
        #expect(String(text.trimmingFieldSpaces()) == text.trimmingCharacters(in: .whitespaces))
        #expect(Int(fieldText: text) == Int(text.trimmingCharacters(in: .whitespaces)))
    }

    @Test func intRowWithoutFormatterParsesPlainly() {
        let row = IntRow { $0.formatter = nil }
        type("1,234", into: row)
        #expect(row.value == nil)
        #expect(row.inputError?.message == "“1,234” is not a whole number")
        type("1234", into: row)
        #expect(row.value == 1234)
        #expect(row.inputError == nil, "a good parse clears the error")
    }

    @Test(arguments: [("12.5", 12.5), ("-0.25", -0.25), ("1,234.5", 1234.5), ("3", 3.0), (".5", 0.5)])
    func decimalRowParsesNumbers(text: String, expected: Double) {
        let row = DecimalRow { $0.formatter = posixNumbers(fractionDigits: 2...2) }
        type(text, into: row)
        #expect(row.value == expected)
        #expect(row.inputError == nil)
    }

    @Test(arguments: ["1.2.3", "12a", "inf", "nan", "0x10", "--1", "1e"])
    func decimalRowRejectsTextThatIsNotANumber(text: String) {
        for formatter in [posixNumbers(fractionDigits: 2...2), nil] {
            let row = DecimalRow {
                $0.formatter = formatter; $0.value = 1.5
            }
            type(text, into: row)
            #expect(row.value == 1.5)
            #expect(row.inputError?.message == "“\(text)” is not a number")
        }
    }

    @Test(arguments: ["https://example.org/a?b=1", "mailto:ada@example.org", "example.org"])
    func urlRowParsesURLs(text: String) {
        let row = URLRow()
        type(text, into: row)
        #expect(row.value == URL(string: text))
        #expect(row.displayText == text)
    }

    @Test(arguments: ["http://exa mple.org", "http://[::1", "ht tp://x"])
    func urlRowRejectsTextThatCannotBeAURL(text: String) {
        let row = URLRow { $0.value = URL(string: "https://kept.example") }
        type(text, into: row)
        #expect(row.value == URL(string: "https://kept.example"))
        #expect(row.inputError?.message == "“\(text)” is not a valid URL")
    }

    @Test func emptyTextSetsNilAndClearsTheError() {
        let row = IntRow { $0.value = 3 }
        row.beginEditing()
        row.editingTextDidChange(to: "x")
        #expect(row.inputError != nil)
        row.editingTextDidChange(to: "")
        #expect(row.value == nil)
        #expect(row.inputError == nil)
        row.endEditing()
        #expect(row.value == nil)
    }

    @Test func blankTextIsNoValueExceptForStrings() {
        let int = IntRow { $0.value = 1 }
        type("   ", into: int)
        #expect(int.value == nil)
        #expect(int.inputError == nil)
        let text = TextRow()
        type("  ", into: text)
        #expect(text.value == "  ")
    }

    @Test func textRowsTakeTextAsTyped() {
        let row = EmailRow()
        type("ada@example.org", into: row)
        #expect(row.value == "ada@example.org")
        #expect(row.displayText == "ada@example.org")
    }

    @Test func valueChangesGoThroughTheChangePipelineWhileTyping() {
        var seen: [Int?] = []
        let row = IntRow { $0.formatter = nil }.onChange { seen.append($0.value) }
        row.beginEditing()
        row.editingTextDidChange(to: "1")
        row.editingTextDidChange(to: "12")
        row.editingTextDidChange(to: "12x")
        row.editingTextDidChange(to: "12")
        row.endEditing()
        #expect(seen == [1, 12])
    }

    @Test func controlCharactersInTheMessageAreShownAsSymbols() {
        let row = IntRow()
        row.editingTextDidChange(to: "1\u{1B}[2J")
        #expect(row.inputError?.message == "“1\u{241B}[2J” is not a whole number")
        #expect(row.inputError?.message.unicodeScalars.contains { $0.properties.generalCategory == .control } == false)
        row.editingTextDidChange(to: String(repeating: "x", count: 100))
        #expect(row.inputError?.message == "“" + String(repeating: "x", count: 39) + "…” is not a whole number", "long text is cut")
    }

    /// A right-to-left override (or an embedding or isolate) typed into a field would turn the
    /// rest of the message around where it is shown; in the message it is a visible U+FFFD.
    @Test(arguments: ["\u{202E}5", "5\u{202B}x", "\u{2066}5\u{2069}", "\u{2068}x"])
    func textReorderingCharactersInTheMessageAreMadeVisible(_ text: String) {
        let row = IntRow()
        row.editingTextDidChange(to: text)
        let message = try? #require(row.inputError?.message)
        #expect(message?.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) } == false)
        #expect(message?.hasSuffix("” is not a whole number") == true)
        #expect(message?.contains("\u{FFFD}") == true)
    }

    @Test func disabledRowsCannotBeEditedAndDisablingEndsEditing() {
        let row = TextRow()
        row.beginEditing()
        row.editingTextDidChange(to: "draft")
        row.disabled = true
        #expect(!row.isEditingText)
        #expect(row.value == "draft")
        #expect(!row.isTextInputEnabled)
        row.beginEditing()
        #expect(!row.isEditingText)
        row.editingTextDidChange(to: "ignored")
        #expect(row.value == "draft")
        #expect(row.cell.cellCanBecomeFirstResponder() == false)
        row.disabled = false
        #expect(row.cell.cellCanBecomeFirstResponder())
    }

    @Test func resetForgetsTheInputError() {
        let row = IntRow()
        row.editingTextDidChange(to: "no")
        row.resetRowValue()
        #expect(row.inputError == nil)
        #expect(!row.isEditingText)
    }

    @Test func rowsAreFoundAsTextInputRowsByRenderers() {
        let rows: [BaseRow] = [TextRow(), IntRow(), DecimalRow(), URLRow(), StringRow()]
        let editable = rows.compactMap { $0 as? any TextInputRow }
        #expect(editable.count == 4)
        #expect(editable.allSatisfy { $0.baseCell.cellCanBecomeFirstResponder() })
    }

    @Test func endingAnEditParsesAgainWhenTheValueChangedMeanwhile() {
        let row = IntRow("n")
        var changes = 0
        row.onChange { _ in changes += 1 }
        row.editingTextDidChange(to: "12")
        #expect(row.value == 12 && changes == 1)
        row.value = 5  // set by code while the field is still being edited
        #expect(row.editingText == "5", "the field shows it, as a cell updated with it would")
        row.endEditing()
        #expect(row.value == 5, "the value set is kept: the old text is not parsed back over it")
        row.editingTextDidChange(to: "7")
        row.endEditing()
        #expect(row.value == 7)
        #expect(changes == 3, "ending an edit of unchanged text changes nothing")
    }
}
