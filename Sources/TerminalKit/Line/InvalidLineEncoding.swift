/// A line read from a `LineConsole` that is not UTF-8 text. Reading it with replacement
/// characters would change what was typed without a word, so the line is refused; the
/// console has consumed it and the next read starts after it.
///
/// ```swift
/// do { answer = try console.readLine() } catch is InvalidLineEncoding { /* ask again */ }
/// ```
public struct InvalidLineEncoding: Error, Hashable, Sendable, CustomStringConvertible {
    /// An error.
    public init() {}

    /// What to tell the person.
    public var description: String { "That line is not UTF-8 text (it holds a byte no character is made of): nothing was changed." }
}
