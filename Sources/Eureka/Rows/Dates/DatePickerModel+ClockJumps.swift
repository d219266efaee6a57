import Foundation

/// Where a time zone's clocks jump forward over a stretch of wall-clock times (the start of
/// summer time): the moment of the jump and the offsets from GMT either side of it.
///
/// ```swift
/// picker.clockJump(over: DateParts(year: 2026, month: 3, day: 29, hour: 1, minute: 30))
/// // in Europe/London: the jump at 01:00 GMT, from +0 to +3600
/// ```
struct ClockJump: Equatable, Sendable {
    /// The instant the clocks jump.
    var moment: Date
    /// Seconds from GMT just before the jump.
    var offsetBefore: Int
    /// Seconds from GMT just after it.
    var offsetAfter: Int

    /// Why a time inside the jump cannot be kept, with the wall-clock times either side written
    /// the way `locale` writes a short time: "a time the clocks skip: they go forward from
    /// 1:00 AM to 2:00 AM that day".
    func reason(locale: Locale) -> String {
        reason(locale: locale, skipped: "a time")
    }

    /// Why a day inside a jump of a whole day or more cannot be kept: "a day the clocks skip: …".
    func dayReason(locale: Locale) -> String {
        reason(locale: locale, skipped: "a day")
    }

    private func reason(locale: Locale, skipped: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        // A jump of a day or more (Samoa skipped 30 December 2011) names the days: times alone
        // read "from 12:00 AM to 12:00 AM".
        let skipsDays = offsetAfter - offsetBefore >= 86_400
        formatter.dateStyle = skipsDays ? .medium : .none
        formatter.timeStyle = .short
        formatter.timeZone = TimeZone(secondsFromGMT: offsetBefore)
        let from = formatter.string(from: moment)
        formatter.timeZone = TimeZone(secondsFromGMT: offsetAfter)
        let to = formatter.string(from: moment)
        return "\(skipped) the clocks skip: they go forward from \(from) to \(to)" + (skipsDays ? "" : " that day")
    }
}

extension DatePickerModel {
    /// The jump that skips the wall-clock time `parts` name in this picker's time zone, or nil
    /// when that time exists (or the picker shows no time: a day whose midnight is skipped
    /// still names that day).
    ///
    /// A calendar asked for a skipped time answers with the time an hour later (01:30 on the
    /// morning summer time starts in London reads as 02:30), so a time typed or posted there
    /// would otherwise be kept as another time, without a word.
    ///
    /// ```swift
    /// picker.clockJump(over: DateParts(year: 2026, month: 3, day: 29, hour: 1, minute: 30)) != nil
    /// ```
    func clockJump(over parts: DateParts) -> ClockJump? {
        clockJump(over: parts.calendarFields)
    }

    /// The jump that skips the wall-clock time `fields` name (era included, where the
    /// calendar has eras), or nil; see ``clockJump(over:)-(DateParts)``.
    func clockJump(over fields: DateComponents) -> ClockJump? {
        // A duration is hours and minutes, whatever day holds them: it moves to a day that has
        // its time (`durationFields(_:)`) rather than be refused.
        guard mode.showsTime, mode != .countDownTimer else { return nil }
        return jump(over: fields)
    }

    /// A duration's fields on a day that has its hours and minutes: on the morning the clocks
    /// skip 01:00–02:00, 1:30 is held on the day before, where a calendar would have made it 2:30.
    /// Other modes' fields are returned as they are.
    ///
    /// ```swift
    /// picker.durationFields(fields)   // the same hour and minute, on a day that has them
    /// ```
    func durationFields(_ fields: DateComponents) -> DateComponents {
        guard mode == .countDownTimer else { return fields }
        var moved = fields
        for _ in 0..<2 where jump(over: moved) != nil {
            guard let date = calendar.date(from: DateComponents(era: moved.era, year: moved.year, month: moved.month, day: moved.day)),
                let dayBefore = calendar.date(byAdding: .day, value: -1, to: date)
            else { break }
            let day = calendar.dateComponents([.era, .year, .month, .day], from: dayBefore)
            (moved.era, moved.year, moved.month, moved.day) = (day.era, day.year, day.month, day.day)
        }
        return moved
    }

    /// The jump of a whole day or more that skips the day `fields` name (Samoa went from 29 to
    /// 31 December 2011), for a picker of days; nil when the day exists, even if its midnight
    /// does not (the day still has its other hours).
    func dayJump(over fields: DateComponents) -> ClockJump? {
        guard mode == .date else { return nil }
        var midnight = fields
        (midnight.hour, midnight.minute, midnight.second) = (0, 0, 0)
        guard let jump = jump(over: midnight), jump.offsetAfter - jump.offsetBefore >= 86_400 else { return nil }
        return jump
    }

    /// The jump that skips the wall-clock time `fields` name, whatever the picker's mode.
    private func jump(over fields: DateComponents) -> ClockJump? {
        guard let gmt = TimeZone(secondsFromGMT: 0) else { return nil }
        var wallCalendar = calendar
        wallCalendar.timeZone = gmt
        // The wall-clock time as if it were GMT: the instant it names is this less the offset.
        guard let wall = wallCalendar.date(from: fields) else { return nil }
        let zone = calendar.timeZone
        let before = zone.secondsFromGMT(for: wall.addingTimeInterval(-2 * 86_400))
        let after = zone.secondsFromGMT(for: wall.addingTimeInterval(2 * 86_400))
        guard after > before else { return nil }
        // The time exists when one of the two offsets gives an instant that has that offset.
        for offset in [before, after] where zone.secondsFromGMT(for: wall.addingTimeInterval(-Double(offset))) == offset {
            return nil
        }
        guard let moment = zone.nextDaylightSavingTimeTransition(after: wall.addingTimeInterval(-Double(after) - 1)) else { return nil }
        return ClockJump(moment: moment, offsetBefore: zone.secondsFromGMT(for: moment.addingTimeInterval(-1)), offsetAfter: zone.secondsFromGMT(for: moment))
    }
}

extension DateParts {
    /// The fields as a calendar reads them, to build or check a date from.
    var calendarFields: DateComponents {
        DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
    }
}
