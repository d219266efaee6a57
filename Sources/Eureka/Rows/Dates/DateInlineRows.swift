import Foundation

/// A row showing a day that expands a `DatePickerRow` right below itself.
///
/// ```swift
/// DateInlineRow("birthday") { $0.title = "Birthday"; $0.value = .now }
/// ```
public final class DateInlineRow: DateInlineRowBase, RowType, InlineRowType {
    /// The picker expanded below.
    public typealias InlineRow = DatePickerRow
    /// Edits a day.
    public override class var defaultDatePickerMode: DatePickerMode { .date }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// Gives the picker this row's date settings.
    public func setupInlineRow(_ inlineRow: DatePickerRow) {
        configureInlinePicker(inlineRow)
    }
}

/// A row showing a time of day that expands a `TimePickerRow` right below itself.
///
/// ```swift
/// TimeInlineRow("alarm") { $0.title = "Alarm"; $0.minuteInterval = 5 }
/// ```
public final class TimeInlineRow: DateInlineRowBase, RowType, InlineRowType {
    /// The picker expanded below.
    public typealias InlineRow = TimePickerRow
    /// Edits a time of day.
    public override class var defaultDatePickerMode: DatePickerMode { .time }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// Gives the picker this row's date settings.
    public func setupInlineRow(_ inlineRow: TimePickerRow) {
        configureInlinePicker(inlineRow)
    }
}

/// A row showing a day and time that expands a `DateTimePickerRow` right below itself.
///
/// ```swift
/// DateTimeInlineRow("meeting") { $0.title = "Meeting" }
/// ```
public final class DateTimeInlineRow: DateInlineRowBase, RowType, InlineRowType {
    /// The picker expanded below.
    public typealias InlineRow = DateTimePickerRow
    /// Edits a day and time.
    public override class var defaultDatePickerMode: DatePickerMode { .dateAndTime }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// Gives the picker this row's date settings.
    public func setupInlineRow(_ inlineRow: DateTimePickerRow) {
        configureInlinePicker(inlineRow)
    }
}

/// A row showing a duration that expands a `CountDownPickerRow` right below itself.
///
/// ```swift
/// CountDownInlineRow("timer") { $0.title = "Timer" }
/// ```
public final class CountDownInlineRow: DateInlineRowBase, RowType, InlineRowType {
    /// The picker expanded below.
    public typealias InlineRow = CountDownPickerRow
    /// Edits a duration.
    public override class var defaultDatePickerMode: DatePickerMode { .countDownTimer }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// Gives the picker this row's date settings.
    public func setupInlineRow(_ inlineRow: CountDownPickerRow) {
        configureInlinePicker(inlineRow)
    }
}
