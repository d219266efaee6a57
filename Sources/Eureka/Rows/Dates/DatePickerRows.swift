import Foundation

/// A day picker (year, month, day), always shown.
///
/// ```swift
/// DatePickerRow("day") { $0.value = .now }
/// ```
public final class DatePickerRow: DateInputRowBase<DatePickerCell>, RowType {
    /// Edits a day.
    public override class var defaultDatePickerMode: DatePickerMode { .date }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// The wheels are always shown.
    public override var dateEntryPresentation: DateEntry.Presentation { .wheels }
}

/// A time-of-day picker (hour, minute), always shown.
///
/// ```swift
/// TimePickerRow("alarm") { $0.minuteInterval = 5 }
/// ```
public final class TimePickerRow: DateInputRowBase<DatePickerCell>, RowType {
    /// Edits a time of day.
    public override class var defaultDatePickerMode: DatePickerMode { .time }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// The wheels are always shown.
    public override var dateEntryPresentation: DateEntry.Presentation { .wheels }
}

/// A day-and-time picker, always shown.
///
/// ```swift
/// DateTimePickerRow("meeting") { $0.minuteInterval = 15 }
/// ```
public final class DateTimePickerRow: DateInputRowBase<DatePickerCell>, RowType {
    /// Edits a day and time.
    public override class var defaultDatePickerMode: DatePickerMode { .dateAndTime }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// The wheels are always shown.
    public override var dateEntryPresentation: DateEntry.Presentation { .wheels }
}

/// A duration picker (hours, minutes), always shown.
///
/// ```swift
/// CountDownPickerRow("timer") { $0.minuteInterval = 5 }
/// ```
public final class CountDownPickerRow: DateInputRowBase<DatePickerCell>, RowType {
    /// Edits a duration.
    public override class var defaultDatePickerMode: DatePickerMode { .countDownTimer }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// The wheels are always shown.
    public override var dateEntryPresentation: DateEntry.Presentation { .wheels }
}
