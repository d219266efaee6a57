/// A point in monotonic time, measured from an arbitrary origin chosen by its clock.
///
/// ```swift
/// let deadline = clock.now.advanced(by: .milliseconds(50))
/// if clock.now >= deadline { ... }
/// ```
public struct TerminalInstant: Hashable, Comparable, Sendable {
    /// Time since the clock's origin.
    ///
    /// ```swift
    /// let elapsed = clock.now.sinceOrigin
    /// ```
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
