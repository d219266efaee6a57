/// The time source for escape-key timeouts, so tests can drive time by hand (`ManualClock`).
///
/// ```swift
/// let clock: any TerminalClock = SystemClock()
/// try await clock.sleep(until: clock.now.advanced(by: .milliseconds(50)))
/// ```
public protocol TerminalClock: Sendable {
    /// The current instant.
    var now: TerminalInstant { get }
    /// Suspends until `deadline` (returning at once if it has passed).
    func sleep(until deadline: TerminalInstant) async throws
}
