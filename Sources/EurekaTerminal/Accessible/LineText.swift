import TerminalKit

/// A line of line mode's output, safe by construction: the session writes and asks only
/// through this type, whose literal parts are the session's own text (kept as written, line
/// breaks included) and whose interpolated parts — titles, options, values, errors, headers
/// and footers, anything a form or a person supplied — each go through
/// `ControlCharacterFilter.oneLine(_:)`: no control or escape sequence, no bidirectional
/// override that would turn the rest of the terminal's line around, and no line break that
/// would start a line of its own in the middle of a numbered list ("⏎" shows where it was).
///
/// ```swift
/// let option = "First\nSecond"
/// let line: LineText = "  1) \(option)"   // "  1) First⏎Second"
/// ```
struct LineText: ExpressibleByStringInterpolation {
    /// The text to write.
    private(set) var text: String

    /// The session's own text, as written.
    init(stringLiteral value: String) {
        text = value
    }

    /// Literal parts as written, interpolated ones made safe.
    init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Text supplied from outside, made safe as an interpolated part is.
    init(untrusted value: String) {
        text = ControlCharacterFilter.oneLine(value)
    }

    /// Builds a `LineText`: see the type's summary.
    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var text = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Any value, by its description made safe (a count, a title).
        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            text += ControlCharacterFilter.oneLine(value.description)
        }

        /// Text already made safe, kept as it is (a question put together beforehand).
        mutating func appendInterpolation(_ value: LineText) {
            text += value.text
        }
    }

    /// Two texts one after the other.
    static func + (lhs: LineText, rhs: LineText) -> LineText {
        var joined = lhs
        joined.text += rhs.text
        return joined
    }
}
