/// The strict shape of the timestamps values are exchanged in (RFC 3339): "2026-11-23" or
/// "2026-11-23T09:30:00Z", with optional fractional seconds and a "Z" or "±HH:MM" offset.
///
/// Foundation's ISO 8601 parsing rolls fields over instead of refusing them ("2026-02-30" reads
/// as 2 March, "25:00" as one o'clock the next day), so a value a client got wrong would be
/// stored as another date without a word. Text is checked here first.
enum ISO8601Timestamp {
    /// Whether `text` is a real calendar day, or a day and a time of day, in RFC 3339's form.
    ///
    /// ```swift
    /// ISO8601Timestamp.isWellFormed("2024-02-29T23:59:00Z")   // true
    /// ISO8601Timestamp.isWellFormed("2026-02-30")             // false
    /// ```
    static func isWellFormed(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, let year = number(bytes, 0, 4), bytes[4] == .hyphen,
            let month = number(bytes, 5, 2), bytes[7] == .hyphen, let day = number(bytes, 8, 2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return false }
        if bytes.count == 10 { return true }
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"),
            let hour = number(bytes, 11, 2), bytes[13] == .colon, let minute = number(bytes, 14, 2),
            bytes[16] == .colon, let second = number(bytes, 17, 2),
            hour <= 23, minute <= 59, second <= 60  // 60: a leap second
        else { return false }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digitsStart = index
            while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
            guard index > digitsStart, index < bytes.count else { return false }
        }
        if bytes[index] == UInt8(ascii: "Z") { return index + 1 == bytes.count }
        guard bytes[index] == UInt8(ascii: "+") || bytes[index] == .hyphen, bytes.count == index + 6,
            let offsetHours = number(bytes, index + 1, 2), bytes[index + 3] == .colon,
            let offsetMinutes = number(bytes, index + 4, 2)
        else { return false }
        return offsetHours <= 23 && offsetMinutes <= 59
    }

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
