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
    /// Whether text that cannot be written because the output is closed or its reader has gone
    /// (EBADF, EPIPE) is dropped rather than thrown: for prompts on standard error, which
    /// scripts often close, while the answers and the values travel elsewhere.
    ///
    /// ```swift
    /// console.dropsTextForAClosedOutput = true
    /// ```
    public var dropsTextForAClosedOutput: Bool

    /// Creates a console on the given descriptors.
    ///
    /// ```swift
    /// let console = StandardLineConsole(outputDescriptor: STDERR_FILENO)
    /// ```
    public init(inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO, dropsTextForAClosedOutput: Bool = false) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.dropsTextForAClosedOutput = dropsTextForAClosedOutput
    }

    /// Reads bytes up to a newline (CR LF accepted); nil at end of input with nothing read.
    /// Reads one byte at a time so nothing past the line is consumed from a shared descriptor.
    ///
    /// ```swift
    /// while let line = try console.readLine() { handle(line) }
    /// ```
    public func readLine() throws -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(inputDescriptor, &byte, 1)
            if count < 0 {
                if errno == EINTR { continue }
                throw TerminalError.systemCall(name: "read", errno: errno)
            }
            if count == 0 { return bytes.isEmpty ? nil : try Self.decode(bytes) }
            if byte == 0x0A { return try Self.decode(bytes) }
            bytes.append(byte)
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
                    if dropsTextForAClosedOutput, errno == EBADF || errno == EPIPE { return }
                    throw TerminalError.systemCall(name: "write", errno: errno)
                }
                offset += written
            }
        }
    }

    private static func decode(_ bytes: [UInt8]) throws -> String {
        var line = bytes
        if line.last == 0x0D { line.removeLast() }
        guard let text = String(validating: line, as: UTF8.self) else { throw InvalidLineEncoding() }
        return text
    }
}
