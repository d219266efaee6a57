import TerminalKit
import TerminalKitTesting
import Testing

/// The session keeps the device's crash restore armed exactly while the terminal is raw, with
/// the same bytes a normal stop writes. (The crash itself is tested end to end in tmux.)
@Suite("Terminal session: crash restore")
struct CrashRestoreTests {
    private func make(_ configure: (inout TerminalSession.Options) -> Void = { _ in }) -> (FakeTerminal, TerminalSession) {
        let fake = FakeTerminal(size: TerminalSize(columns: 20, rows: 5))
        var options = TerminalSession.Options()
        options.colorDepth = .trueColor
        configure(&options)
        return (fake, TerminalSession(fake: fake, options: options))
    }

    @Test("armed from start to stop, with the bytes stop writes")
    func armedWhileRunning() throws {
        let (fake, session) = make()
        #expect(fake.crashRestoreBytes == nil)
        try session.start()
        let armed = try #require(fake.crashRestoreBytes)
        #expect(
            armed == TerminalControl.resetStyle + TerminalControl.showCursor + TerminalControl.enableAutowrap
                + TerminalControl.disableBracketedPaste + TerminalControl.leaveAlternateScreen)
        _ = fake.takeOutput()
        session.stop()
        #expect(fake.crashRestoreBytes == nil)
        #expect(fake.takeOutput() == armed, "a crash restores exactly what a normal stop does")
    }

    @Test("without the alternate screen and paste mode, only style, cursor and wrapping are restored")
    func bytesFollowTheOptions() throws {
        let (fake, session) = make {
            $0.alternateScreen = false; $0.bracketedPaste = false
        }
        try session.start()
        #expect(fake.crashRestoreBytes == TerminalControl.resetStyle + TerminalControl.showCursor + TerminalControl.enableAutowrap)
        session.stop()
    }

    @Test("disarmed while suspended, armed again on SIGCONT")
    func suspendDisarms() throws {
        let (fake, session) = make()
        try session.start()
        session.suspend()
        #expect(fake.crashRestoreBytes == nil)
        fake.signals.send(.continued)
        #expect(fake.crashRestoreBytes != nil)
        session.stop()
        #expect(fake.crashRestoreBytes == nil)
    }

    @Test("a failing start leaves it disarmed")
    func failedStartDisarms() {
        let (fake, session) = make()
        fake.failWrites(with: .systemCall(name: "write", errno: 5))
        #expect(throws: TerminalError.self) { try session.start() }
        #expect(fake.crashRestoreBytes == nil)
    }

    @Test("SIGTERM exits through stop, which disarms first")
    func terminationDisarms() throws {
        let (fake, session) = make()
        try session.start()
        fake.signals.send(.terminate)
        #expect(fake.process.exitStatuses == [143])
        #expect(fake.crashRestoreBytes == nil)
    }
}
