import Synchronization
import TerminalKit

/// A signal monitor that delivers only the signals a test sends.
///
/// ```swift
/// let signals = FakeSignalMonitor()
/// signals.send(.windowChanged)
/// ```
///
/// Stop signals behave as the real monitor treats them: a SIGTSTP waits until the handler
/// performs it (`performPendingStop()`, counted in `performedStops`), and a SIGCONT that
/// arrives in between cancels it. `raise(_:)` applies that at once but delivers later (`deliverRaised()`), as
/// signals arrive before their handlers run.
public final class FakeSignalMonitor: SignalMonitor {
    private struct State {
        var handler: (@Sendable (TerminalSignal) -> Void)?
        var started = 0
        var stopped = 0
        var stopIsPending = false
        var performedStops = 0
        var raised: [TerminalSignal] = []
    }

    private let state = Mutex(State())

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

    /// Delivers `signal` synchronously to the handler, if any (after its effect on a pending
    /// stop, as `raise(_:)` describes).
    ///
    /// ```swift
    /// signals.send(.interrupt)
    /// ```
    public func send(_ signal: TerminalSignal) {
        raise(signal)
        deliverRaised()
    }

    /// Records `signal` as arrived without delivering it yet: a SIGTSTP becomes pending, a
    /// SIGCONT discards a pending one.
    ///
    /// ```swift
    /// signals.raise(.stop); signals.raise(.continued)   // `kill -TSTP`, `kill -CONT` at once
    /// signals.deliverRaised()
    /// ```
    public func raise(_ signal: TerminalSignal) {
        state.withLock { state in
            if signal == .stop { state.stopIsPending = true }
            if signal == .continued { state.stopIsPending = false }
            state.raised.append(signal)
        }
    }

    /// Delivers the signals raised so far to the handler, in the order raised.
    ///
    /// ```swift
    /// signals.deliverRaised()
    /// ```
    public func deliverRaised() {
        while let (handler, signal) = state.withLock({ state -> ((@Sendable (TerminalSignal) -> Void)?, TerminalSignal)? in
            state.raised.isEmpty ? nil : (state.handler, state.raised.removeFirst())
        }) {
            handler?(signal)
        }
    }

    /// Counts a stop when a SIGTSTP is pending and takes it; says whether one was.
    ///
    /// ```swift
    /// #expect(signals.performPendingStop() == false)
    /// ```
    public func performPendingStop() -> Bool {
        state.withLock { state in
            guard state.stopIsPending else { return false }
            state.stopIsPending = false
            state.performedStops += 1
            return true
        }
    }

    /// How many times a pending SIGTSTP stopped the (pretend) process.
    ///
    /// ```swift
    /// #expect(signals.performedStops == 1)
    /// ```
    public var performedStops: Int { state.withLock { $0.performedStops } }
}
