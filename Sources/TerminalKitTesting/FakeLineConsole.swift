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
    /// One line to read: text, or bytes that are not UTF-8 text.
    private enum Line {
        case text(String)
        case notUTF8
    }

    private struct State {
        var input: [Line]
        var output = ""
        var secretReads = 0
    }

    private let state: Mutex<State>

    /// Creates a console that will return `input` line by line, then nil.
    ///
    /// ```swift
    /// let console = FakeLineConsole(input: ["1", "2"])
    /// ```
    public init(input: [String] = []) {
        state = Mutex(State(input: input.map(Line.text)))
    }

    /// The next scripted line, or nil when none is left; throws `RefusedLine` for one
    /// queued with `queueLineThatIsNotUTF8()`.
    ///
    /// ```swift
    /// let line = try console.readLine()
    /// ```
    public func readLine() throws -> String? {
        let next: Line? = state.withLock { $0.input.isEmpty ? nil : $0.input.removeFirst() }
        switch next {
        case .text(let text)?: return text
        case .notUTF8?: throw RefusedLine(.notUTF8)
        case nil: return nil
        }
    }

    /// Reads as `readLine()`, counting the read in `secretReads`.
    ///
    /// ```swift
    /// let password = try console.readSecretLine()
    /// ```
    public func readSecretLine() throws -> String? {
        state.withLock { $0.secretReads += 1 }
        return try readLine()
    }

    /// Captures `text` with control characters removed, as `StandardLineConsole` writes it.
    ///
    /// ```swift
    /// try console.write("Saved\n")
    /// ```
    public func write(_ text: String) throws {
        state.withLock { $0.output += ControlCharacterFilter.filter(text, keepingLineBreaks: true) }
    }

    /// Everything written so far.
    ///
    /// ```swift
    /// #expect(console.output.contains("Submit?"))
    /// ```
    public var output: String { state.withLock { $0.output } }

    /// How many lines were read as secrets (typing not shown).
    ///
    /// ```swift
    /// #expect(console.secretReads == 1)
    /// ```
    public var secretReads: Int { state.withLock { $0.secretReads } }

    /// Adds lines to read.
    ///
    /// ```swift
    /// console.queue("y", "n")
    /// ```
    public func queue(_ lines: String...) { state.withLock { $0.input += lines.map(Line.text) } }

    /// Adds a line whose bytes are not UTF-8 text.
    ///
    /// ```swift
    /// console.queueLineThatIsNotUTF8()
    /// ```
    public func queueLineThatIsNotUTF8() { state.withLock { $0.input.append(.notUTF8) } }
}
