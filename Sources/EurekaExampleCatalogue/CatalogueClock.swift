import Foundation

/// The time the catalogue's examples start from: now, unless `EUREKA_EXAMPLES_NOW` gives an
/// ISO 8601 instant (a test hook, so the terminal and the web fill the same form at the same
/// "now" and submit the same dates).
///
/// ```swift
/// NewEventExample(now: CatalogueClock.now)
/// ```
public enum CatalogueClock {
    /// The examples' "now".
    public static var now: Date {
        guard let text = ProcessInfo.processInfo.environment["EUREKA_EXAMPLES_NOW"],
              let date = ISO8601DateFormatter().date(from: text) else { return Date() }
        return date
    }
}
