/// Where and why a predicate string failed to parse.
///
/// `offset` counts `Character`s from the start of `format`, so it matches what a user sees even
/// when the string holds accents, CJK or emoji. `description` quotes the offending line with a
/// caret under the bad spot.
///
/// ```swift
/// do { _ = try FormPredicate.parse("$a == ") } catch {
///     print(error)
///     // expected a value after '==' but found end of input
///     //   $a ==
///     //         ^
/// }
/// ```
public struct PredicateSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole predicate source that failed to parse.
    ///
    /// ```swift
    /// FormPredicate(format: "$a ==").syntaxError?.format  // "$a =="
    /// ```
    public let format: String

    /// The `Character` offset (0-based) of the bad spot in `format`; `format.count` means the end.
    ///
    /// ```swift
    /// FormPredicate(format: "$a ==").syntaxError?.offset  // 5
    /// ```
    public let offset: Int

    /// What was expected and what was found, without position information.
    ///
    /// ```swift
    /// FormPredicate(format: "$a foo 1").syntaxError?.message
    /// // "expected a comparison operator after '$a' but found 'foo'"
    /// ```
    public let message: String

    init(format: String, offset: Int, message: String) {
        self.format = format
        self.offset = offset
        self.message = message
    }

    /// The message, then the source line holding the bad spot, then a caret line pointing at it.
    ///
    /// ```swift
    /// print(FormPredicate(format: "$a == ").syntaxError!.description)
    /// // expected a value after '==' but found end of input
    /// //   $a ==
    /// //         ^
    /// ```
    public var description: String {
        let (line, column) = lineAndColumn()
        // Tabs are copied into the caret line so the caret stays aligned however tabs render.
        let padding = String(line.prefix(column).map { $0 == "\t" ? "\t" : " " })
        return "\(message)\n  \(line)\n  \(padding)^"
    }

    /// The line of `format` that contains `offset`, and the caret's column within it.
    private func lineAndColumn() -> (line: Substring, column: Int) {
        var lineStart = format.startIndex
        var column = 0
        var index = format.startIndex
        var position = 0
        while index < format.endIndex, position < offset {
            let next = format.index(after: index)
            if format[index].isNewline {
                lineStart = next
                column = 0
            } else {
                column += 1
            }
            index = next
            position += 1
        }
        let lineEnd = format[index...].firstIndex(where: \.isNewline) ?? format.endIndex
        return (format[lineStart..<lineEnd], column)
    }
}
