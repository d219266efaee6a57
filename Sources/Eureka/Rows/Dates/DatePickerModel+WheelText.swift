import Foundation

extension DatePickerModel {
    /// Reads text written as the wheels show a date ("2027 Jan 05", "2027 Jan 05 09:30",
    /// "09:30"): one part per wheel, in the wheels' order, separated by spaces or colons. A
    /// month is its short or full name in the picker's calendar, or its number. The wheels not
    /// named keep `base`'s fields; nil when the text is not in that shape or names no day
    /// (31 February).
    ///
    /// Picker rows show their value this way, so what the screen shows can be typed back.
    ///
    /// ```swift
    /// picker.date(fromWheelText: "2027 Jan 05", base: .now)   // 5 January 2027, base's time
    /// ```
    public func date(fromWheelText text: String, base: Date) -> Date? {
        let parts = text.split { $0 == " " || $0 == ":" }
        guard parts.count == components.count else { return nil }
        var fields = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: base)
        fields.second = 0
        fields.nanosecond = 0
        for (component, part) in zip(components, parts) {
            guard let value = wheelValue(part, of: component) else { return nil }
            fields.setValue(value, for: component.calendarComponent)
        }
        // A calendar rolls 31 February over into March: only a date with the very fields typed
        // is the one meant.
        guard let date = calendar.date(from: fields) else { return nil }
        let check = calendar.dateComponents(Set(components.map(\.calendarComponent)), from: date)
        for component in components where check.value(for: component.calendarComponent) != fields.value(for: component.calendarComponent) {
            return nil
        }
        return date
    }

    private func wheelValue(_ part: Substring, of component: DatePickerComponent) -> Int? {
        let isNumber = part.utf8.count <= 9 && part.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        switch component {
        case .month:
            if isNumber, let month = Int(part), (1...12).contains(month) { return month }
            let name = part.lowercased()
            let names = [calendar.shortMonthSymbols, calendar.monthSymbols].map { $0.map { $0.lowercased() } }
            for symbols in names { if let index = symbols.firstIndex(of: name) { return index + 1 } }
            return nil
        case .year:
            guard isNumber, let year = Int(part), year >= 1 else { return nil }
            return year
        case .day:
            guard isNumber, let day = Int(part), (1...31).contains(day) else { return nil }
            return day
        case .hour:
            guard isNumber, let hour = Int(part), (0...23).contains(hour) else { return nil }
            return hour
        case .minute:
            guard isNumber, let minute = Int(part), (0...59).contains(minute) else { return nil }
            return minute
        }
    }
}

extension DatePickerModel {
    /// Reads a date written the ISO 8601 way, as HTML date inputs, JSON and most people who
    /// work with data write it: "2027-01-05", "2027-01-05T09:30" or "2027-01-05 09:30" (":00"
    /// seconds allowed), in the picker's time zone. Returns the date with the
    /// components the text states (a day, or a day and a time); the others keep `base`'s. Nil
    /// when the text is not in that shape or names no such day or time (2027-02-31, 24:00).
    ///
    /// ```swift
    /// picker.date(fromISOText: "2027-01-05", base: .now)?.stated   // [.year, .month, .day]
    /// ```
    public func date(fromISOText text: String, base: Date) -> (date: Date, stated: Set<Calendar.Component>)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10 || bytes.count == 16 || bytes.count == 19 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(0..<4), year >= 1, let month = number(5..<7), let day = number(8..<10)
        else { return nil }
        // ISO 8601 counts years the Gregorian way, whatever calendar the picker shows.
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        var fields = gregorian.dateComponents([.hour, .minute], from: base)
        (fields.era, fields.year, fields.month, fields.day, fields.second, fields.nanosecond) = (1, year, month, day, 0, 0)
        var stated: Set<Calendar.Component> = [.year, .month, .day]
        if bytes.count > 10 {
            guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"),
                let hour = number(11..<13), let minute = number(14..<16), hour < 24, minute < 60
            else { return nil }
            if bytes.count == 19 { guard bytes[16] == UInt8(ascii: ":"), number(17..<19) == 0 else { return nil } }
            (fields.hour, fields.minute) = (hour, minute)
            stated.formUnion([.hour, .minute])
        }
        // As with the wheels, a calendar would roll 31 February into March: only a date with
        // the very fields written is the one meant.
        guard let date = gregorian.date(from: fields) else { return nil }
        let check = gregorian.dateComponents(stated, from: date)
        for component in stated where check.value(for: component) != fields.value(for: component) { return nil }
        return (date, stated)
    }
}
