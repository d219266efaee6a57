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
