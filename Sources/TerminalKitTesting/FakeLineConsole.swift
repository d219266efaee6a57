import Synchronization
import TerminalKit

/// A scripted `LineConsole`: lines to read are given up front, output is captured.
///
/// ```swift
/// let console = FakeLineConsole(input: ["Ada", "y"])
/// _ = try console.prompt("Name: ")
/// #expect(console.output == "Name: ")
/// ```
public final class FakeLineConsole: LineConsole {
    private let state: Mutex<(input: [String], output: String)>

    /// Creates a console that will return `input` line by line, then nil.
    ///
    /// ```swift
    /// let console = FakeLineConsole(input: ["1", "2"])
    /// ```
    public init(input: [String] = []) {
        state = Mutex((input: input, output: ""))
    }

    /// The next scripted line, or nil when none are left.
    ///
    /// ```swift
    /// try console.readLine()
    /// ```
    public func readLine() throws -> String? {
        state.withLock { $0.input.isEmpty ? nil : $0.input.removeFirst() }
    }

    /// Appends the filtered text to `output`.
    ///
    /// ```swift
    /// try console.write("hi\n")
    /// ```
    public func write(_ text: String) throws {
        state.withLock { $0.output += ControlCharacterFilter.filter(text, keepingLineBreaks: true) }
    }

    /// Everything written so far.
    ///
    /// ```swift
    /// #expect(console.output.hasSuffix("Saved.\n"))
    /// ```
    public var output: String { state.withLock { $0.output } }

    /// Adds more lines to read.
    ///
    /// ```swift
    /// console.queue("another answer")
    /// ```
    public func queue(_ lines: String...) { state.withLock { $0.input += lines } }
}
