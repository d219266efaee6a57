import Foundation

// How date rows describe themselves: mode, limits and wheels, and the value as wall-clock
// fields in the row's own calendar and time zone.
extension DateRowBase {
    /// The date entry a renderer shows.
    func dateEntry(presentation: DateEntry.Presentation) -> DateEntry {
        let picker = datePicker
        var entry = DateEntry(
            mode: datePickerMode,
            value: value,
            valueParts: value.map { picker.parts(of: $0) },
            minimumParts: minimumDate.map { picker.parts(of: $0) },
            maximumParts: maximumDate.map { picker.parts(of: $0) },
            startParts: picker.parts(of: pickerDate),
            rejectedText: (self as? any InputErrorReporting)?.inputError?.text,
            minuteInterval: picker.effectiveMinuteInterval,
            wheels: picker.values(of: pickerDate),
            valueText: displayText,
            textForTyping: value.map(formattedText(for:)) ?? "",
            typingExample: formattedText(for: pickerDate),
            presentation: presentation
        )
        entry.holdsTimeOfDay = type(of: self).defaultDatePickerMode == .dateAndTime
        if datePickerMode == .time || datePickerMode == .dateAndTime { entry.timeZoneName = picker.calendar.timeZone.nameForPeople }
        return entry
    }
}

extension DatePickerModel {
    /// `date` as wall-clock fields in this picker's calendar and time zone.
    ///
    /// ```swift
    /// picker.parts(of: date).isoDate   // "2024-03-05"
    /// ```
    public func parts(of date: Date) -> DateParts {
        let fields = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return DateParts(
            year: fields.year ?? 1970, month: fields.month ?? 1, day: fields.day ?? 1,
            hour: fields.hour ?? 0, minute: fields.minute ?? 0)
    }

    /// The date these wall-clock fields name in this picker's calendar and time zone, or nil
    /// when they name no date (February 30th).
    ///
    /// ```swift
    /// picker.date(from: DateParts(year: 2024, month: 3, day: 5))
    /// ```
    public func date(from parts: DateParts) -> Date? {
        let components = parts.calendarFields
        guard let date = calendar.date(from: components) else { return nil }
        // Calendars roll invalid days over (Feb 30 → Mar 1); a date input never means that.
        let read = self.parts(of: date)
        guard read.year == parts.year, read.month == parts.month, read.day == parts.day else { return nil }
        return date
    }
}
