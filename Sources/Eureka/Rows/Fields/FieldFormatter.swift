import Foundation

/// Formats a field row's value for display and editing, and parses typed text.
///
/// Foundation's `Formatter` conforms, so `NumberFormatter` and `DateFormatter` work as in
/// Eureka; write your own conformance for anything else.
///
/// ```swift
/// let formatter = NumberFormatter()
/// formatter.numberStyle = .currency
/// DecimalRow { $0.formatter = formatter }
/// ```
public protocol FieldFormatter: AnyObject {
    /// The text shown for `value` when the row is not being edited; nil if it cannot format it.
    func displayString(for value: Any) -> String?
    /// The text to edit `value` as; nil if it cannot format it.
    func editingText(for value: Any) -> String?
    /// The value `text` stands for, or nil when it does not parse. `liveFormatting` is true
    /// while the row reformats the text after every change (`useFormatterDuringInput`).
    func value(fromText text: String, liveFormatting: Bool) -> Any?
    /// The decimal separator typed into numbers for this formatter, if it formats numbers.
    var decimalSeparatorForInput: String? { get }
}

extension FieldFormatter {
    /// Formatters of non-numbers have no decimal separator.
    public var decimalSeparatorForInput: String? { nil }
}

/// Moves the cursor after a formatter reformatted text during input (Eureka's protocol, with
/// positions as character offsets instead of UIKit text positions).
///
/// ```swift
/// final class Grouping: NumberFormatter, FormatterProtocol {
///     func getNewPosition(forPosition position: Int, oldValue: String?, newValue: String?) -> Int {
///         position + (newValue?.count ?? 0) - (oldValue?.count ?? 0)
///     }
/// }
/// ```
public protocol FormatterProtocol {
    /// The cursor offset in `newValue` for a cursor that was at `position` in `oldValue`.
    func getNewPosition(forPosition position: Int, oldValue: String?, newValue: String?) -> Int
}

extension Formatter: FieldFormatter {
    /// `string(for:)`.
    public func displayString(for value: Any) -> String? {
        string(for: value)
    }

    /// `editingString(for:)`.
    public func editingText(for value: Any) -> String? {
        editingString(for: value)
    }

    /// Numbers through `NumberFormatter.number(from:)` (whole text only), dates through
    /// `DateFormatter.date(from:)`; other formatters do not parse here.
    public func value(fromText text: String, liveFormatting: Bool) -> Any? {
        if let numbers = self as? NumberFormatter { return numbers.strictNumber(from: text, wholeGroups: !liveFormatting) }
        if let dates = self as? DateFormatter { return dates.date(from: text) }
        return nil
    }

    /// The decimal separator of a `NumberFormatter`.
    public var decimalSeparatorForInput: String? {
        (self as? NumberFormatter)?.decimalSeparator
    }
}

extension NumberFormatter {
    /// `number(from:)`, but only when the whole text is a number. Some Foundation versions
    /// parse a prefix ("12a" → 12, "1.2.3" → 1.2); a field must report such text instead.
    /// Misplaced grouping separators ("1,2345" after typing into "1,234") are ignored; with
    /// `wholeGroups`, a group shorter than the formatter's ("3,14", a decimal comma where the
    /// locale writes a point) is refused rather than read as 314.
    func strictNumber(from text: String, wholeGroups: Bool = false) -> NSNumber? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let shortestGroup = wholeGroups && usesGroupingSeparator ? [groupingSize, secondaryGroupingSize].filter { $0 > 0 }.min() ?? 0 : 0
        guard NumberTextShape(text: trimmed, formatter: self, shortestGroup: shortestGroup).isPlausible else { return nil }
        if let number = number(from: trimmed) { return number }
        guard let grouping = groupingSeparator, !grouping.isEmpty, trimmed.contains(grouping) else { return nil }
        return number(from: trimmed.replacingOccurrences(of: grouping, with: ""))
    }
}

/// A check that text looks like one number in a formatter's conventions: digits, at most one
/// decimal separator (with no grouping after it), a sign only at the start, and the
/// formatter's own symbols; each group after a grouping separator has `shortestGroup` digits
/// or more.
struct NumberTextShape {
    let isPlausible: Bool

    init(text: String, formatter: NumberFormatter, shortestGroup: Int = 0) {
        var rest = text
        for symbol in [
            formatter.currencySymbol, formatter.internationalCurrencySymbol,
            formatter.percentSymbol, formatter.perMillSymbol,
        ] {
            if let symbol, !symbol.isEmpty { rest = rest.replacingOccurrences(of: symbol, with: "") }
        }
        let decimal = formatter.decimalSeparator ?? "."
        let grouping = formatter.groupingSeparator ?? ","
        let signs: Set<String> = ["-", "+", formatter.minusSign ?? "-", formatter.plusSign ?? "+"]
        var sawDigit = false
        var sawDecimal = false
        var position = 0
        // Digits since the last grouping separator; nil before the first one.
        var group: Int?
        var groupIsShort: Bool { group.map { $0 < shortestGroup } ?? false }
        for character in rest.trimmingCharacters(in: .whitespaces) {
            defer { position += 1 }
            let string = String(character)
            if character.isNumber {
                sawDigit = true
                if !sawDecimal { group = group.map { $0 + 1 } }
            } else if string == decimal, !sawDecimal {
                if groupIsShort {
                    isPlausible = false
                    return
                }
                sawDecimal = true
            } else if string == grouping || (character.isWhitespace && grouping.first?.isWhitespace == true), !sawDecimal {
                if groupIsShort {
                    isPlausible = false
                    return
                }
                group = 0
                continue
            } else if signs.contains(string), position == 0 {
                continue
            } else {
                isPlausible = false
                return
            }
        }
        if !sawDecimal, groupIsShort {
            isPlausible = false
            return
        }
        isPlausible = sawDigit
    }
}
