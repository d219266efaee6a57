import Synchronization

/// A running full-screen terminal program: a device in raw mode on the alternate screen, its
/// input decoded into `events`, signals handled, and frames presented through a diff writer.
///
/// Every side effect goes through the injected device, signal monitor, clock and process
/// controller, so the same session runs against `FakeTerminal` in tests.
///
/// The terminal is restored on `stop()`, on SIGINT/SIGTERM/SIGHUP, on suspension, and — through
/// the device's crash restore, armed whenever the terminal is raw — when the process dies of a
/// fatal signal.
///
/// ```swift
/// try await TerminalSession.run(device: try PosixTerminal()) { session in
///     var grid = CellGrid(size: session.size)
///     for await event in session.events {
///         if case .key(KeyEvent(.character("q"), modifiers: [])) = event { break }
///         if case .key(KeyEvent(.character("z"), modifiers: .control)) = event { session.suspend() }
///         grid.write("\(event)", row: 0, column: 0)
///         try session.present(grid, cursor: .hidden)
///     }
/// }
/// ```
public final class TerminalSession: Sendable {
    /// How a session sets up the terminal and reacts to signals.
    ///
    /// ```swift
    /// var options = TerminalSession.Options()
    /// options.signalHandling = .deliverEvents
    /// ```
    public struct Options: Sendable {
        /// Draw on the alternate screen, leaving the user's scrollback untouched.
        ///
        /// ```swift
        /// options.alternateScreen = false  // draw inline instead
        /// ```
        public var alternateScreen = true
        /// Ask for bracketed paste, so pastes arrive as one `.paste` event.
        ///
        /// ```swift
        /// options.bracketedPaste = false
        /// ```
        public var bracketedPaste = true
        /// How long a lone ESC waits before it counts as the Escape key.
        ///
        /// ```swift
        /// decoder.escapeTimeout = .milliseconds(25)
        /// ```
        public var escapeTimeout: Duration = .milliseconds(50)
        /// Colours the writer may use.
        ///
        /// ```swift
        /// options.colorDepth = .none
        /// ```
        public var colorDepth: ColorDepth = .detect()
        /// What SIGINT, SIGTERM and SIGHUP do.
        ///
        /// ```swift
        /// options.signalHandling = .deliverEvents
        /// ```
        public var signalHandling: SignalHandling = .exitProcess

        /// Default options: alternate screen, bracketed paste, 50 ms escape timeout, colour
        /// depth from the environment, exit on termination signals.
        ///
        /// ```swift
        /// let options = TerminalSession.Options()
        /// ```
        public init() {}
    }

    /// What termination signals do.
    ///
    /// ```swift
    /// options.signalHandling = .deliverEvents  // the app sees .interrupt / .terminate
    /// ```
    public enum SignalHandling: Sendable, Hashable {
        /// Restore the terminal, leave the alternate screen, then exit with 128 + the signal.
        case exitProcess
        /// Deliver `.interrupt` (SIGINT) or `.terminate` (SIGTERM, SIGHUP) and let the app end
        /// the session.
        case deliverEvents
    }

    /// Decoded input, resizes and signal notifications, in order. Iterate it from one task.
    ///
    /// ```swift
    /// for await event in session.events { … }
    /// ```
    public let events: AsyncStream<TerminalEvent>

    private let device: any TerminalDevice
    private let signals: any SignalMonitor
    private let clock: any TerminalClock
    private let process: any ProcessController
    private let options: Options
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private let state: Mutex<State>

    private struct State {
        var decoder: KeyDecoder
        var writer: TerminalWriter
        var size = TerminalSize(columns: 80, rows: 24)
        var phase = Phase.idle
        /// Continued in the background: watching for the job to be brought to the foreground.
        var waitsForForeground = false
    }

    /// How often a session continued in the background looks whether it owns the terminal
    /// again (`fg` on a running job sends no SIGCONT).
    ///
    /// ```swift
    /// TerminalSession.foregroundCheckInterval   // 200 ms
    /// ```
    public static let foregroundCheckInterval: Duration = .milliseconds(200)

    private enum Phase {
        case idle, running, suspended, stopped
    }

    /// Creates a session; nothing touches the terminal until `start()`.
    ///
    /// ```swift
    /// let session = TerminalSession(device: try PosixTerminal())
    /// ```
    public init(
        device: any TerminalDevice,
        signals: any SignalMonitor = PosixSignalMonitor(),
        clock: any TerminalClock = SystemClock(),
        process: any ProcessController = SystemProcessController(),
        options: Options = Options()
    ) {
        self.device = device
        self.signals = signals
        self.clock = clock
        self.process = process
        self.options = options
        (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        state = Mutex(State(decoder: KeyDecoder(escapeTimeout: options.escapeTimeout), writer: TerminalWriter(colorDepth: options.colorDepth)))
    }

    /// Starts a session, runs `body`, and always stops the session afterwards, also when `body`
    /// throws, so the terminal is never left raw.
    ///
    /// ```swift
    /// try await TerminalSession.run(device: try PosixTerminal()) { session in
    ///     try await app.run(in: session)
    /// }
    /// ```
    public static func run<Result>(
        device: any TerminalDevice,
        signals: any SignalMonitor = PosixSignalMonitor(),
        clock: any TerminalClock = SystemClock(),
        process: any ProcessController = SystemProcessController(),
        options: Options = Options(),
        _ body: (TerminalSession) async throws -> Result
    ) async throws -> Result {
        let session = TerminalSession(device: device, signals: signals, clock: clock, process: process, options: options)
        try session.start()
        defer { session.stop() }
        return try await body(session)
    }

    /// The terminal size as last reported (updated on SIGWINCH).
    ///
    /// ```swift
    /// var grid = CellGrid(size: session.size)
    /// ```
    public var size: TerminalSize { state.withLock { $0.size } }

    /// The last frame presented, or nil before the first and after a full-repaint request.
    ///
    /// ```swift
    /// #expect(session.lastFrame?.text(ofRow: 0) == "Name: Ada")
    /// ```
    public var lastFrame: CellGrid? { state.withLock { $0.writer.lastFrame } }

    /// Enters raw mode and the alternate screen, enables bracketed paste, and starts input and
    /// signal delivery. On failure the terminal is restored before the error is rethrown.
    ///
    /// ```swift
    /// try session.start()
    /// defer { session.stop() }
    /// ```
    public func start() throws {
        try state.withLock { state in
            guard state.phase == .idle else { return }
            do {
                try device.enterRawMode()
                // Armed before the alternate screen is entered, so a crash from here on
                // leaves the terminal as it found it.
                device.armCrashRestore(writing: restoreSequence)
                try device.write(setupSequence)
                state.size = (try? device.size()) ?? state.size
                state.writer.invalidate()
                state.phase = .running
            } catch {
                try? device.restoreMode()
                device.disarmCrashRestore()
                throw error
            }
        }
        signals.start { [weak self] signal in self?.handle(signal) }
        do {
            try device.startReading { [weak self] input in self?.handle(input) }
        } catch {
            stop()
            throw error
        }
    }

    /// Restores the terminal (style, cursor, paste mode, main screen, termios), stops input and
    /// signal delivery and ends `events`. Safe to call more than once.
    ///
    /// ```swift
    /// session.stop()
    /// ```
    public func stop() {
        shutDown(endingEvents: true)
    }

    /// `stop()`, leaving `events` open when the process is about to exit for a signal: ending
    /// them would let the app's own ending (a cancelled form, status 1) race the signal's.
    private func shutDown(endingEvents: Bool) {
        let wasActive = state.withLock { state -> Bool in
            guard state.phase == .running || state.phase == .suspended else {
                state.phase = .stopped
                return false
            }
            if state.phase == .running { restoreTerminal() }
            state.phase = .stopped
            return true
        }
        guard wasActive else {
            if endingEvents { continuation.finish() }
            return
        }
        device.stopReading()
        signals.stop()
        if endingEvents { continuation.finish() }
    }

    /// Draws `grid` with the cursor as given: the writer's diff against the previous frame, in
    /// a single `write`. Does nothing while suspended or stopped.
    ///
    /// ```swift
    /// try session.present(grid, cursor: .visible(row: 2, column: caret))
    /// ```
    public func present(_ grid: CellGrid, cursor: CursorState) throws {
        try state.withLock { state in
            guard state.phase == .running else { return }
            let bytes = state.writer.render(grid, cursor: cursor)
            if !bytes.isEmpty { try device.write(bytes) }
        }
    }

    /// Forces the next `present` to repaint the whole screen.
    ///
    /// ```swift
    /// session.invalidate()  // something else wrote to the terminal
    /// ```
    public func invalidate() {
        state.withLock { $0.writer.invalidate() }
    }

    /// Stops the process for job control the way Ctrl-Z would in cooked mode (in raw mode
    /// Ctrl-Z is just a key): the terminal is restored first, and on continuing (SIGCONT) raw
    /// mode comes back and `.resume` asks for a repaint.
    ///
    /// ```swift
    /// case .key(KeyEvent(.character("z"), modifiers: .control)): session.suspend()
    /// ```
    public func suspend() {
        suspend(forStopSignal: false)
    }

    /// `suspend()`, or for SIGTSTP (`forStopSignal`): the signal's own default action stops the
    /// process, unless a SIGCONT overtook it, in which case the session resumes at once.
    private func suspend(forStopSignal: Bool) {
        let proceed = state.withLock { state -> Bool in
            switch state.phase {
            case .running:
                continuation.yield(.suspend)
                restoreTerminal()
                state.phase = .suspended
                return true
            case .suspended:
                // Continued in the background, the terminal is the shell's already: stop as asked.
                return true
            case .idle, .stopped:
                return false
            }
        }
        guard proceed else { return }
        if !forStopSignal {
            process.stopForJobControl()
        } else if !signals.performPendingStop() {
            // `kill -TSTP` then `kill -CONT` at once: the continue came first, so carry on.
            resume()
        }
    }

    // MARK: - Event sources

    private func handle(_ input: TerminalInput) {
        switch input {
        case .bytes(let bytes):
            let deadline = state.withLock { state -> TerminalInstant? in
                guard state.phase == .running else { return nil }
                for event in state.decoder.feed(bytes, at: clock.now) { continuation.yield(event) }
                return state.decoder.deadline
            }
            if let deadline { scheduleTimeout(at: deadline) }
        case .readFromBackground:
            // Continued in the background before the SIGCONT was handled: the same as that.
            resume()
        case .endOfInput, .failure:
            // The terminal is gone: nothing more will be typed, so end like a hang-up.
            handle(.hangup)
        }
    }

    /// Wakes at the escape deadline to resolve a lone ESC if nothing else arrived. A stale
    /// wake-up (more bytes came, or a later deadline replaced it) finds nothing to resolve.
    private func scheduleTimeout(at deadline: TerminalInstant) {
        let clock = self.clock
        Task { [weak self] in
            try? await clock.sleep(until: deadline)
            guard let self else { return }
            let next = self.state.withLock { state -> TerminalInstant? in
                guard state.phase == .running else { return nil }
                for event in state.decoder.advance(to: clock.now) { self.continuation.yield(event) }
                return state.decoder.deadline
            }
            if let next, next != deadline { self.scheduleTimeout(at: next) }
        }
    }

    private func handle(_ signal: TerminalSignal) {
        switch signal {
        case .windowChanged:
            state.withLock { state in
                guard state.phase == .running || state.phase == .suspended else { return }
                state.size = (try? device.size()) ?? state.size
                state.writer.invalidate()
                continuation.yield(.resize(state.size))
            }
        case .interrupt, .terminate, .hangup:
            switch options.signalHandling {
            case .exitProcess:
                shutDown(endingEvents: false)
                process.exit(status: 128 + signal.number)
                // Only a test's fake process comes back from exit: end the events as stop() does.
                continuation.finish()
            case .deliverEvents:
                continuation.yield(signal == .interrupt ? .interrupt : .terminate)
            }
        case .stop:
            suspend(forStopSignal: true)
        case .continued:
            resume()
        }
    }

    /// After SIGCONT: raw mode, alternate screen and paste mode again, and a full repaint.
    /// Also runs when something else stopped the process (SIGSTOP), since a shell may have
    /// changed the terminal meanwhile.
    ///
    /// Continued in the background (`bg`, or `kill -CONT` without `fg`), the shell owns the
    /// terminal: the session stays suspended, draws nothing and stops reading (a read from the
    /// background would stop the process again, SIGTTIN), but keeps running, so the SIGTERM of
    /// a `kill %1` or the SIGHUP of a closed shell still ends it. It looks every
    /// `foregroundCheckInterval` whether it owns the terminal again, as `fg` on a running job
    /// sends no SIGCONT.
    private func resume() {
        let startsWatching = state.withLock { state -> Bool? in
            guard state.phase == .suspended || state.phase == .running, !device.isInForeground() else { return nil }
            if state.phase == .running {
                // Stopped by something else (SIGSTOP), then continued with `bg`: stop drawing
                // over the shell and give its screen back. Only the bytes: setting the terminal's
                // modes from the background would stop the process (SIGTTOU), and the shell
                // has put its own back already.
                try? device.write(restoreSequence)
                device.disarmCrashRestore()
                state.phase = .suspended
                continuation.yield(.suspend)
            }
            defer { state.waitsForForeground = true }
            return !state.waitsForForeground
        }
        if let startsWatching {
            device.stopReading()
            if startsWatching { watchForForeground() }
            return
        }
        let resumed = state.withLock { state -> Bool in
            guard state.phase == .suspended || state.phase == .running else { return false }
            state.waitsForForeground = false
            try? device.enterRawMode()
            device.armCrashRestore(writing: restoreSequence)
            try? device.write(setupSequence)
            state.size = (try? device.size()) ?? state.size
            state.writer.invalidate()
            state.phase = .running
            continuation.yield(.resume)
            return true
        }
        // Reading again after a spell in the background (a no-op when it never stopped).
        if resumed { try? device.startReading { [weak self] input in self?.handle(input) } }
    }

    /// While continued in the background, resumes once the job owns the terminal (`fg`).
    private func watchForForeground() {
        let clock = self.clock
        Task { [weak self] in
            while true {
                try? await clock.sleep(until: clock.now.advanced(by: Self.foregroundCheckInterval))
                guard let self, self.state.withLock({ $0.waitsForForeground && $0.phase == .suspended }) else { return }
                if self.device.isInForeground() { return self.resume() }
            }
        }
    }

    // MARK: - Terminal setup

    private var setupSequence: [UInt8] {
        var bytes: [UInt8] = []
        if options.alternateScreen { bytes += TerminalControl.enterAlternateScreen }
        if options.bracketedPaste { bytes += TerminalControl.enableBracketedPaste }
        // The writer never relies on wrapping (it moves the cursor after the last column), and
        // with wrapping off a character drawn wider than expected cannot spill into the next line.
        bytes += TerminalControl.disableAutowrap
        return bytes
    }

    /// What undoes `setupSequence`: also what a crash writes before restoring the mode.
    private var restoreSequence: [UInt8] {
        var bytes = TerminalControl.resetStyle + TerminalControl.showCursor + TerminalControl.enableAutowrap
        if options.bracketedPaste { bytes += TerminalControl.disableBracketedPaste }
        if options.alternateScreen { bytes += TerminalControl.leaveAlternateScreen }
        return bytes
    }

    /// Undoes `setupSequence` and raw mode. Called with the state lock held.
    private func restoreTerminal() {
        try? device.write(restoreSequence)
        try? device.restoreMode()
        device.disarmCrashRestore()
    }
}
