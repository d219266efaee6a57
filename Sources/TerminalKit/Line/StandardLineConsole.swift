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

    /// Creates a console on the given descriptors.
    ///
    /// ```swift
    /// let console = StandardLineConsole(outputDescriptor: STDERR_FILENO)
    /// ```
    public init(inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
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
            if count == 0 { return bytes.isEmpty ? nil : Self.decode(bytes) }
            if byte == 0x0A { return Self.decode(bytes) }
            bytes.append(byte)
        }
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
                    throw TerminalError.systemCall(name: "write", errno: errno)
                }
                offset += written
            }
        }
    }

    private static func decode(_ bytes: [UInt8]) -> String {
        var line = bytes
        if line.last == 0x0D { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
    }
}
