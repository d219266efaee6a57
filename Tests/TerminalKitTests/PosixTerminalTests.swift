import Glibc
import Synchronization
import TerminalKit
import Testing

@Suite("PosixTerminal on a real pseudo-terminal", .serialized)
struct PosixTerminalTests {
    @Test("entering raw mode sets the expected termios flags")
    func rawFlags() throws {
        let pty = try PseudoTerminal()
        let terminal = try PosixTerminal(inputDescriptor: pty.slave, outputDescriptor: pty.slave)
        let before = pty.attributes()
        #expect(before.c_lflag & tcflag_t(ICANON) != 0, "a fresh pty starts in canonical mode")
        try terminal.enterRawMode()
        let raw = pty.attributes()
        for flag in [ECHO, ICANON, IEXTEN, ISIG] { #expect(raw.c_lflag & tcflag_t(flag) == 0, "lflag \(flag)") }
        for flag in [BRKINT, ICRNL, INPCK, ISTRIP, IXON] { #expect(raw.c_iflag & tcflag_t(flag) == 0, "iflag \(flag)") }
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
        withUnsafeBytes(of: raw.c_cc) { cc in
            #expect(cc[Int(VMIN)] == 1)
            #expect(cc[Int(VTIME)] == 0)
        }
        #expect(terminal.isRaw)
        try terminal.restoreMode()
    }

    @Test("restoring gives back exactly the settings from before, even after entering twice")
    func restoreIsExact() throws {
        let pty = try PseudoTerminal()
        let terminal = try PosixTerminal(inputDescriptor: pty.slave, outputDescriptor: pty.slave)
        let before = pty.attributes()
        try terminal.enterRawMode()
        try terminal.enterRawMode()
        #expect(!sameSettings(before, pty.attributes()))
        try terminal.restoreMode()
        #expect(sameSettings(before, pty.attributes()))
        #expect(!terminal.isRaw)
        try terminal.restoreMode()  // harmless when not raw
        #expect(sameSettings(before, pty.attributes()))
    }

    @Test("withRawMode restores when its body throws")
    func withRawModeRestores() throws {
        struct Boom: Error {}
        let pty = try PseudoTerminal()
        let terminal = try PosixTerminal(inputDescriptor: pty.slave, outputDescriptor: pty.slave)
        let before = pty.attributes()
        #expect(throws: Boom.self) {
            try terminal.withRawMode {
                #expect(pty.attributes().c_lflag & tcflag_t(ICANON) == 0)
                throw Boom()
            }
        }
        #expect(sameSettings(before, pty.attributes()))
    }

    @Test("releasing the terminal object restores the settings")
    func deinitRestores() throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes()
        do {
            let terminal = try PosixTerminal(inputDescriptor: pty.slave, outputDescriptor: pty.slave)
            try terminal.enterRawMode()
        }
        #expect(sameSettings(before, pty.attributes()))
    }

    @Test("not a TTY: a clear error that says what to do")
    func notATerminal() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        do {
            _ = try PosixTerminal(inputDescriptor: fds[0], outputDescriptor: fds[1])
            Issue.record("a pipe was accepted as a terminal")
        } catch let error as TerminalError {
            #expect(error == .notATerminal(role: "the input", descriptor: fds[0]))
            #expect(error.description.contains("is not a terminal (it is a pipe)"))
            #expect(error.description.contains("Run the program directly in an interactive terminal"))
        }
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        let pty = try PseudoTerminal()
        #expect(throws: TerminalError.notATerminal(role: "the output", descriptor: null)) {
            try PosixTerminal(inputDescriptor: pty.slave, outputDescriptor: null)
        }
    }

    @Test("a missing controlling terminal is a clear error")
    func cannotOpen() {
        #expect(throws: TerminalError.self) { try PosixTerminal.openControllingTerminal(path: "/nonexistent/tty") }
        let error = TerminalError.cannotOpen(path: "/dev/tty", errno: ENXIO)
        #expect(error.description.contains("no controlling terminal"))
    }

    @Test("size comes from TIOCGWINSZ")
    func size() throws {
        let pty = try PseudoTerminal()
        pty.setWindowSize(columns: 132, rows: 43)
        let terminal = try PosixTerminal(inputDescriptor: pty.slave, outputDescriptor: pty.slave)
        #expect(try terminal.size() == TerminalSize(columns: 132, rows: 43))
        pty.setWindowSize(columns: 0, rows: 0)
        #expect(throws: TerminalError.sizeUnavailable) { try terminal.size() }
    }

    @Test("bytes written reach the other side unchanged; bytes typed arrive as input")
    func readWrite() async throws {
        let pty = try PseudoTerminal()
        let terminal = try PosixTerminal(inputDescriptor: pty.slave, outputDescriptor: pty.slave)
        try terminal.enterRawMode()
        defer { try? terminal.restoreMode() }
        let frame = Array("\u{1B}[H中\r\n".utf8)
        try terminal.write(frame)
        #expect(pty.readFromMaster(expecting: frame.count) == frame)  // OPOST off: no CR insertion

        let received = Mutex<[UInt8]>([])
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        try terminal.startReading { input in
            if case .bytes(let bytes) = input {
                received.withLock { $0 += bytes }
                continuation.yield()
            }
        }
        pty.writeToMaster(Array("\u{1B}[A\u{3}x".utf8))  // Ctrl-C arrives as a byte in raw mode
        for await _ in stream where received.withLock({ $0.count }) >= 5 { break }
        terminal.stopReading()
        #expect(received.withLock { $0 } == Array("\u{1B}[A\u{3}x".utf8))
    }
}

@Suite("PosixSignalMonitor", .serialized)
struct PosixSignalMonitorTests {
    @Test("signals arrive as values instead of their default actions")
    func delivery() async throws {
        let monitor = PosixSignalMonitor()
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalSignal.self)
        monitor.start { continuation.yield($0) }
        defer { monitor.stop() }
        var iterator = stream.makeAsyncIterator()
        kill(getpid(), SIGWINCH)
        #expect(await iterator.next() == .windowChanged)
        // SIGHUP, not SIGINT: every live Hummingbird server in this test process stops
        // gracefully on SIGINT or SIGTERM (HummingbirdTesting watches both), and a server tests
        // talk to going away mid-exchange resets their connections. SIGINT itself is delivered
        // to the program end to end (EndToEndTests).
        kill(getpid(), SIGHUP)  // would end the test process without the monitor
        #expect(await iterator.next() == .hangup)
    }
}
