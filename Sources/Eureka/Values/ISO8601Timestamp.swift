import Foundation

/// The strict shape of the timestamps values are exchanged in (RFC 3339): "2026-11-23" or
/// "2026-11-23T09:30:00Z", with optional fractional seconds and a "Z" or "±HH:MM" offset; "t"
/// and "z" may be lowercase, as RFC 3339 allows.
///
/// Foundation's ISO 8601 parsing rolls fields over instead of refusing them ("2026-02-30" reads
/// as 2 March, "25:00" as one o'clock the next day), so a value a client got wrong would be
/// stored as another date without a word. Text is checked here first.
enum ISO8601Timestamp {
    /// What reading a timestamp found.
    enum Reading: Equatable {
        /// A real moment, in RFC 3339's form.
        case wellFormed
        /// Not in the form at all ("23/11/2026", "2026-11-23 09:30").
        case misshapen
        /// In the form, but naming no moment a `Date` here can hold; the reason, for a message.
        case noSuchMoment(String)
    }

    /// The years dates are read in: those HTML's date inputs take (page and JSON agree), from
    /// four digits up; year 0 is not a year of the Gregorian calendar's common era. A timestamp
    /// with an offset must fall in them in UTC too, since that is how it is stored and exported.
    static let years = 1...275_759

    /// Whether `text` is a real calendar day, or a day and a time of day, in RFC 3339's form.
    ///
    /// ```swift
    /// ISO8601Timestamp.isWellFormed("2024-02-29T23:59:00Z")   // true
    /// ISO8601Timestamp.isWellFormed("2026-02-30")             // false
    /// ```
    static func isWellFormed(_ text: String) -> Bool {
        read(text) == .wellFormed
    }

    /// Reads `text` and says whether it is a real moment, not a timestamp at all, or a timestamp
    /// of a moment that does not exist (a leap second included: `Date` cannot hold one, and
    /// Foundation would quietly read 23:59:60 as the next day's midnight).
    ///
    /// ```swift
    /// ISO8601Timestamp.read("2026-02-30")   // .noSuchMoment("there is no such day")
    /// ISO8601Timestamp.read("0001-01-01T00:00:00+01:00")
    /// // .noSuchMoment("in UTC that is in year 0, and years run from 1 to 275759")
    /// ```
    static func read(_ text: String) -> Reading {
        let bytes = Array(text.utf8)
        var yearDigits = 0
        while yearDigits < bytes.count, yearDigits < 7, bytes[yearDigits].isASCIIDigit { yearDigits += 1 }
        guard (4...6).contains(yearDigits), let year = number(bytes, 0, yearDigits) else { return .misshapen }
        let date = yearDigits - 4  // how far every later field sits past a four-digit year's place
        guard bytes.count >= 10 + date, bytes[4 + date] == .hyphen, let month = number(bytes, 5 + date, 2),
            bytes[7 + date] == .hyphen, let day = number(bytes, 8 + date, 2)
        else { return .misshapen }
        let time = 10 + date
        var problem: String?
        if !years.contains(year) {
            problem = "years run from \(years.lowerBound) to \(years.upperBound)"
        } else if !(1...12).contains(month) || !(1...daysIn(month: month, year: year)).contains(day) {
            problem = "there is no such day"
        } else if isSkippedByCalendarReform(year: year, month: month, day: day) {
            problem = skippedDaysReason
        }
        if bytes.count == time { return problem.map(Reading.noSuchMoment) ?? .wellFormed }
        guard bytes.count >= time + 10, bytes[time] == UInt8(ascii: "T") || bytes[time] == UInt8(ascii: "t"),
            let hour = number(bytes, time + 1, 2), bytes[time + 3] == .colon, let minute = number(bytes, time + 4, 2),
            bytes[time + 6] == .colon, let second = number(bytes, time + 7, 2)
        else { return .misshapen }
        var index = time + 9
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digitsStart = index
            while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
            guard index > digitsStart, index < bytes.count else { return .misshapen }
        }
        var offsetIsReal = true
        var offset = 0  // minutes east of UTC
        if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
            guard index + 1 == bytes.count else { return .misshapen }
        } else {
            guard bytes[index] == UInt8(ascii: "+") || bytes[index] == .hyphen, bytes.count == index + 6,
                let offsetHours = number(bytes, index + 1, 2), bytes[index + 3] == .colon,
                let offsetMinutes = number(bytes, index + 4, 2)
            else { return .misshapen }
            offsetIsReal = offsetHours <= 23 && offsetMinutes <= 59
            offset = (offsetHours * 60 + offsetMinutes) * (bytes[index] == .hyphen ? -1 : 1)
        }
        if problem == nil {
            if second == 60 && hour <= 23 && minute <= 59 {
                problem = "leap seconds cannot be stored"
            } else if hour > 23 || minute > 59 || second > 59 || !offsetIsReal {
                problem = "there is no such time of day"
            } else if let utcYear = yearOutsideRange(year: year, month: month, day: day, minuteOfDay: hour * 60 + minute, offset: offset) {
                problem = "in UTC that is in year \(utcYear), and years run from \(years.lowerBound) to \(years.upperBound)"
            }
        }
        return problem.map(Reading.noSuchMoment) ?? .wellFormed
    }

    /// The moment `text`, which `read(_:)` found well formed, names.
    ///
    /// ```swift
    /// ISO8601Timestamp.date(ofWellFormed: "2026-03-10T09:30:00+19:00")   // 2026-03-09 14:30 UTC
    /// ```
    static func date(ofWellFormed text: String) -> Date? {
        // RFC 3339 allows "t" and "z"; Foundation reads only capitals.
        let bytes = Array(text.uppercased().utf8)
        guard let timeMark = bytes.firstIndex(of: UInt8(ascii: "T")) else {
            return try? Date(String(decoding: bytes, as: UTF8.self), strategy: Date.ISO8601FormatStyle().year().month().day())
        }
        // Foundation reads only some fractions and offsets (not ten fraction digits, not
        // +19:00), and a day-only reading of those would have been midnight: it is given the
        // time in UTC to the second, and the fraction and the offset are applied here.
        let secondsEnd = timeMark + 9
        var index = secondsEnd
        var fraction = 0.0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digitsStart = index
            while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
            fraction = Double("0." + String(decoding: bytes[digitsStart..<index], as: UTF8.self)) ?? 0
        }
        var offsetSeconds = 0
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"), index + 6 <= bytes.count,
            let hours = number(bytes, index + 1, 2), let minutes = number(bytes, index + 4, 2)
        {
            offsetSeconds = (hours * 3_600 + minutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
        }
        let wholeSeconds = String(decoding: bytes[..<secondsEnd], as: UTF8.self) + "Z"
        guard let date = try? Date(wholeSeconds, strategy: .iso8601) else { return nil }
        return date.addingTimeInterval(fraction - Double(offsetSeconds))
    }

    /// Why `date` cannot be kept: it falls outside `years` in UTC, where it is stored and
    /// exported, so its export would not read back. A page's date input names a wall-clock
    /// time: in New York, 23:59 on the last day of year 275759 is already the next year in UTC.
    ///
    /// ```swift
    /// ISO8601Timestamp.reason(notKeeping: tokyoMidnightOfYear1)
    /// // "in UTC that is in year 0, and years run from 1 to 275759"
    /// ```
    static func reason(notKeeping date: Date) -> String? {
        let utcYear: Int
        if date < firstMoment {
            utcYear = years.lowerBound - 1
        } else if date >= endOfLastYear {
            utcYear = years.upperBound + 1
        } else {
            return nil
        }
        return "in UTC that is in year \(utcYear), and years run from \(years.lowerBound) to \(years.upperBound)"
    }

    private static let firstMoment = date(ofWellFormed: "0001-01-01T00:00:00Z") ?? .distantPast
    private static let endOfLastYear = (date(ofWellFormed: "275759-12-31T23:59:59Z") ?? .distantFuture).addingTimeInterval(1)

    /// The year a real moment falls in once its offset is taken away, when that year is outside
    /// `years`: only the first day of year 1 and the last of the last year can cross, since an
    /// offset is less than a day.
    private static func yearOutsideRange(year: Int, month: Int, day: Int, minuteOfDay: Int, offset: Int) -> Int? {
        let utcMinute = minuteOfDay - offset
        if year == years.lowerBound, month == 1, day == 1, utcMinute < 0 { return year - 1 }
        if year == years.upperBound, month == 12, day == 31, utcMinute >= 24 * 60 { return year + 1 }
        return nil
    }

    /// Whether the day is one of the ten the Gregorian reform left out (5–14 October 1582).
    /// Foundation's Gregorian calendar counts the Julian calendar before the reform, so a
    /// date input's (proleptic) day among them names no day there: Foundation would quietly
    /// move it ten days on.
    ///
    /// ```swift
    /// ISO8601Timestamp.isSkippedByCalendarReform(year: 1582, month: 10, day: 10)   // true
    /// ```
    static func isSkippedByCalendarReform(year: Int, month: Int, day: Int) -> Bool {
        year == 1582 && month == 10 && (5...14).contains(day)
    }

    /// Why such a day cannot be kept, for messages.
    static let skippedDaysReason = "the calendar goes from 4 to 15 October 1582"

    /// The days in `month` of `year` in the proleptic Gregorian calendar.
    ///
    /// ```swift
    /// ISO8601Timestamp.daysIn(month: 2, year: 2024)   // 29
    /// ```
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func number(_ bytes: [UInt8], _ start: Int, _ width: Int) -> Int? {
        guard start + width <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<start + width] {
            guard byte.isASCIIDigit else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

extension UInt8 {
    fileprivate static let hyphen = UInt8(ascii: "-")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
