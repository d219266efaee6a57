import Eureka

/// How a count-down row's duration is posted (`DurationMarkup`): hours and minutes in fields
/// of their own, read back as the "HH:MM" a time input would have posted, so binding treats
/// the duration as every other date.
enum DurationFields {
    /// The hours field of the row whose field name is `key`.
    static func hoursName(_ key: String) -> String { key + ".hours" }
    /// The minutes field of the row whose field name is `key`.
    static func minutesName(_ key: String) -> String { key + ".minutes" }

    /// The posted duration as "HH:MM"; "" when both fields are empty (no value); nil when
    /// neither was posted. A field not posted keeps the value's part (a live update sends the
    /// field that changed); an empty one beside a chosen one is 0. Text that is no hour or
    /// minute comes back as posted ("99:00"), for the date reading to refuse with its reason.
    ///
    /// ```swift
    /// DurationFields.isoTime(posted, key: "timer", shown: nil)   // "01:30" for timer.hours=1, timer.minutes=30
    /// ```
    static func isoTime(_ posted: PostedFieldIndex, key: String, shown: DateParts?) -> String? {
        let hours = posted.last(hoursName(key))
        let minutes = posted.last(minutesName(key))
        guard hours != nil || minutes != nil else { return nil }
        let hourText = hours ?? shown.map { String($0.hour) } ?? ""
        let minuteText = minutes ?? shown.map { String($0.minute) } ?? ""
        if hourText.isEmpty, minuteText.isEmpty { return "" }
        guard let hour = number(hourText.isEmpty ? "0" : hourText), let minute = number(minuteText.isEmpty ? "0" : minuteText) else {
            return "\(hourText.prefix(20)):\(minuteText.prefix(20))"
        }
        return text(hour: hour, minute: minute)
    }

    /// What an untouched duration control posts, read back as ``isoTime(_:key:shown:)`` reads
    /// it: "HH:MM", or "" without a value.
    ///
    /// ```swift
    /// DurationFields.isoTime(of: entry.valueParts)   // "01:30"
    /// ```
    static func isoTime(of parts: DateParts?) -> String {
        parts.map { text(hour: $0.hour, minute: $0.minute) } ?? ""
    }

    /// The fields an untouched duration control posts.
    static func fields(of parts: DateParts?, key: String) -> [(String, String)] {
        [(hoursName(key), parts.map { String($0.hour) } ?? ""), (minutesName(key), parts.map { String($0.minute) } ?? "")]
    }

    private static func text(hour: Int, minute: Int) -> String {
        "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }

    /// One or two ASCII digits.
    private static func number(_ text: String) -> Int? {
        guard (1...2).contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }
}
