/// A point in monotonic time, measured from an arbitrary origin chosen by its clock.
///
/// ```swift
/// let deadline = clock.now.advanced(by: .milliseconds(50))
/// if clock.now >= deadline { ... }
/// ```
public struct TerminalInstant: Hashable, Comparable, Sendable {
    /// Time since the clock's origin.
    public var sinceOrigin: Duration

    /// Creates an instant at an offset from the clock's origin.
    ///
    /// ```swift
    /// let start = TerminalInstant(sinceOrigin: .zero)
    /// ```
    public init(sinceOrigin: Duration) { self.sinceOrigin = sinceOrigin }

    /// The instant `duration` later.
    ///
    /// ```swift
    /// start.advanced(by: .seconds(1))
    /// ```
    public func advanced(by duration: Duration) -> TerminalInstant {
        TerminalInstant(sinceOrigin: sinceOrigin + duration)
    }

    /// Orders instants in time.
    ///
    /// ```swift
    /// clock.now < deadline
    /// ```
    public static func < (lhs: TerminalInstant, rhs: TerminalInstant) -> Bool { lhs.sinceOrigin < rhs.sinceOrigin }
}

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
