import CTerminalRestore
import Glibc

/// A `LineConsole` on standard input and output (or other descriptors).
///
/// ```swift
/// let console = StandardLineConsole()
/// try console.writeLine("Welcome")
/// let answer = try console.prompt("Continue? [y/n] ")
/// ```
public struct StandardLineConsole: LineConsole {
    /// Descriptor lines are read from.
    ///
    /// ```swift
    /// console.inputDescriptor = fd
    /// ```
    public var inputDescriptor: Int32
    /// Descriptor text is written to.
    ///
    /// ```swift
    /// console.outputDescriptor = STDERR_FILENO
    /// ```
    public var outputDescriptor: Int32
    /// Whether text that cannot be written (the output closed, its reader gone, a full disk) is
    /// dropped rather than thrown: for prompts on standard error, which scripts often close or
    /// send to a log, while the answers and the values travel elsewhere.
    ///
    /// ```swift
    /// console.dropsTextItCannotWrite = true
    /// ```
    public var dropsTextItCannotWrite: Bool
    /// The longest line read, in bytes; a longer one is read to its end and refused
    /// (`RefusedLine`), so input without newlines cannot grow memory without bound.
    ///
    /// ```swift
    /// console.maximumLineBytes = 64 << 10
    /// ```
    public var maximumLineBytes = 4 << 20

    /// Creates a console on the given descriptors.
    ///
    /// ```swift
    /// let console = StandardLineConsole(outputDescriptor: STDERR_FILENO)
    /// ```
    public init(inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO, dropsTextItCannotWrite: Bool = false) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.dropsTextItCannotWrite = dropsTextItCannotWrite
    }

    /// Reads bytes up to a newline (CR LF accepted, a leading byte order mark dropped); nil at
    /// end of input with nothing read. Reads one byte at a time so nothing past the line is
    /// consumed from a shared descriptor.
    ///
    /// ```swift
    /// while let line = try console.readLine() { handle(line) }
    /// ```
    public func readLine() throws -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        var tooLong = false
        while true {
            let count = read(inputDescriptor, &byte, 1)
            if count < 0 {
                if errno == EINTR { continue }
                throw TerminalError.systemCall(name: "read", errno: errno)
            }
            if count == 0 || byte == 0x0A {
                if tooLong { throw RefusedLine(.tooLong(limit: maximumLineBytes)) }
                return count == 0 && bytes.isEmpty ? nil : try Self.decode(bytes)
            }
            // Past the limit the rest of the line is read and dropped: the next read starts after it.
            if bytes.count >= maximumLineBytes {
                tooLong = true
                bytes.removeAll()
            }
            if !tooLong { bytes.append(byte) }
        }
    }

    /// Reads a line without showing what is typed when the input is a terminal (echo off, the
    /// newline still shown). Ctrl-C, SIGTERM, SIGHUP or a crash meanwhile put the echo back first.
    ///
    /// ```swift
    /// try console.write("Password: ")
    /// let password = try console.readSecretLine()
    /// ```
    public func readSecretLine() throws -> String? {
        guard isatty(inputDescriptor) == 1, eureka_secret_echo_off(inputDescriptor) == 0 else { return try readLine() }
        defer { eureka_secret_echo_restore() }
        return try readLine()
    }

    /// Writes `prompt` and reads a secret line; after a Ctrl-Z and `fg` meanwhile, the
    /// prompt's last line is written again, so the person sees what is being asked.
    ///
    /// ```swift
    /// let password = try console.readSecretLine(prompt: "Password: ")
    /// ```
    public func readSecretLine(prompt: String) throws -> String? {
        try write(prompt)
        let shown = ControlCharacterFilter.filter(prompt, keepingLineBreaks: true)
        let lastLine = shown.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        eureka_secret_set_reminder(outputDescriptor, lastLine)
        defer { eureka_secret_set_reminder(-1, "") }
        return try readSecretLine()
    }

    /// Writes the text, minus control characters other than newline and tab.
    ///
    /// ```swift
    /// try console.write("Done\n")
    /// ```
    public func write(_ text: String) throws {
        let bytes = Array(ControlCharacterFilter.filter(text, keepingLineBreaks: true).utf8)
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if dropsTextItCannotWrite { return }
                    throw TerminalError.systemCall(name: "write", errno: errno)
                }
                offset += written
            }
        }
    }

    private static func decode(_ bytes: [UInt8]) throws -> String {
        var line = bytes
        if line.last == 0x0D { line.removeLast() }
        // A byte order mark (an answers file saved by Notepad) is no part of the answer.
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        guard let text = String(validating: line, as: UTF8.self) else { throw RefusedLine(.notUTF8) }
        return text
    }
}
