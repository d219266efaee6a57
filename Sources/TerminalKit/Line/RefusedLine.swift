/// A line read from a `LineConsole` that cannot be taken as it is: not UTF-8 text, or longer
/// than the console reads. Reading it with replacement characters, or cut, would change what was
/// typed without a word, so it is refused; the console has consumed it (to its newline) and the
/// next read starts after it.
///
/// ```swift
/// do { answer = try console.readLine() } catch let refused as RefusedLine { print(refused) }
/// ```
public struct RefusedLine: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the line was refused.
    public enum Reason: Hashable, Sendable {
        /// It holds bytes that are not UTF-8 text.
        case notUTF8
        /// It is longer than `limit` bytes.
        case tooLong(limit: Int)
    }

    /// Why the line was refused.
    public let reason: Reason

    /// A refusal for `reason`.
    ///
    /// ```swift
    /// throw RefusedLine(.notUTF8)
    /// ```
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// What to tell the person.
    public var description: String {
        switch reason {
        case .notUTF8: "That line is not UTF-8 text (it holds a byte no character is made of): nothing was changed."
        case .tooLong(let limit):
            "That line is longer than \(limit >= 1 << 20 && limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"): nothing was changed."
        }
    }
}
