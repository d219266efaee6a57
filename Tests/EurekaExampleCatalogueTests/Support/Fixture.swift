import Eureka
import Foundation
import TerminalKit

/// Fixed time, calendar and screen, so dates and layouts read the same on every machine.
enum Fixture {
    /// 2025-03-14 09:30 UTC, a Friday.
    static let now = date("2025-03-14T09:30:00Z")

    /// Gregorian, UTC, with POSIX English names.
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }

    /// Big enough to show a section or two at once.
    static let size = TerminalSize(columns: 100, rows: 40)

    /// A date from ISO 8601 text.
    static func date(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }
}
