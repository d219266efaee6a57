import Foundation
import Synchronization

/// The time the catalogue's examples start from: now, unless pinned — by `EUREKA_EXAMPLES_NOW`
/// (an ISO 8601 instant, for the built program: the terminal and the web fill the same form at
/// the same "now" and submit the same dates) or by ``pin(_:)`` (for tests in this process, so a
/// page and its post straddling a minute boundary still agree).
///
/// ```swift
/// NewEventExample(now: CatalogueClock.now)
/// ```
public enum CatalogueClock {
    private static let pinned = Mutex<Date?>(nil)

    /// The examples' "now".
    public static var now: Date {
        if let date = pinned.withLock({ $0 }) { return date }
        guard let text = ProcessInfo.processInfo.environment["EUREKA_EXAMPLES_NOW"],
            let date = ISO8601DateFormatter().date(from: text)
        else { return Date() }
        return date
    }

    /// Makes ``now`` answer `date` from now on in this process (nil: the real time again).
    ///
    /// ```swift
    /// CatalogueClock.pin(Date(timeIntervalSince1970: 1_795_000_000))
    /// ```
    public static func pin(_ date: Date?) {
        pinned.withLock { $0 = date }
    }
}
