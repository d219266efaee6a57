import Foundation

/// Tells the time for token issue and expiry; a protocol so tests can stop and move time.
///
/// ```swift
/// let tokens = CSRFTokens(secret: secret, clock: SystemWallClock())
/// ```
public protocol WallClock: Sendable {
    /// Whole seconds since 1970-01-01 00:00 UTC.
    func secondsSince1970() -> Int64
}

/// The machine's real-time clock.
///
/// ```swift
/// SystemWallClock().secondsSince1970()  // 1_795_000_000…
/// ```
public struct SystemWallClock: WallClock {
    /// The system clock.
    public init() {}

    /// Now, in whole seconds since 1970.
    public func secondsSince1970() -> Int64 {
        Int64(Date().timeIntervalSince1970.rounded(.down))
    }
}
