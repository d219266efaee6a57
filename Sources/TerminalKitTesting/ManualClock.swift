import Synchronization
import TerminalKit

/// A clock that only moves when told to, for deterministic escape-timeout tests.
///
/// ```swift
/// let clock = ManualClock()
/// let deadline = clock.now.advanced(by: .milliseconds(50))
/// clock.advance(by: .milliseconds(50))  // wakes every sleeper whose deadline has come
/// ```
public final class ManualClock: TerminalClock {
    private struct Sleeper {
        var deadline: TerminalInstant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let state: Mutex<(now: TerminalInstant, sleepers: [Sleeper])>

    /// Creates a clock standing at `start`.
    ///
    /// ```swift
    /// let clock = ManualClock()
    /// ```
    public init(start: TerminalInstant = TerminalInstant(sinceOrigin: .zero)) {
        state = Mutex((now: start, sleepers: []))
    }

    /// The current (manual) time.
    ///
    /// ```swift
    /// let t = clock.now
    /// ```
    public var now: TerminalInstant { state.withLock { $0.now } }

    /// Moves time forward and wakes the sleepers that are due.
    ///
    /// ```swift
    /// clock.advance(by: .milliseconds(60))
    /// ```
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Number of tasks currently sleeping on this clock (useful to wait until a timer is armed).
    ///
    /// ```swift
    /// while clock.sleeperCount == 0 { await Task.yield() }
    /// ```
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Returns at once if `deadline` has passed, otherwise when `advance` reaches it.
    ///
    /// ```swift
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
    /// ```
    public func sleep(until deadline: TerminalInstant) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let ready = state.withLock { state -> Bool in
                if deadline <= state.now { return true }
                state.sleepers.append(Sleeper(deadline: deadline, continuation: continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
