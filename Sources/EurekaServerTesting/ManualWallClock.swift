import EurekaServer
import Synchronization

/// A clock that stands still until a test moves it, for token expiry tests.
///
/// ```swift
/// let clock = ManualWallClock(now: 1_800_000_000)
/// let token = tokens.issue(for: "/f")
/// clock.advance(by: .seconds(8 * 3600 + 1))   // now the token has expired
/// ```
public final class ManualWallClock: WallClock {
    private let seconds: Mutex<Int64>

    /// A clock showing `now` (seconds since 1970).
    public init(now: Int64 = 1_800_000_000) {
        seconds = Mutex(now)
    }

    /// The time shown.
    public func secondsSince1970() -> Int64 {
        seconds.withLock { $0 }
    }

    /// Moves the clock forward (or back, with a negative duration).
    ///
    /// ```swift
    /// clock.advance(by: .seconds(60))
    /// ```
    public func advance(by duration: Duration) {
        seconds.withLock { $0 += duration.components.seconds }
    }

    /// Sets the time shown.
    ///
    /// ```swift
    /// clock.set(0)
    /// ```
    public func set(_ now: Int64) {
        seconds.withLock { $0 = now }
    }
}
