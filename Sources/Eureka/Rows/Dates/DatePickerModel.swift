import Foundation

/// A date picker as a value: its mode, calendar, limits and minute interval, and the rules that
/// move a date by one step of a wheel. Renderers show `values(of:)` and call the row's `step`.
///
/// Steps are clamped to `minimumDate`…`maximumDate` (ignored by count-down pickers, as on
/// iOS) and keep minutes on `minuteInterval`. In `.date` and `.dateAndTime` modes a step
/// carries into larger units (Jan 31 + 1 day = Feb 1); in `.time` and `.countDownTimer` modes,
/// where no date is shown, hour and minute wheels wrap around without changing the day.
///
/// ```swift
/// var calendar = Calendar(identifier: .gregorian)
/// calendar.timeZone = TimeZone(identifier: "UTC")!
/// let picker = DatePickerModel(mode: .time, calendar: calendar, minuteInterval: 15)
/// picker.stepping(.minute, by: 1, from: nineOClock)   // 09:15
/// ```
public struct DatePickerModel: Hashable, Sendable {
    /// What the picker edits.
    public var mode: DatePickerMode
    /// The calendar (and, through it, the time zone) components are read in.
    public var calendar: Calendar
    /// The earliest date a step may reach.
    public var minimumDate: Date?
    /// The latest date a step may reach.
    public var maximumDate: Date?
    /// Minutes per minute-wheel step; must divide 60 and be at most 30, else 1 is used.
    public var minuteInterval: Int

    /// A picker model.
    ///
    /// ```swift
    /// DatePickerModel(mode: .date, calendar: .current, maximumDate: .now)
    /// ```
    public init(mode: DatePickerMode, calendar: Calendar, minimumDate: Date? = nil, maximumDate: Date? = nil, minuteInterval: Int = 1) {
        self.mode = mode
        self.calendar = calendar
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.minuteInterval = minuteInterval
    }

    /// The wheels shown, in order.
    public var components: [DatePickerComponent] { mode.components }

    /// The minute step actually used (UIKit ignores intervals that do not divide an hour).
    public var effectiveMinuteInterval: Int {
        (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
    }

    /// Each wheel's position for `date`.
    ///
    /// ```swift
    /// picker.values(of: date).map(\.text)   // ["2024", "Mar", "05"]
    /// ```
    public func values(of date: Date) -> [DatePickerComponentValue] {
        components.map { component in
            let value = calendar.component(component.calendarComponent, from: date)
            return DatePickerComponentValue(component: component, value: value, text: text(of: component, value: value))
        }
    }

    /// `date` moved by `steps` steps of `component`, snapped and clamped.
    ///
    /// ```swift
    /// picker.stepping(.day, by: -1, from: date)
    /// ```
    public func stepping(_ component: DatePickerComponent, by steps: Int, from date: Date) -> Date {
        guard components.contains(component), steps != 0 else { return normalized(date) }
        let moved: Date?
        switch (component, mode) {
        case (.minute, _):
            moved = steppingMinute(by: steps, from: date)
        case (.hour, .time), (.hour, .countDownTimer):
            let hour = calendar.component(.hour, from: date)
            moved = setting(hour: ((hour + steps) % 24 + 24) % 24, minute: calendar.component(.minute, from: date), of: date)
        default:
            moved = calendar.date(byAdding: component.calendarComponent, value: steps, to: date)
        }
        // Stepping stops at the years dates are exchanged in (1–275759): before year 1 the
        // era flips, and the wheels, which show no era, would count years back up.
        if let moved, !Self.isInExchangedYears(moved, calendar: calendar) { return normalized(date) }
        return normalized(moved ?? date)
    }

    private static func isInExchangedYears(_ date: Date, calendar: Calendar) -> Bool {
        guard calendar.identifier == .gregorian || calendar.identifier == .iso8601 else { return true }
        let parts = calendar.dateComponents([.era, .year], from: date)
        return parts.era == 1 && ISO8601Timestamp.years.contains(parts.year ?? 0)
    }

    /// `date` with seconds dropped and minutes on the interval (modes with a time), then kept
    /// within the limits, preferring the nearest time on the interval inside them.
    ///
    /// ```swift
    /// picker.normalized(date)
    /// ```
    public func normalized(_ date: Date) -> Date {
        var result = snapped(date, up: false)
        guard mode != .countDownTimer else { return result }
        if let minimumDate, result < minimumDate {
            let up = snapped(minimumDate, up: true)
            result = maximumDate.map { up > $0 } == true ? minimumDate : up
        }
        if let maximumDate, result > maximumDate {
            let down = snapped(maximumDate, up: false)
            result = minimumDate.map { down < $0 } == true ? maximumDate : down
        }
        return result
    }

    /// `date` with seconds dropped and minutes floored to the interval (modes with a time),
    /// without applying the limits.
    ///
    /// ```swift
    /// picker.snapped(date)   // 09:07:42 → 09:05 with a 5-minute interval
    /// ```
    public func snapped(_ date: Date) -> Date {
        snapped(date, up: false)
    }

    /// Why `date`, sent from outside (a JSON body), is finer than the picker keeps: seconds or
    /// a fraction of one, or minutes off the interval, which `snapped(_:)` would drop without
    /// a word; nil when it is on a mark (and always in `.date` mode). A value typed into a
    /// request is refused, not changed, as a number off its step is.
    ///
    /// ```swift
    /// DatePickerModel(mode: .time, calendar: utc, minuteInterval: 15).reason(notKeeping: nineThirtySeven)
    /// // "this field keeps times every 15 minutes, without seconds"
    /// ```
    public func reason(notKeeping date: Date) -> String? {
        guard snapped(date) != date else { return nil }
        return Self.reasonForTimes(keptEvery: effectiveMinuteInterval)
    }

    /// What a picker whose minutes step by `interval` keeps, for messages.
    static func reasonForTimes(keptEvery interval: Int) -> String {
        interval == 1 ? "this field keeps whole minutes, without seconds" : "this field keeps times every \(interval) minutes, without seconds"
    }

    /// Whether `date` is within the limits (count-down pickers have none).
    ///
    /// ```swift
    /// picker.contains(date)
    /// ```
    public func contains(_ date: Date) -> Bool {
        guard mode != .countDownTimer else { return true }
        if let minimumDate, date < minimumDate { return false }
        if let maximumDate, date > maximumDate { return false }
        return true
    }

    private func steppingMinute(by steps: Int, from date: Date) -> Date? {
        let interval = effectiveMinuteInterval
        let minute = calendar.component(.minute, from: date)
        // From a minute off the interval, the first step lands on the neighbouring mark.
        let base = steps > 0 ? minute / interval * interval : (minute + interval - 1) / interval * interval
        let target = base + steps * interval
        if mode == .dateAndTime {
            let start = setting(hour: calendar.component(.hour, from: date), minute: minute, of: date) ?? date
            return calendar.date(byAdding: .minute, value: target - minute, to: start)
        }
        return setting(hour: calendar.component(.hour, from: date), minute: (target % 60 + 60) % 60, of: date)
    }

    private func snapped(_ date: Date, up: Bool) -> Date {
        guard mode.showsTime else { return date }
        let interval = effectiveMinuteInterval
        let parts = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        let minute = parts.minute ?? 0
        let onMark = minute % interval == 0 && (parts.second ?? 0) == 0 && (parts.nanosecond ?? 0) == 0
        guard !onMark else { return date }
        let floor = minute / interval * interval
        let start = setting(hour: parts.hour ?? 0, minute: floor, of: date) ?? date
        return up ? calendar.date(byAdding: .minute, value: interval, to: start) ?? start : start
    }

    private func setting(hour: Int, minute: Int, of date: Date) -> Date? {
        calendar.date(bySettingHour: hour, minute: minute, second: 0, of: date)
    }

    private func text(of component: DatePickerComponent, value: Int) -> String {
        switch component {
        case .year:
            return String(value)
        case .month:
            let symbols = calendar.shortMonthSymbols
            return symbols.indices.contains(value - 1) ? symbols[value - 1] : String(value)
        case .day, .hour, .minute:
            return value < 10 ? "0\(value)" : String(value)
        }
    }
}

extension DatePickerComponent {
    var calendarComponent: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        }
    }
}
