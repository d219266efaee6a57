import Foundation

/// The base of every date row: limits, minute interval, formatter, and the calendar and time
/// zone dates are shown and stepped in.
///
/// Setting `calendar` or `timeZone` also updates the current `dateFormatter`; a formatter you
/// set afterwards keeps its own settings.
///
/// ```swift
/// DateRow("start") {
///     $0.timeZone = TimeZone(identifier: "Europe/Paris")!
///     $0.minimumDate = .now
/// }
/// ```
open class DateRowBase<Cell: TypedCellType>: Row<Cell>, DatePickerRowProtocol where Cell.Value == Date {
    /// The mode rows of this class use; subclasses override it.
    ///
    /// ```swift
    /// TimeRow.defaultDatePickerMode   // .time
    /// ```
    open class var defaultDatePickerMode: DatePickerMode { .date }

    /// What the row's picker edits; defaults to the class's mode. Changing it (an all-day switch
    /// turning date-and-time rows into date rows) changes the wheels; set `dateFormatter` to match.
    ///
    /// ```swift
    /// startsRow.datePickerMode = .date
    /// ```
    public var datePickerMode: DatePickerMode {
        get { datePickerModeOverride ?? type(of: self).defaultDatePickerMode }
        set {
            datePickerModeOverride = newValue == type(of: self).defaultDatePickerMode ? nil : newValue
            if let inline = expandedInlineRow as? DatePickerModeSettable { inline.datePickerMode = newValue }
            updateCell()
        }
    }
    private var datePickerModeOverride: DatePickerMode?

    /// The earliest date the picker reaches.
    public var minimumDate: Date?
    /// The latest date the picker reaches.
    public var maximumDate: Date?
    /// Minutes per step of the minute wheel (nil: 1).
    public var minuteInterval: Int?

    override var boundsDefinitionProblem: String? {
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            return "minimumDate \(minimumDate.formatted(.iso8601)) is after maximumDate \(maximumDate.formatted(.iso8601))"
        }
        if let minuteInterval, !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 {
            return "minuteInterval \(minuteInterval) does not divide an hour (1 to 30 minutes); 1 is used"
        }
        return nil
    }
    /// Formats the value for display and reads typed dates; defaults per mode (date: medium,
    /// time: short, date and time: short both, count-down: "H:mm").
    public var dateFormatter: DateFormatter?
    /// The date the picker starts from when there is no value; nil means now.
    public var pickerStartDate: Date?

    /// The calendar dates are stepped in (its locale names the months).
    public var calendar: Calendar = .current {
        didSet { configureFormatter() }
    }

    /// The time zone dates are shown and stepped in.
    public var timeZone: TimeZone = .current {
        didSet { configureFormatter() }
    }

    /// Creates the row with its mode's default formatter.
    public required init(tag: String?) {
        super.init(tag: tag)
        dateFormatter = datePickerMode.makeDefaultFormatter()
        configureFormatter()
    }

    override func defaultDisplayText(for value: Date?) -> String? {
        value.flatMap { formattedText(for: $0) }
    }

    /// The picker model for this row's mode, calendar, time zone, limits and interval.
    public var datePicker: DatePickerModel {
        var zoned = calendar
        zoned.timeZone = timeZone
        return DatePickerModel(
            mode: datePickerMode, calendar: zoned, minimumDate: minimumDate,
            maximumDate: maximumDate, minuteInterval: minuteInterval ?? 1)
    }

    /// The date the wheels show: the value, or the start date (now) within the limits.
    public var pickerDate: Date {
        value ?? datePicker.normalized(pickerStartDate ?? Date())
    }

    /// `date` through `dateFormatter` (ISO 8601 when there is none).
    ///
    /// ```swift
    /// row.formattedText(for: .now)   // "Mar 5, 2024" for a DateRow in English
    /// ```
    public func formattedText(for date: Date) -> String {
        guard let dateFormatter else { return ISO8601DateFormatter().string(from: date) }
        return dateFormatter.string(from: date)
    }

    private func configureFormatter() {
        guard let dateFormatter else { return }
        // Locale first: on some platforms setting it resets the formatter's calendar.
        if let locale = calendar.locale { dateFormatter.locale = locale }
        var zoned = calendar
        zoned.timeZone = timeZone
        dateFormatter.calendar = zoned
        dateFormatter.timeZone = timeZone
    }

    /// Copies limits, interval, formatter, calendar, time zone and start date to another date
    /// row (an inline picker).
    func copyDateSettings<Other>(to other: DateRowBase<Other>) {
        other.minimumDate = minimumDate
        other.maximumDate = maximumDate
        other.minuteInterval = minuteInterval
        other.pickerStartDate = pickerStartDate
        other.calendar = calendar
        other.timeZone = timeZone
        other.datePickerMode = datePickerMode
        other.dateFormatter = dateFormatter
        other.displayValueFor = displayValueFor
        other.noValueDisplayText = noValueDisplayText
    }
}

/// A date row whose mode can be changed whatever its cell type (to pass the mode to an inline picker).
protocol DatePickerModeSettable: AnyObject {
    var datePickerMode: DatePickerMode { get set }
}

extension DateRowBase: DatePickerModeSettable {}
