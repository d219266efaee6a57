/// Why a regular expression was refused, and where.
///
/// `offset` counts `Character`s from the start of the pattern, like `PredicateSyntaxError`;
/// `description` quotes the pattern with a caret under the bad spot.
///
/// ```swift
/// do { _ = try LinearRegex("(a)\\1") } catch {
///     print(error)
///     // backreferences such as \1 are not supported: …
///     //   (a)\1
///     //      ^
/// }
/// ```
package struct RegexSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern that was refused.
    package let pattern: String
    /// The `Character` offset (0-based) of the bad spot; `pattern.count` means the end.
    package let offset: Int
    /// What is wrong, without position information.
    package let message: String

    /// An error at `offset` in `pattern`.
    package init(pattern: String, offset: Int, message: String) {
        self.pattern = pattern
        self.offset = offset
        self.message = message
    }

    /// The message, the pattern, and a caret under the bad spot.
    package var description: String {
        let shown = pattern.map { $0.isNewline || $0 == "\t" ? " " : String($0) }
        let padding = String(repeating: " ", count: min(offset, shown.count))
        return "\(message)\n  \(shown.joined())\n  \(padding)^"
    }

    /// The message with the position in words, for one-line reports (predicate errors, which
    /// draw their own caret under the predicate).
    package var inlineDescription: String {
        "\(message) (at character \(offset + 1) of the pattern)"
    }
}
