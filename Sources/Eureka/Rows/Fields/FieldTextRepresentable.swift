import Foundation

/// A value a field row can parse from typed text and turn back into text to edit.
///
/// Conform your own types to use them in custom field rows (`FieldRow<FieldCell<MyValue>>`).
///
/// ```swift
/// extension Int: FieldTextRepresentable {}   // already provided
/// Int(fieldText: " 42 ")    // 42
/// 42.fieldText              // "42"
/// ```
public protocol FieldTextRepresentable: Equatable {
    /// Parses typed, non-blank text; nil when it is not a value of this type.
    init?(fieldText text: String)
    /// Converts what a formatter produced (e.g. an `NSNumber`); nil when it does not fit.
    init?(formattedValue: Any)
    /// The plain text to edit the value as, when no formatter is involved.
    var fieldText: String { get }
    /// What typed text should be, for error messages: "a whole number".
    static var fieldTextExpectation: String { get }
    /// Whether whitespace-only text is a value (true for strings) rather than no value.
    static var keepsBlankText: Bool { get }
    /// Whether the value can be negative, so a number pad takes a minus sign for it.
    static var takesMinusSign: Bool { get }
    /// Why `text`, which gave no value, is none: by default it is not `fieldTextExpectation`.
    static func reason(notReading text: String) -> FieldInputError.Reason
    /// Why `value`, read from `text`, cannot be taken, or nil: a number with more digits than
    /// the type keeps would otherwise change without a word.
    static func reason(refusing value: Self, readFrom text: String) -> FieldInputError.Reason?
    /// Why `value`, set from outside the field (by the app, by an import), is no value a person
    /// could have typed here, or nil: a not-a-number would otherwise be shown and submitted.
    static func reason(refusingHeld value: Self) -> FieldInputError.Reason?
    /// A reading of `text` that keeps every digit, for when the formatter's reading lost some
    /// (a formatter reads long numbers through `Double`); nil when there is none.
    static func exactReading(of text: String) -> Self?
}

extension FieldTextRepresentable {
    /// Most values treat whitespace-only text as empty.
    public static var keepsBlankText: Bool { false }

    /// Text has no sign: a number pad types digits only (PINs, codes).
    ///
    /// ```swift
    /// String.takesMinusSign   // false
    /// ```
    public static var takesMinusSign: Bool { false }

    /// The text is not what the type expects: “12a” is not a whole number.
    ///
    /// ```swift
    /// Int.reason(notReading: "12a")   // .notParsable(expected: "a whole number")
    /// ```
    public static func reason(notReading text: String) -> FieldInputError.Reason {
        .notParsable(expected: fieldTextExpectation)
    }

    /// Every value read is taken as it is.
    ///
    /// ```swift
    /// String.reason(refusing: "hi", readFrom: "hi")   // nil
    /// ```
    public static func reason(refusing value: Self, readFrom text: String) -> FieldInputError.Reason? { nil }

    /// Every value held is one that could have been typed.
    ///
    /// ```swift
    /// String.reason(refusingHeld: "hi")   // nil
    /// ```
    public static func reason(refusingHeld value: Self) -> FieldInputError.Reason? { nil }

    /// No reading but the formatter's and the plain one.
    ///
    /// ```swift
    /// String.exactReading(of: "hi")   // nil
    /// ```
    public static func exactReading(of text: String) -> Self? { nil }
}

extension String: FieldTextRepresentable {
    /// Any text is a string, as typed.
    public init?(fieldText text: String) { self = text }
    /// A formatter's string output, or the description of anything else.
    public init?(formattedValue: Any) {
        guard let string = formattedValue as? String else { return nil }
        self = string
    }
    /// The string itself.
    public var fieldText: String { self }
    /// Strings always parse; this is never shown.
    public static var fieldTextExpectation: String { "text" }
    /// Spaces are text too.
    public static var keepsBlankText: Bool { true }
}

extension Int: FieldTextRepresentable {
    /// Digits with an optional sign, surrounding spaces ignored.
    public init?(fieldText text: String) {
        guard let parsed = Int(text.trimmingFieldSpaces()) else { return nil }
        self = parsed
    }
    /// A whole number from a formatter; fractional or out-of-range numbers do not fit.
    public init?(formattedValue: Any) {
        if let int = formattedValue as? Int {
            self = int
        } else if let number = anyToDouble(formattedValue), let exact = Int(exactly: number) {
            self = exact
        } else {
            return nil
        }
    }
    /// The digits, no grouping.
    public var fieldText: String { String(self) }
    /// Shown as “12a” is not a whole number.
    public static var fieldTextExpectation: String { "a whole number" }
    /// Whole numbers can be negative: "-5" can be typed on a number pad.
    public static var takesMinusSign: Bool { true }

    /// A whole number with too many digits is out of range; anything else is not a whole
    /// number.
    ///
    /// ```swift
    /// Int.reason(notReading: "99999999999999999999")
    /// // .outOfRange(limit: "above the largest whole number kept, 9223372036854775807")
    /// ```
    public static func reason(notReading text: String) -> FieldInputError.Reason {
        // Groups of any size count here: grouping typed live stops being redone past the
        // range ("999,999,999,999,999,9999"), and the number is still too large, not unreadable.
        guard let whole = NumberTextDigits.wholeNumber(in: text.trimmingFieldSpaces(), checkingGroups: false),
            Int((whole.isNegative ? "-" : "") + whole.digits) == nil
        else { return .notParsable(expected: fieldTextExpectation) }
        return .outOfRange(
            limit: whole.isNegative ? "below the smallest whole number kept, \(Int.min)" : "above the largest whole number kept, \(Int.max)")
    }

    /// A formatter reads long numbers through `Double`, which can round text that is no whole
    /// number to one ("1.9999999999999999999" to 2), or one out of range into it: every
    /// digit typed must be in the value.
    ///
    /// ```swift
    /// Int.reason(refusing: 2, readFrom: "1.9999999999999999999")   // .notParsable(…)
    /// ```
    public static func reason(refusing value: Int, readFrom text: String) -> FieldInputError.Reason? {
        guard NumberTextDigits.count(in: text) > 15,
            NumberTextDigits.significant(in: text) != NumberTextDigits.significant(in: String(value))
        else { return nil }
        return reason(notReading: text)
    }

    /// The digits themselves, plain or grouped in threes, when they make a whole number in range.
    ///
    /// ```swift
    /// Int.exactReading(of: "9,223,372,036,854,775,000")   // 9223372036854775000
    /// ```
    public static func exactReading(of text: String) -> Int? {
        guard let whole = NumberTextDigits.wholeNumber(in: text.trimmingFieldSpaces()) else { return nil }
        return Int((whole.isNegative ? "-" : "") + whole.digits)
    }
}

extension Double: FieldTextRepresentable {
    /// A decimal number with "." as separator, optional sign and exponent; finite only.
    public init?(fieldText text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Double(_:) also reads "inf", "nan" and hex floats; typed numbers are plain decimals.
        guard trimmed.allSatisfy({ $0.isASCIIDigit || "+-.eE".contains($0) }),
            let parsed = Double(trimmed), parsed.isFinite
        else { return nil }
        // "-0" is zero: a sign on it would show as "-0" and export as -0.
        self = parsed == 0 ? 0 : parsed
    }
    /// A number from a formatter (zero without a sign, however it was typed).
    public init?(formattedValue: Any) {
        guard let number = anyToDouble(formattedValue), number.isFinite else { return nil }
        self = number == 0 ? 0 : number
    }
    /// The shortest text that reads back as the same number ("12.5", "3").
    public var fieldText: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
    /// Shown as “1.2.3” is not a number.
    public static var fieldTextExpectation: String { "a number" }
    /// Numbers can be negative.
    public static var takesMinusSign: Bool { true }

    /// Text with more significant digits than the number keeps is refused rather than rounded
    /// without a word: fifteen always survive in the normal range; beyond that, and for numbers
    /// so close to zero that fewer survive, the digits must read back.
    ///
    /// ```swift
    /// Double.reason(refusing: 0.1, readFrom: "0.1")                          // nil
    /// Double.reason(refusing: 1.2345678901234568e20, readFrom: "123456789012345678901")
    /// // .outOfRange(limit: "more precise than a number here keeps (15 significant digits)")
    /// ```
    public static func reason(refusing value: Double, readFrom text: String) -> FieldInputError.Reason? {
        // "1e-400" reads as 0: a number too close to zero would become zero without a word.
        if value == 0, !NumberTextDigits.significant(in: text).isEmpty {
            return .outOfRange(limit: "closer to zero than a number here keeps")
        }
        // Below the normal range a Double keeps fewer digits (5e-324 has one): compare there too.
        guard NumberTextDigits.count(in: text) > 15 || value.isSubnormal else { return nil }
        let typed = NumberTextDigits.significant(in: text)
        guard typed.count > 15 || value.isSubnormal, typed != NumberTextDigits.significant(in: value.description) else { return nil }
        return .outOfRange(limit: "more precise than a number here keeps (15 significant digits)")
    }

    /// Not-a-number and the infinities, which typed text never gives, are refused.
    ///
    /// ```swift
    /// Double.reason(refusingHeld: .nan)   // .notParsable(expected: "a number")
    /// ```
    public static func reason(refusingHeld value: Double) -> FieldInputError.Reason? {
        value.isFinite ? nil : .notParsable(expected: fieldTextExpectation)
    }
}

extension URL: FieldTextRepresentable {
    /// A URL without spaces; surrounding spaces are ignored.
    public init?(fieldText text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // URL(string:) percent-encodes inner spaces on some platforms; a typed URL with spaces is a typo.
        guard !trimmed.contains(where: { $0.isWhitespace }),
            !trimmed.unicodeScalars.contains(where: \.properties.isControlLike),
            let url = URL(string: URLText.readable(trimmed))
        else { return nil }
        self = url
    }
    /// A URL, or a string that is one, from a formatter.
    public init?(formattedValue: Any) {
        if let url = formattedValue as? URL {
            self = url
        } else if let string = formattedValue as? String, let url = URL(fieldText: string) {
            self = url
        } else {
            return nil
        }
    }
    /// The URL as a person writes it: the absolute string with an internationalised host and
    /// escaped non-ASCII characters shown in their own letters where that cannot mislead
    /// (`https://bücher.de/straße`, stored as `https://xn--bcher-kva.de/stra%C3%9Fe`); it
    /// always reads back as the same URL.
    public var fieldText: String { URLText.text(for: self) }
    /// Shown as “http://a b” is not a valid URL.
    public static var fieldTextExpectation: String { "a valid URL" }
}

/// A number of any common numeric type as a Double.
func anyToDouble(_ value: Any) -> Double? {
    switch value {
    case let double as Double: double
    case let float as Float: Double(float)
    case let int as Int: Double(int)
    case let decimal as Decimal: NSDecimalNumber(decimal: decimal).doubleValue
    case let number as NSNumber: number.doubleValue
    default: nil
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs: what
    /// `trimmingCharacters(in: .whitespaces)` gives (Unicode category Zs and U+0009), without
    /// Foundation's bridging, which cost more than the parse it prepares. Text with nothing to
    /// trim is returned as it is.
    func trimmingFieldSpaces() -> Substring {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || (scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last) else { return self[...] }
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return self[start..<end]
    }
}
