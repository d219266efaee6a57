import Synchronization
import TerminalKit

/// A scripted, fully deterministic terminal: input is sent by the test, output is captured,
/// size is settable, and raw-mode calls are recorded. It carries its own manual clock, signal
/// monitor and process controller, like an embedded channel for a terminal.
///
/// ```swift
/// let fake = FakeTerminal(size: TerminalSize(columns: 40, rows: 10))
/// let session = TerminalSession(fake: fake)
/// try session.start()
/// fake.send("q")
/// var events = session.events.makeAsyncIterator()
/// #expect(await events.next() == .key(KeyEvent(.character("q"))))
/// ```
public final class FakeTerminal: TerminalDevice {
    /// One call to `enterRawMode` or `restoreMode`.
    ///
    /// ```swift
    /// #expect(fake.modeChanges == [.enterRaw, .restore])
    /// ```
    public enum ModeChange: Hashable, Sendable {
        /// `enterRawMode()`.
        case enterRaw
        /// `restoreMode()`.
        case restore
    }

    /// Time for the escape timeout; advance it by hand.
    ///
    /// ```swift
    /// fake.clock.advance(by: .milliseconds(50))
    /// ```
    public let clock: ManualClock
    /// Signals; send them by hand.
    ///
    /// ```swift
    /// fake.signals.send(.interrupt)
    /// ```
    public let signals = FakeSignalMonitor()
    /// Records exits and stops.
    ///
    /// ```swift
    /// #expect(fake.process.exitStatuses == [130])
    /// ```
    public let process = FakeProcessController()

    private struct State {
        var size: TerminalSize
        var output: [UInt8] = []
        var writes = 0
        var modeChanges: [ModeChange] = []
        var isRaw = false
        var handler: (@Sendable (TerminalInput) -> Void)?
        var queued: [TerminalInput] = []
        var failWrites: TerminalError?
        var crashRestoreBytes: [UInt8]?
        var isInForeground = true
    }

    private let state: Mutex<State>

    /// Creates a fake of the given size; `script` is input delivered as soon as reading starts.
    ///
    /// ```swift
    /// let fake = FakeTerminal(size: TerminalSize(columns: 80, rows: 24), script: [Array("abc".utf8)])
    /// ```
    public init(size: TerminalSize = TerminalSize(columns: 80, rows: 24), script: [[UInt8]] = [], clock: ManualClock = ManualClock()) {
        self.clock = clock
        state = Mutex(State(size: size, queued: script.map(TerminalInput.bytes)))
    }

    // MARK: Driving input

    /// Delivers bytes as one read (queued until reading starts).
    ///
    /// ```swift
    /// fake.send([0x1B, 0x5B, 0x41])  // up arrow
    /// ```
    public func send(_ bytes: [UInt8]) { deliver(.bytes(bytes)) }

    /// Delivers the UTF-8 bytes of `text` as one read.
    ///
    /// ```swift
    /// fake.send("hello\r")
    /// ```
    public func send(_ text: String) { send(Array(text.utf8)) }

    /// Closes the input, as a hang-up would.
    ///
    /// ```swift
    /// fake.closeInput()
    /// ```
    public func closeInput() { deliver(.endOfInput) }

    /// Reports a read that found the job in the background, as `PosixTerminal` does when a
    /// read races `bg`.
    ///
    /// ```swift
    /// fake.setForeground(false)
    /// fake.reportReadFromBackground()
    /// ```
    public func reportReadFromBackground() { deliver(.readFromBackground) }

    /// Changes the size and sends SIGWINCH, as resizing a window does.
    ///
    /// ```swift
    /// fake.resize(to: TerminalSize(columns: 100, rows: 30))
    /// ```
    public func resize(to size: TerminalSize) {
        state.withLock { $0.size = size }
        signals.send(.windowChanged)
    }

    /// Makes every later write fail with `error` (nil to stop failing).
    ///
    /// ```swift
    /// fake.failWrites(with: .systemCall(name: "write", errno: 5))
    /// ```
    public func failWrites(with error: TerminalError?) { state.withLock { $0.failWrites = error } }

    /// Moves the job to the background (`bg`, or `kill -CONT` without `fg`) or back to the
    /// foreground; a session asks `isInForeground()` before taking the terminal back.
    ///
    /// ```swift
    /// fake.setForeground(false)
    /// fake.signals.send(.continued)   // the session stays suspended and stops reading
    /// ```
    public func setForeground(_ isInForeground: Bool) { state.withLock { $0.isInForeground = isInForeground } }

    private func deliver(_ input: TerminalInput) {
        let handler = state.withLock { state -> (@Sendable (TerminalInput) -> Void)? in
            if state.handler == nil { state.queued.append(input) }
            return state.handler
        }
        handler?(input)
    }

    // MARK: Observing output

    /// Everything written so far.
    ///
    /// ```swift
    /// #expect(fake.output.contains(TerminalControl.enterAlternateScreen))
    /// ```
    public var output: [UInt8] { state.withLock { $0.output } }

    /// Everything written so far, then clears it, for checking one step at a time.
    ///
    /// ```swift
    /// let frameBytes = fake.takeOutput()
    /// ```
    public func takeOutput() -> [UInt8] {
        state.withLock { state in
            defer { state.output.removeAll() }
            return state.output
        }
    }

    /// Number of `write` calls (a frame should be one).
    ///
    /// ```swift
    /// #expect(fake.writeCount == 2)
    /// ```
    public var writeCount: Int { state.withLock { $0.writes } }

    /// Every raw-mode enter and restore, in order.
    ///
    /// ```swift
    /// #expect(fake.modeChanges == [.enterRaw, .restore])
    /// ```
    public var modeChanges: [ModeChange] { state.withLock { $0.modeChanges } }

    /// Whether the fake is in raw mode now.
    ///
    /// ```swift
    /// #expect(!fake.isRaw)
    /// ```
    public var isRaw: Bool { state.withLock { $0.isRaw } }

    /// The bytes a crash would write before restoring the mode, while the crash restore is
    /// armed; nil when it is not.
    ///
    /// ```swift
    /// #expect(fake.crashRestoreBytes?.hasSuffix(TerminalControl.leaveAlternateScreen) == true)
    /// ```
    public var crashRestoreBytes: [UInt8]? { state.withLock { $0.crashRestoreBytes } }

    /// Whether input is being delivered.
    ///
    /// ```swift
    /// #expect(!fake.isReading)
    /// ```
    public var isReading: Bool { state.withLock { $0.handler != nil } }

    // MARK: TerminalDevice

    /// The settable size.
    ///
    /// ```swift
    /// try fake.size()
    /// ```
    public func size() throws -> TerminalSize { state.withLock { $0.size } }

    /// Captures the bytes.
    ///
    /// ```swift
    /// try fake.write(Array("x".utf8))
    /// ```
    public func write(_ bytes: [UInt8]) throws {
        try state.withLock { state in
            if let error = state.failWrites { throw error }
            state.output += bytes
            state.writes += 1
        }
    }

    /// Records the call.
    ///
    /// ```swift
    /// try fake.enterRawMode()
    /// ```
    public func enterRawMode() throws {
        state.withLock {
            $0.modeChanges.append(.enterRaw)
            $0.isRaw = true
        }
    }

    /// Records the call.
    ///
    /// ```swift
    /// try fake.restoreMode()
    /// ```
    public func restoreMode() throws {
        state.withLock {
            $0.modeChanges.append(.restore)
            $0.isRaw = false
        }
    }

    /// Installs the handler and delivers scripted input.
    ///
    /// ```swift
    /// try fake.startReading { print($0) }
    /// ```
    public func startReading(_ handler: @escaping @Sendable (TerminalInput) -> Void) throws {
        let queued = state.withLock { state -> [TerminalInput] in
            state.handler = handler
            defer { state.queued.removeAll() }
            return state.queued
        }
        for input in queued { handler(input) }
    }

    /// Removes the handler.
    ///
    /// ```swift
    /// fake.stopReading()
    /// ```
    public func stopReading() { state.withLock { $0.handler = nil } }

    /// Records the bytes, readable as `crashRestoreBytes`.
    ///
    /// ```swift
    /// fake.armCrashRestore(writing: TerminalControl.showCursor)
    /// ```
    public func armCrashRestore(writing bytes: [UInt8]) { state.withLock { $0.crashRestoreBytes = bytes } }

    /// Clears `crashRestoreBytes`.
    ///
    /// ```swift
    /// fake.disarmCrashRestore()
    /// ```
    public func disarmCrashRestore() { state.withLock { $0.crashRestoreBytes = nil } }

    /// Whether the job is in the foreground, as set by `setForeground(_:)` (true at first).
    ///
    /// ```swift
    /// fake.isInForeground()  // true
    /// ```
    public func isInForeground() -> Bool { state.withLock { $0.isInForeground } }
}

extension TerminalSession {
    /// A session wired entirely to `fake`: its device, clock, signals and process controller.
    ///
    /// ```swift
    /// let session = TerminalSession(fake: fake)
    /// ```
    public convenience init(fake: FakeTerminal, options: Options = Options()) {
        self.init(device: fake, signals: fake.signals, clock: fake.clock, process: fake.process, options: options)
    }
}
