import Foundation

/// A row for a day (year, month, day), shown medium-style ("Mar 5, 2024"), edited in place.
///
/// ```swift
/// DateRow("birthday") { $0.title = "Birthday"; $0.maximumDate = .now }
/// ```
public final class DateRow: DateInputRowBase<DateCell>, RowType {
    /// Edits a day.
    public override class var defaultDatePickerMode: DatePickerMode { .date }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}

/// A row for a time of day (hour, minute), shown short-style ("9:41 AM"), edited in place.
///
/// ```swift
/// TimeRow("alarm") { $0.title = "Alarm"; $0.minuteInterval = 5 }
/// ```
public final class TimeRow: DateInputRowBase<DateCell>, RowType {
    /// Edits a time of day.
    public override class var defaultDatePickerMode: DatePickerMode { .time }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}

/// A row for a day and time, shown short-style ("3/5/24, 9:41 AM"), edited in place.
///
/// ```swift
/// DateTimeRow("meeting") { $0.title = "Meeting"; $0.minuteInterval = 15 }
/// ```
public final class DateTimeRow: DateInputRowBase<DateCell>, RowType {
    /// Edits a day and time.
    public override class var defaultDatePickerMode: DatePickerMode { .dateAndTime }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}

/// A row for a duration in hours and minutes (the date's hour and minute), shown as "1:30",
/// edited in place.
///
/// ```swift
/// CountDownRow("timer") { $0.title = "Timer"; $0.minuteInterval = 5 }
/// ```
public final class CountDownRow: DateInputRowBase<DateCell>, RowType {
    /// Edits a duration.
    public override class var defaultDatePickerMode: DatePickerMode { .countDownTimer }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
