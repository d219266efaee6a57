import Glibc
import TerminalKit
import TerminalKitTesting
import Testing

/// The whole stack on a real pseudo-terminal: PosixTerminal + TerminalSession, with fake
/// signals so the test process's own signal handling is left alone.
@Suite("Session on a real pseudo-terminal", .serialized)
struct SessionOnPseudoTerminalTests {
    @Test("typed bytes become events; frames reach the terminal; stop restores termios")
    func endToEnd() async throws {
        let pty = try PseudoTerminal()
        pty.setWindowSize(columns: 20, rows: 4)
        let before = pty.attributes()
        let terminal = try PosixTerminal(inputDescriptor: pty.slave, outputDescriptor: pty.slave)
        let signals = FakeSignalMonitor()
        var options = TerminalSession.Options()
        options.colorDepth = .ansi16
        let session = TerminalSession(device: terminal, signals: signals, process: FakeProcessController(), options: options)
        try session.start()
        #expect(session.size == TerminalSize(columns: 20, rows: 4))
        let setup = TerminalControl.enterAlternateScreen + TerminalControl.enableBracketedPaste + TerminalControl.disableAutowrap
        #expect(pty.readFromMaster(expecting: setup.count) == setup)

        pty.writeToMaster(Array("\u{1B}[1;5Ch".utf8))
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .key(KeyEvent(.right, modifiers: .control)))
        #expect(await events.next() == .key(KeyEvent(.character("h"))))

        var grid = CellGrid(columns: 20, rows: 4)
        grid.write("ok", row: 1, column: 2, style: TextStyle(foreground: .ansi16(.green)))
        try session.present(grid, cursor: .hidden)
        let frame = Array("\u{1B}[?25l\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[2;3H\u{1B}[32mok".utf8)
        #expect(pty.readFromMaster(expecting: frame.count) == frame)

        session.stop()
        #expect(sameSettings(before, pty.attributes()))
        #expect(await events.next() == nil)
    }
}
