import Foundation

/// Eureka's date-limit settings, shared by every date row.
///
/// ```swift
/// (row as? any DatePickerRowProtocol)?.maximumDate = .now
/// ```
public protocol DatePickerRowProtocol: BaseRow {
    /// The earliest date the picker reaches.
    var minimumDate: Date? { get set }
    /// The latest date the picker reaches.
    var maximumDate: Date? { get set }
    /// Minutes per step of the minute wheel (nil: 1).
    var minuteInterval: Int? { get set }
}

/// A date row a renderer edits in place: show the wheels, step them, or take typed text.
///
/// ```swift
/// if let dates = row as? any DateInputRow {
///     let wheels = dates.pickerComponentValues       // e.g. year, month, day
///     dates.step(wheels[1].component, by: 1)          // ↑ on the month wheel
///     dates.setDate(fromText: "Mar 5, 2024")          // or typed text
/// }
/// ```
public protocol DateInputRow: DatePickerRowProtocol, InputErrorReporting {
    /// The picker: mode, calendar, limits and interval.
    var datePicker: DatePickerModel { get }
    /// The date the wheels show: the value, or the start date when there is none.
    var pickerDate: Date { get }
    /// Each wheel's position for `pickerDate`.
    var pickerComponentValues: [DatePickerComponentValue] { get }
    /// The value as text to start typing from ("" when there is none).
    var textForTyping: String { get }
    /// Moves one wheel by `steps`, clamped and snapped; sets the value.
    func step(_ component: DatePickerComponent, by steps: Int)
    /// Sets the value from typed text read by the row's formatter, or records `inputError`.
    func setDate(fromText text: String)
}

/// A row whose dates are kept by a ``DatePickerModel``: what a date from outside (a JSON body)
/// is checked against before it is stored.
protocol DatePickerModelProviding: BaseRow {
    /// The picker model: mode, calendar, limits and minute interval.
    var datePicker: DatePickerModel { get }
}

extension DateRowBase: DatePickerModelProviding {}
