/// Why typed text did not become the row's value. The value is left as it was.
///
/// Its `message` quotes the text as typed, shortened and with control characters shown as
/// visible symbols, so it is safe to display.
///
/// ```swift
/// let row = IntRow()
/// row.editingTextDidChange(to: "12a")
/// row.inputError?.message   // "“12a” is not a whole number"
/// ```
public struct FieldInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    ///
    /// ```swift
    /// if case .outOfRange = error.reason { highlightLimits() }
    /// ```
    public enum Reason: Hashable, Sendable {
        /// The text is not a value of the row's kind; `expected` says what it should be.
        case notParsable(expected: String)
        /// The text is a value, but outside what the row allows; `limit` says which bound.
        case outOfRange(limit: String)
    }

    /// The text that was typed.
    public let text: String
    /// What went wrong.
    public let reason: Reason

    /// An error for `text`.
    ///
    /// ```swift
    /// FieldInputError(text: "soon", reason: .notParsable(expected: "a date like “Jan 5, 2024”"))
    /// ```
    public init(text: String, reason: Reason) {
        self.text = text
        self.reason = reason
    }

    /// A sentence for people: “12a” is not a whole number.
    ///
    /// ```swift
    /// error.message
    /// ```
    public var message: String {
        switch reason {
        case .notParsable(let expected): "“\(Self.quotable(text))” is not \(expected)"
        case .outOfRange(let limit): "“\(Self.quotable(text))” is \(limit)"
        }
    }

    /// The message.
    public var description: String { message }

    /// `text` made safe to show: control characters become visible symbols, the invisible ones
    /// that reorder text (right-to-left override, embeddings, isolates) become U+FFFD so they
    /// cannot turn the rest of the message around, and long text is cut.
    package static func quotable(_ text: String, limit: Int = 40) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            shown.unicodeScalars.append(visible(scalar))
        }
        guard shown.count > limit else { return shown }
        return String(shown.prefix(limit - 1)) + "…"
    }

    private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        // C0 controls map onto the Control Pictures block (U+2400…), DEL onto U+2421.
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
        default: scalar
        }
    }
}
