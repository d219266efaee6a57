import Foundation

/// What a date picker edits: a day, a time of day, both, or a duration.
///
/// ```swift
/// DateRow().datePickerMode   // .date
/// ```
public enum DatePickerMode: Hashable, Sendable {
    /// Hour and minute of a day.
    case time
    /// Year, month and day.
    case date
    /// Year, month, day, hour and minute.
    case dateAndTime
    /// Hours and minutes of a duration (the date's hour and minute).
    case countDownTimer

    /// The components a picker in this mode shows, in order.
    ///
    /// ```swift
    /// DatePickerMode.time.components   // [.hour, .minute]
    /// ```
    public var components: [DatePickerComponent] {
        switch self {
        case .time, .countDownTimer: [.hour, .minute]
        case .date: [.year, .month, .day]
        case .dateAndTime: [.year, .month, .day, .hour, .minute]
        }
    }

    /// Whether the mode shows a time (and so snaps to a minute interval).
    var showsTime: Bool { self != .date }

    /// How typed text should look, for error messages.
    func expectation(example: String) -> String {
        switch self {
        case .time: "a time like “\(example)”"
        case .date: "a date like “\(example)”"
        case .dateAndTime: "a date and time like “\(example)”"
        case .countDownTimer: "a duration like “\(example)”"
        }
    }

    /// The formatter a row of this mode shows its value with, until you set your own.
    func makeDefaultFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        switch self {
        case .date:
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
        case .time:
            formatter.dateStyle = .none
            formatter.timeStyle = .short
        case .dateAndTime:
            formatter.dateStyle = .short
            formatter.timeStyle = .short
        case .countDownTimer:
            // A duration, not a clock time: hours without AM/PM, whatever the locale.
            formatter.dateFormat = "H:mm"
        }
        return formatter
    }
}
