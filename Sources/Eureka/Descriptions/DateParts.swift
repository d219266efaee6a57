/// A date as the wall-clock fields of the row's calendar and time zone: what a date input on a
/// page shows and posts ("2024-03-05", "09:30", "2024-03-05T09:30").
///
/// The row converts between parts and dates in its own calendar and time zone, so renderers
/// never do time-zone arithmetic.
///
/// ```swift
/// let parts = DateParts(year: 2024, month: 3, day: 5, hour: 9, minute: 30)
/// parts.isoDate       // "2024-03-05"
/// parts.isoTime       // "09:30"
/// ```
public struct DateParts: Hashable, Sendable {
    /// The year.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The day of the month.
    public var day: Int
    /// The hour, 0–23.
    public var hour: Int
    /// The minute, 0–59.
    public var minute: Int

    /// Date parts.
    ///
    /// ```swift
    /// DateParts(year: 2024, month: 1, day: 31)
    /// ```
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// "YYYY-MM-DD".
    public var isoDate: String { "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))" }
    /// "HH:MM".
    public var isoTime: String { "\(Self.padded(hour, 2)):\(Self.padded(minute, 2))" }
    /// "YYYY-MM-DDTHH:MM".
    public var isoDateTime: String { isoDate + "T" + isoTime }

    /// Reads "YYYY-MM-DD", "HH:MM" (the date part then stays `base`'s), or "YYYY-MM-DDTHH:MM"
    /// (seconds are ignored); nil for anything else, a day the month does not have included.
    ///
    /// ```swift
    /// DateParts(iso: "2024-03-05T09:30")?.hour   // 9
    /// ```
    public init?(iso text: String, base: DateParts? = nil) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let halves = trimmed.split(separator: "T", omittingEmptySubsequences: false)
        switch halves.count {
        case 1 where trimmed.contains(":"):
            guard let base, let time = Self.time(halves[0]) else { return nil }
            self.init(year: base.year, month: base.month, day: base.day, hour: time.hour, minute: time.minute)
        case 1:
            guard let date = Self.date(halves[0]) else { return nil }
            self.init(year: date.year, month: date.month, day: date.day, hour: base?.hour ?? 0, minute: base?.minute ?? 0)
        case 2:
            guard let date = Self.date(halves[0]), let time = Self.time(halves[1]) else { return nil }
            self.init(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute)
        default:
            return nil
        }
    }

    /// Why `text`, shaped as `init(iso:base:)` reads it, names no moment ("there is no such
    /// day", "years run from 1 to 275759", "there is no such time of day"); nil when it does,
    /// or when it is not in that shape at all. Pages say this as JSON does.
    ///
    /// ```swift
    /// DateParts.reason(notReading: "2026-02-30")   // "there is no such day"
    /// ```
    public static func reason(notReading text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let halves = trimmed.split(separator: "T", omittingEmptySubsequences: false)
        guard (1...2).contains(halves.count) else { return nil }
        let isTimeOnly = halves.count == 1 && trimmed.contains(":")
        if !isTimeOnly {
            let fields = halves[0].split(separator: "-", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0].count >= 4, fields[1].count == 2, fields[2].count == 2,
                let year = number(fields[0]), let month = number(fields[1]), let day = number(fields[2])
            else { return nil }
            if !ISO8601Timestamp.years.contains(year) {
                return "years run from \(ISO8601Timestamp.years.lowerBound) to \(ISO8601Timestamp.years.upperBound)"
            }
            if !(1...12).contains(month) || !(1...ISO8601Timestamp.daysIn(month: month, year: year)).contains(day) {
                return "there is no such day"
            }
            if ISO8601Timestamp.isSkippedByCalendarReform(year: year, month: month, day: day) {
                return ISO8601Timestamp.skippedDaysReason
            }
        }
        guard isTimeOnly || halves.count == 2 else { return nil }
        let fields = halves[halves.count - 1].split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), fields[0].count == 2, fields[1].count == 2,
            let hour = number(fields[0]), let minute = number(fields[1])
        else { return nil }
        let secondIsReal = fields.count == 2 || Double(fields[2]).map { (0..<60).contains($0) } == true
        return hour > 23 || minute > 59 || !secondIsReal ? "there is no such time of day" : nil
    }

    private static func date(_ text: Substring) -> (year: Int, month: Int, day: Int)? {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count >= 4, fields[1].count == 2, fields[2].count == 2,
            let year = number(fields[0]), let month = number(fields[1]), let day = number(fields[2]),
            (1...12).contains(month), (1...ISO8601Timestamp.daysIn(month: month, year: year)).contains(day),
            ISO8601Timestamp.years.contains(year), !ISO8601Timestamp.isSkippedByCalendarReform(year: year, month: month, day: day)
        else { return nil }
        return (year, month, day)
    }

    private static func time(_ text: Substring) -> (hour: Int, minute: Int)? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), fields[0].count == 2, fields[1].count == 2,
            let hour = number(fields[0]), let minute = number(fields[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        if fields.count == 3, Double(fields[2]).map({ (0..<60).contains($0) }) != true { return nil }
        return (hour, minute)
    }

    /// ASCII digits only: no signs, no spaces, no overflow.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(abs(number))
        return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
