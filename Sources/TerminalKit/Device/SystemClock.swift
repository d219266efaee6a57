/// The real monotonic clock.
///
/// ```swift
/// let session = TerminalSession(device: terminal, clock: SystemClock())
/// ```
public struct SystemClock: TerminalClock {
    private let origin: ContinuousClock.Instant

    /// Creates a clock whose origin is now.
    ///
    /// ```swift
    /// let clock = SystemClock()
    /// ```
    public init() { origin = ContinuousClock.now }

    /// The current instant.
    ///
    /// ```swift
    /// let started = clock.now
    /// ```
    public var now: TerminalInstant { TerminalInstant(sinceOrigin: ContinuousClock.now - origin) }

    /// Sleeps on the continuous clock.
    ///
    /// ```swift
    /// try await clock.sleep(until: deadline)
    /// ```
    public func sleep(until deadline: TerminalInstant) async throws {
        try await ContinuousClock().sleep(until: origin + deadline.sinceOrigin, tolerance: nil)
    }
}
