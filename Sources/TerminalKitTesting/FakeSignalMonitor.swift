import Synchronization
import TerminalKit

/// A signal monitor that delivers only the signals a test sends.
///
/// ```swift
/// let signals = FakeSignalMonitor()
/// signals.send(.windowChanged)
/// ```
public final class FakeSignalMonitor: SignalMonitor {
    private let state = Mutex<(handler: (@Sendable (TerminalSignal) -> Void)?, started: Int, stopped: Int)>((nil, 0, 0))

    /// Creates a monitor with no handler.
    ///
    /// ```swift
    /// let signals = FakeSignalMonitor()
    /// ```
    public init() {}

    /// Records the handler.
    ///
    /// ```swift
    /// signals.start { print($0) }
    /// ```
    public func start(_ handler: @escaping @Sendable (TerminalSignal) -> Void) {
        state.withLock {
            $0.handler = handler
            $0.started += 1
        }
    }

    /// Drops the handler.
    ///
    /// ```swift
    /// signals.stop()
    /// ```
    public func stop() {
        state.withLock {
            if $0.handler != nil { $0.stopped += 1 }
            $0.handler = nil
        }
    }

    /// Whether a handler is installed.
    ///
    /// ```swift
    /// #expect(signals.isActive)
    /// ```
    public var isActive: Bool { state.withLock { $0.handler != nil } }

    /// Delivers `signal` synchronously to the handler, if any.
    ///
    /// ```swift
    /// signals.send(.interrupt)
    /// ```
    public func send(_ signal: TerminalSignal) {
        let handler = state.withLock { $0.handler }
        handler?(signal)
    }
}
