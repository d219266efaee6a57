import Foundation

/// A date, time of day, date and time, or duration, with the picker's limits and wheels.
///
/// ```swift
/// if case .date(let entry) = row.control {
///     print(entry.mode, entry.valueText ?? "none", entry.wheels.map(\.text))
/// }
/// ```
public struct DateEntry: Hashable, Sendable {
    /// How the date is edited.
    public enum Presentation: Hashable, Sendable {
        /// Shown as text; the wheels appear while the row has focus (`DateRow`, `TimeRow`, …).
        case field
        /// The wheels are always shown (`DatePickerRow`, inline pickers).
        case wheels
    }

    /// What is edited.
    public var mode: DatePickerMode
    /// The value.
    public var value: Date?
    /// The value as wall-clock fields in the row's calendar and time zone.
    public var valueParts: DateParts?
    /// The earliest date, as fields.
    public var minimumParts: DateParts?
    /// The latest date, as fields.
    public var maximumParts: DateParts?
    /// The date the picker starts from without a value (its wheels show it), as fields: what a
    /// typed time of day is added to.
    public var startParts: DateParts?
    /// Text the user typed that did not become a date, to show back with its error.
    public var rejectedText: String?
    /// Minutes per step of the minute wheel.
    public var minuteInterval: Int
    /// The wheels and their positions for the value (or the start date without one).
    public var wheels: [DatePickerComponentValue]
    /// The value as the row formats it, or nil.
    public var valueText: String?
    /// The value as text to start typing from ("" without a value).
    public var textForTyping: String
    /// An example of how to type a date here, for hints and errors.
    public var typingExample: String
    /// How it is edited.
    public var presentation: Presentation
    /// Whether the row keeps a time of day of its own (a date-and-time row), even while its
    /// mode shows only the date (an all-day event): a renderer that edits the date alone keeps
    /// the time beside it.
    public var holdsTimeOfDay = false
    /// The time zone a time of day is in, named for people ("UTC", "Asia/Tokyo"), when the
    /// mode shows one: a renderer whose user may be elsewhere (a web page served from another
    /// continent) says which clock the time is on. Nil for dates alone and durations.
    public var timeZoneName: String?

    /// A date entry.
    ///
    /// ```swift
    /// DateEntry(mode: .date, value: nil, minuteInterval: 1, wheels: [], presentation: .field)
    /// ```
    public init(
        mode: DatePickerMode,
        value: Date?,
        valueParts: DateParts? = nil,
        minimumParts: DateParts? = nil,
        maximumParts: DateParts? = nil,
        startParts: DateParts? = nil,
        rejectedText: String? = nil,
        minuteInterval: Int,
        wheels: [DatePickerComponentValue],
        valueText: String? = nil,
        textForTyping: String = "",
        typingExample: String = "",
        presentation: Presentation
    ) {
        self.mode = mode
        self.value = value
        self.valueParts = valueParts
        self.minimumParts = minimumParts
        self.maximumParts = maximumParts
        self.startParts = startParts
        self.rejectedText = rejectedText
        self.minuteInterval = minuteInterval
        self.wheels = wheels
        self.valueText = valueText
        self.textForTyping = textForTyping
        self.typingExample = typingExample
        self.presentation = presentation
    }
}
