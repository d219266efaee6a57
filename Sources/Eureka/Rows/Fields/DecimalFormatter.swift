import Foundation

/// Formats numbers with a fixed number of fraction digits (two by default) in a locale's
/// conventions, for `DecimalRow`.
///
/// While the row reformats during input (`useFormatterDuringInput`), typed digits fill the
/// number from the right, like a till: typing 1, 2, 5 shows 0.01, 0.12, 1.25. Otherwise text is
/// read as an ordinary number in the locale ("1,234.5" → 1234.5), and text that is not one
/// ("1.2.3", "12a") does not parse.
///
/// ```swift
/// DecimalRow {
///     $0.formatter = DecimalFormatter()
///     $0.useFormatterDuringInput = true
/// }
/// ```
public final class DecimalFormatter: FieldFormatter, FormatterProtocol {
    private let numberFormatter = NumberFormatter()

    /// The locale whose separators are used.
    public var locale: Locale {
        get { numberFormatter.locale }
        set { numberFormatter.locale = newValue }
    }

    /// How many digits follow the decimal separator.
    public var fractionDigits: Int {
        get { numberFormatter.minimumFractionDigits }
        set {
            numberFormatter.minimumFractionDigits = max(0, newValue)
            numberFormatter.maximumFractionDigits = max(0, newValue)
        }
    }

    /// Creates a formatter for `locale` with two fraction digits.
    ///
    /// ```swift
    /// let formatter = DecimalFormatter(locale: Locale(identifier: "de_DE"))
    /// formatter.displayString(for: 1234.5)   // "1.234,50"
    /// ```
    public init(locale: Locale = .current) {
        numberFormatter.numberStyle = .decimal
        numberFormatter.locale = locale
        fractionDigits = 2
    }

    /// The number with `fractionDigits` digits after the separator, grouped.
    public func displayString(for value: Any) -> String? {
        anyToDouble(value).flatMap { numberFormatter.string(from: NSNumber(value: $0)) }
    }

    /// The same text as for display, so editing starts from what was shown.
    public func editingText(for value: Any) -> String? {
        displayString(for: value)
    }

    /// While formatting live, the digits shifted by `fractionDigits` (a leading minus keeps
    /// the sign); otherwise the text read as a number in `locale`.
    public func value(fromText text: String, liveFormatting: Bool) -> Any? {
        guard liveFormatting else {
            return numberFormatter.strictNumber(from: text, wholeGroups: true).map(\.doubleValue)
        }
        guard
            NumberTextShape(
                text: text.replacingOccurrences(of: numberFormatter.decimalSeparator, with: ""),
                formatter: numberFormatter
            ).isPlausible
        else { return nil }
        let digits = text.filter(\.isASCIIDigit)
        guard let whole = Double(digits) else { return nil }
        let magnitude = whole / pow(10, Double(fractionDigits))
        return text.trimmingCharacters(in: .whitespaces).hasPrefix("-") ? -magnitude : magnitude
    }

    /// The locale's decimal separator.
    public var decimalSeparatorForInput: String? { numberFormatter.decimalSeparator }

    /// Keeps the cursor the same distance from the end: digits enter at the right.
    public func getNewPosition(forPosition position: Int, oldValue: String?, newValue: String?) -> Int {
        let shifted = position + (newValue?.count ?? 0) - (oldValue?.count ?? 0)
        return min(max(shifted, 0), newValue?.count ?? 0)
    }
}
