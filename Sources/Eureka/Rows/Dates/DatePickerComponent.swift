/// One wheel of a date picker.
///
/// ```swift
/// row.step(.month, by: 1)
/// ```
public enum DatePickerComponent: Hashable, Sendable, CaseIterable {
    /// The year.
    case year
    /// The month of the year.
    case month
    /// The day of the month.
    case day
    /// The hour of the day (0–23).
    case hour
    /// The minute of the hour, on the minute interval.
    case minute
}

/// A date picker wheel's current position, as a number and as the text to show.
///
/// ```swift
/// DatePickerComponentValue(component: .month, value: 3, text: "Mar")
/// ```
public struct DatePickerComponentValue: Hashable, Sendable {
    /// The wheel.
    public var component: DatePickerComponent
    /// Its value: the year, month (1–12), day, hour (0–23) or minute.
    public var value: Int
    /// Its text: "2024", "Mar", "05", "09", "30".
    public var text: String

    /// A wheel position.
    ///
    /// ```swift
    /// DatePickerComponentValue(component: .day, value: 5, text: "05")
    /// ```
    public init(component: DatePickerComponent, value: Int, text: String) {
        self.component = component
        self.value = value
        self.text = text
    }
}
