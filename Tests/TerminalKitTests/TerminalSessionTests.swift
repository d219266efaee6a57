import TerminalKit
import TerminalKitTesting
import Testing

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

private extension Array where Element == UInt8 {
    func contains(_ needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

@Suite("Terminal session (fake terminal)")
struct TerminalSessionTests {
    static func make(_ configure: (inout TerminalSession.Options) -> Void = { _ in }) -> (FakeTerminal, TerminalSession) {
        let fake = FakeTerminal(size: TerminalSize(columns: 20, rows: 5))
        var options = TerminalSession.Options()
        options.colorDepth = .trueColor
        configure(&options)
        return (fake, TerminalSession(fake: fake, options: options))
    }

    /// A started session suspended by Ctrl-Z, then continued in the background (`bg` or
    /// `kill -CONT`).
    static func makeContinuedInTheBackground(
        _ configure: (inout TerminalSession.Options) -> Void = { _ in }
    ) throws -> (FakeTerminal, TerminalSession) {
        let (fake, session) = make(configure)
        try session.start()
        session.suspend()
        fake.setForeground(false)
        fake.signals.send(.continued)
        return (fake, session)
    }

    @Test("start sets the terminal up, stop restores it and ends the events")
    func startStop() async throws {
        let (fake, session) = Self.make()
        try session.start()
        #expect(fake.isRaw && fake.isReading && fake.signals.isActive)
        #expect(fake.takeOutput() == TerminalControl.enterAlternateScreen + TerminalControl.enableBracketedPaste + TerminalControl.disableAutowrap)
        #expect(session.size == TerminalSize(columns: 20, rows: 5))
        session.stop()
        session.stop()  // idempotent
        #expect(fake.modeChanges == [.enterRaw, .restore])
        #expect(
            fake.takeOutput() == TerminalControl.resetStyle + TerminalControl.showCursor + TerminalControl.enableAutowrap
                + TerminalControl.disableBracketedPaste + TerminalControl.leaveAlternateScreen)
        #expect(!fake.isReading && !fake.signals.isActive)
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == nil)
    }

    @Test("input becomes events, scripted input included")
    func input() async throws {
        let fake = FakeTerminal(size: TerminalSize(columns: 10, rows: 2), script: [bytes("a\u{1B}[B")])
        let session = TerminalSession(fake: fake)
        try session.start()
        fake.send("\u{1B}[200~pasted\u{1B}[201~\r")
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .key(KeyEvent(.character("a"))))
        #expect(await events.next() == .key(KeyEvent(.down)))
        #expect(await events.next() == .paste("pasted"))
        #expect(await events.next() == .key(KeyEvent(.enter)))
        session.stop()
    }

    @Test("a lone ESC becomes Escape when the clock passes the timeout")
    func escapeTimeout() async throws {
        let (fake, session) = Self.make { $0.escapeTimeout = .milliseconds(40) }
        try session.start()
        fake.send([0x1B])
        fake.clock.advance(by: .milliseconds(39))
        fake.send("x")  // in time: Alt-x
        fake.send([0x1B])
        fake.clock.advance(by: .milliseconds(40))
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .key(KeyEvent(.character("x"), modifiers: .alt)))
        #expect(await events.next() == .key(KeyEvent(.escape)))
        fake.send([0x1B])
        fake.clock.advance(by: .milliseconds(100))
        fake.send("[A")  // too late to be an arrow
        #expect(await events.next() == .key(KeyEvent(.escape)))
        #expect(await events.next() == .key(KeyEvent(.character("["))))
        #expect(await events.next() == .key(KeyEvent(.character("A"))))
        session.stop()
    }

    @Test("present writes one diff per frame and nothing for an unchanged frame")
    func present() throws {
        let (fake, session) = Self.make()
        try session.start()
        _ = fake.takeOutput()
        var grid = CellGrid(columns: 20, rows: 5)
        grid.write("hello", row: 0, column: 0)
        try session.present(grid, cursor: .hidden)
        var reference = TerminalWriter(colorDepth: .trueColor)
        #expect(fake.takeOutput() == reference.render(grid, cursor: .hidden))
        let writes = fake.writeCount
        try session.present(grid, cursor: .hidden)
        #expect(fake.writeCount == writes)
        grid.write("J", row: 0, column: 0)
        try session.present(grid, cursor: .hidden)
        #expect(fake.writeCount == writes + 1)
        #expect(fake.takeOutput() == reference.render(grid, cursor: .hidden))
        #expect(session.lastFrame == grid)
        session.stop()
    }

    @Test("a resize is an event and forces a full repaint")
    func resize() async throws {
        let (fake, session) = Self.make()
        try session.start()
        let grid = CellGrid(columns: 20, rows: 5)
        try session.present(grid, cursor: .hidden)
        fake.resize(to: TerminalSize(columns: 30, rows: 8))
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .resize(TerminalSize(columns: 30, rows: 8)))
        #expect(session.size == TerminalSize(columns: 30, rows: 8))
        _ = fake.takeOutput()
        try session.present(CellGrid(size: session.size), cursor: .hidden)
        #expect(fake.takeOutput().contains(bytes("\u{1B}[2J")))
        session.stop()
    }

    @Test(
        "SIGINT/SIGTERM/SIGHUP restore the terminal, then exit with 128 + signal",
        arguments: [
            (TerminalSignal.interrupt, Int32(130)), (.terminate, 143), (.hangup, 129),
        ])
    func exitOnSignal(signal: TerminalSignal, status: Int32) async throws {
        let (fake, session) = Self.make()
        try session.start()
        fake.signals.send(signal)
        #expect(fake.process.exitStatuses == [status])
        #expect(fake.modeChanges.last == .restore)
        #expect(fake.output.suffix(TerminalControl.leaveAlternateScreen.count).elementsEqual(TerminalControl.leaveAlternateScreen))
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == nil)
    }

    @Test("with deliverEvents, signals become events")
    func deliverSignals() async throws {
        let (fake, session) = Self.make { $0.signalHandling = .deliverEvents }
        try session.start()
        fake.signals.send(.interrupt)
        fake.signals.send(.terminate)
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .interrupt)
        #expect(await events.next() == .terminate)
        #expect(fake.process.exitStatuses.isEmpty && fake.isRaw)
        session.stop()
    }

    @Test("input closing ends the session like a hang-up")
    func endOfInput() async throws {
        let (fake, session) = Self.make { $0.signalHandling = .deliverEvents }
        try session.start()
        fake.closeInput()
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .terminate)
        session.stop()
    }

    @Test(
        "suspend restores the terminal and stops; SIGCONT re-enters raw mode and asks for a repaint",
        arguments: [false, true])
    func suspendResume(viaSignal: Bool) async throws {
        let (fake, session) = Self.make()
        try session.start()
        let grid = CellGrid(columns: 20, rows: 5)
        try session.present(grid, cursor: .hidden)
        if viaSignal { fake.signals.send(.stop) } else { session.suspend() }
        // A SIGTSTP stops through its own default action; a suspend asked for in code by SIGSTOP.
        #expect(viaSignal ? fake.signals.performedStops == 1 && fake.process.stopCount == 0 : fake.process.stopCount == 1)
        #expect(!fake.isRaw)
        #expect(fake.output.suffix(TerminalControl.leaveAlternateScreen.count).elementsEqual(TerminalControl.leaveAlternateScreen))
        let writes = fake.writeCount
        try session.present(grid, cursor: .visible(row: 1, column: 1))
        #expect(fake.writeCount == writes)  // the shell owns the terminal now
        fake.signals.send(.continued)
        #expect(fake.isRaw)
        #expect(fake.modeChanges == [.enterRaw, .restore, .enterRaw])
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .suspend)
        #expect(await events.next() == .resume)
        _ = fake.takeOutput()
        try session.present(grid, cursor: .hidden)
        #expect(fake.takeOutput().contains(bytes("\u{1B}[2J")))
        session.stop()
    }

    /// `kill -TSTP` and `kill -CONT` at once: both arrive before the session handles either, and
    /// the continue discards the pending stop, so the process must not stop (it used to stop for
    /// good: the stop was carried out after the continue had been spent).
    @Test("a SIGCONT that overtakes a SIGTSTP leaves the process running, drawn again")
    func aContinueThatOvertakesAStop() async throws {
        let (fake, session) = Self.make()
        try session.start()
        try session.present(CellGrid(columns: 20, rows: 5), cursor: .hidden)
        fake.signals.raise(.stop)
        fake.signals.raise(.continued)
        fake.signals.deliverRaised()
        #expect(fake.signals.performedStops == 0 && fake.process.stopCount == 0)
        #expect(fake.isRaw, "back in raw mode")
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .suspend)
        #expect(await events.next() == .resume, "and repainted")
        session.stop()
    }

    @Test("a SIGTSTP after a SIGCONT still stops the process")
    func aStopAfterAContinueStillStops() async throws {
        let (fake, session) = Self.make()
        try session.start()
        fake.signals.raise(.continued)
        fake.signals.raise(.stop)
        fake.signals.deliverRaised()
        #expect(fake.signals.performedStops == 1)
        #expect(!fake.isRaw, "the terminal is the shell's while stopped")
        session.stop()
    }

    @Test("continued in the background, the session leaves the shell's terminal alone and reads nothing until fg")
    func continuedInTheBackground() async throws {
        let (fake, session) = Self.make()
        try session.start()
        let grid = CellGrid(columns: 20, rows: 5)
        try session.present(grid, cursor: .hidden)
        session.suspend()
        #expect(fake.process.stopCount == 1)
        let writes = fake.writeCount
        fake.setForeground(false)
        fake.signals.send(.continued)  // `kill -CONT` without `fg`
        #expect(fake.process.stopCount == 1, "running, so a SIGTERM or SIGHUP can still end it")
        #expect(!fake.isRaw)
        #expect(!fake.isReading, "a read from the background would stop the process (SIGTTIN)")
        try session.present(grid, cursor: .hidden)
        #expect(fake.writeCount == writes, "nothing is drawn over the shell")
        fake.setForeground(true)
        fake.signals.send(.continued)  // `fg`
        #expect(fake.isRaw)
        #expect(fake.isReading)
        #expect(fake.modeChanges == [.enterRaw, .restore, .enterRaw])
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .suspend)
        #expect(await events.next() == .resume)
        session.stop()
    }

    @Test("stopped by another signal and continued with bg, the session stops drawing")
    func runningThenContinuedInTheBackground() async throws {
        let (fake, session) = Self.make()
        try session.start()
        let grid = CellGrid(columns: 20, rows: 5)
        try session.present(grid, cursor: .hidden)
        _ = fake.takeOutput()
        fake.setForeground(false)
        fake.signals.send(.continued)  // SIGSTOP from elsewhere, then `bg`
        #expect(fake.takeOutput().contains(TerminalControl.leaveAlternateScreen), "the shell's screen is given back")
        #expect(fake.crashRestoreBytes == nil)
        let writes = fake.writeCount
        try session.present(grid, cursor: .visible(row: 1, column: 1))
        #expect(fake.writeCount == writes, "nothing is drawn over the shell")
        #expect(!fake.isReading)
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .suspend)
        fake.setForeground(true)
        fake.signals.send(.continued)  // `fg`
        #expect(await events.next() == .resume)
        #expect(fake.isReading)
        session.stop()
    }

    @Test("a read that finds the job in the background suspends the session instead of ending it")
    func readFromTheBackground() async throws {
        let (fake, session) = Self.make()
        try session.start()
        _ = fake.takeOutput()
        fake.setForeground(false)
        fake.reportReadFromBackground()  // the read raced `bg`; its SIGCONT is not handled yet
        #expect(!fake.isReading, "the read is not retried from the background")
        #expect(fake.takeOutput().contains(TerminalControl.leaveAlternateScreen), "the shell's screen is given back")
        fake.signals.send(.continued)  // the SIGCONT of the same `bg`
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .suspend)
        while fake.clock.sleeperCount == 0 { await Task.yield() }
        #expect(fake.clock.sleeperCount == 1, "one watch for the foreground")
        fake.setForeground(true)
        fake.clock.advance(by: TerminalSession.foregroundCheckInterval)
        #expect(await events.next() == .resume, "not a hang-up: the form goes on after fg")
        #expect(fake.isRaw && fake.isReading)
        session.stop()
    }

    @Test("brought to the foreground without a SIGCONT (bash's fg on a running job), the session resumes")
    func broughtToTheForegroundWithoutASignal() async throws {
        let (fake, session) = try Self.makeContinuedInTheBackground()
        fake.signals.send(.continued)  // a second `kill -CONT` starts no second watch
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .suspend)
        while fake.clock.sleeperCount == 0 { await Task.yield() }
        #expect(fake.clock.sleeperCount == 1)
        fake.clock.advance(by: TerminalSession.foregroundCheckInterval)
        while fake.clock.sleeperCount == 0 { await Task.yield() }
        #expect(!fake.isRaw, "still in the background: still suspended")
        fake.setForeground(true)  // `fg`, which sends no SIGCONT to a running job
        fake.clock.advance(by: TerminalSession.foregroundCheckInterval)
        #expect(await events.next() == .resume)
        #expect(fake.isRaw && fake.isReading)
        #expect(fake.clock.sleeperCount == 0, "the watch ends")
        session.stop()
    }

    @Test("SIGTSTP while continued in the background stops the process again")
    func stoppedAgainInTheBackground() async throws {
        let (fake, session) = try Self.makeContinuedInTheBackground()
        fake.signals.send(.stop)  // `kill -TSTP %1`
        #expect(fake.process.stopCount == 1 && fake.signals.performedStops == 1)
        fake.setForeground(true)
        fake.signals.send(.continued)
        #expect(fake.isRaw)
        session.stop()
    }

    @Test("a termination while continued in the background ends the session")
    func terminatedInTheBackground() async throws {
        let (fake, session) = try Self.makeContinuedInTheBackground { $0.signalHandling = .deliverEvents }
        fake.signals.send(.terminate)  // `kill %1`: SIGTERM, then SIGCONT, in either order
        var events = session.events.makeAsyncIterator()
        #expect(await events.next() == .suspend)
        #expect(await events.next() == .terminate)
        #expect(fake.process.stopCount == 1, "never stopped again, so the signal is handled")
        session.stop()
    }

    @Test("run restores the terminal when its body throws")
    func runRestoresOnError() async throws {
        struct Boom: Error {}
        let fake = FakeTerminal()
        await #expect(throws: Boom.self) {
            try await TerminalSession.run(device: fake, signals: fake.signals, clock: fake.clock, process: fake.process) { _ in
                #expect(fake.isRaw)
                throw Boom()
            }
        }
        #expect(!fake.isRaw)
        #expect(fake.modeChanges == [.enterRaw, .restore])
    }

    @Test("a failing start leaves the terminal as it was")
    func failedStart() throws {
        let (fake, session) = Self.make()
        fake.failWrites(with: .systemCall(name: "write", errno: 5))
        #expect(throws: TerminalError.self) { try session.start() }
        #expect(!fake.isRaw)
        #expect(fake.modeChanges == [.enterRaw, .restore])
    }
}
