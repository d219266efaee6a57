/// Line-by-line text I/O with no cursor addressing, for the accessible and non-interactive
/// mode (screen readers, pipes, CI logs).
///
/// ```swift
/// func ask(_ console: any LineConsole) throws -> String? {
///     try console.write("Name: ")
///     return try console.readLine()
/// }
/// ```
public protocol LineConsole: Sendable {
    /// Reads one line without its terminator; nil at end of input.
    func readLine() throws -> String?
    /// Writes text as is (add "\n" yourself); control characters other than newline and tab
    /// are removed.
    func write(_ text: String) throws
}

extension LineConsole {
    /// Writes `text` followed by a newline.
    ///
    /// ```swift
    /// try console.writeLine("Saved.")
    /// ```
    public func writeLine(_ text: String) throws {
        try write(text + "\n")
    }

    /// Writes a prompt and reads the answer.
    ///
    /// ```swift
    /// let name = try console.prompt("Name: ")
    /// ```
    public func prompt(_ prompt: String) throws -> String? {
        try write(prompt)
        return try readLine()
    }
}
