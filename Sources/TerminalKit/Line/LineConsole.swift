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
    /// Reads one line without its terminator; nil at end of input. Throws `RefusedLine` for a
    /// line that is not UTF-8 text or is too long, rather than read it changed.
    func readLine() throws -> String?
    /// Reads one line as `readLine()` does, without showing what is typed when the input is a
    /// terminal (a password). Consoles that cannot hide typing read as `readLine()`.
    func readSecretLine() throws -> String?
    /// Writes `prompt`, then reads a secret line as `readSecretLine()` does. A console that
    /// hides typing writes the prompt again if the process is stopped (Ctrl-Z) and continued
    /// meanwhile, since the shell's lines have pushed it out of sight.
    func readSecretLine(prompt: String) throws -> String?
    /// Writes text as is (add "\n" yourself); control characters other than newline and tab
    /// are removed.
    func write(_ text: String) throws
}

extension LineConsole {
    /// Reads as `readLine()`: this console cannot hide typing.
    ///
    /// ```swift
    /// let password = try console.readSecretLine()
    /// ```
    public func readSecretLine() throws -> String? {
        try readLine()
    }

    /// Writes `prompt`, then reads as `readSecretLine()`.
    ///
    /// ```swift
    /// let password = try console.readSecretLine(prompt: "Password: ")
    /// ```
    public func readSecretLine(prompt: String) throws -> String? {
        try write(prompt)
        return try readSecretLine()
    }

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
