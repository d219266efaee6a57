import Foundation

/// The base of date rows edited in place (`DateRow`, `DatePickerRow`, …): wheels a renderer
/// steps, and typed text read by `dateFormatter`.
///
/// Typed text replaces what the picker shows and keeps the rest: a date row keeps the time of
/// day, a time row keeps the day. Text that does not parse, or a date outside the limits,
/// leaves the value and sets `inputError`; empty text sets nil.
///
/// ```swift
/// let row = TimeRow { $0.minuteInterval = 15 }
/// row.step(.minute, by: 1)
/// row.setDate(fromText: "9:30 AM")
/// ```
open class DateInputRowBase<Cell: TypedCellType>: DateRowBase<Cell>, DateInputRow where Cell.Value == Date {
    /// The error of the last typed text that could not be used; cleared by a good edit.
    public private(set) var inputError: FieldInputError?

    override var describedInputError: FieldInputError? { inputError }

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// Each wheel's position for `pickerDate`.
    public var pickerComponentValues: [DatePickerComponentValue] {
        datePicker.values(of: pickerDate)
    }

    /// The formatted value, or "".
    public var textForTyping: String {
        value.map(formattedText(for:)) ?? ""
    }

    /// Moves one wheel by `steps` from `pickerDate`, through the change pipeline.
    ///
    /// ```swift
    /// row.step(.day, by: 1)
    /// ```
    public func step(_ component: DatePickerComponent, by steps: Int) {
        guard !isDisabled, datePicker.components.contains(component) else { return }
        inputError = nil
        value = datePicker.stepping(component, by: steps, from: pickerDate)
    }

    /// Reads `text` with `dateFormatter`, as the wheels show a date
    /// (`DatePickerModel.date(fromWheelText:base:)`), or the ISO 8601 way ("2027-01-05",
    /// `DatePickerModel.date(fromISOText:base:)`), and sets the value. Only what the text
    /// states changes: a date typed into a date-and-time row keeps its time of day. A typed
    /// time off the minute interval is refused (kept as an input error naming the times the
    /// row takes), as a value sent from outside is, not rounded without a word.
    ///
    /// ```swift
    /// row.setDate(fromText: "Jan 5, 2024")
    /// row.inputError?.message   // nil, or why the text was not used
    /// ```
    public func setDate(fromText text: String) {
        guard !isDisabled else { return }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            inputError = nil
            value = nil
            return
        }
        let picker = datePicker
        guard let reading = read(trimmed, picker: picker, formatter: dateFormatter) else {
            // Text in shape whose time (or day) the clocks skip reads nowhere in the time zone.
            if let skipped = skippedTime(typed: trimmed, picker: picker) {
                inputError = skipped
                return
            }
            let example = formattedText(for: pickerDate)
            inputError = FieldInputError(text: text, reason: .notParsable(expected: datePickerMode.expectation(example: example)))
            return
        }
        // A formatter reads a day the clocks skip whole as the next one: read as wall-clock
        // fields, the text names the day it says, and that day is refused.
        if datePickerMode == .date, let skipped = skippedTime(typed: trimmed, picker: picker) {
            inputError = skipped
            return
        }
        let asked = picker.durationFields(wallClockFields(reading.date, stating: reading.stated, into: pickerDate, calendar: picker.calendar))
        let merged = picker.calendar.date(from: asked) ?? reading.date
        let statesTime = !reading.stated.isDisjoint(with: [.hour, .minute])
        // A calendar moves a skipped time on by the jump (01:30 read as 02:30): say so instead,
        // also when the time is the row's own and the typed day is the one that skips it.
        if let jump = picker.clockJump(over: asked) {
            inputError = skippedTimeError(jump, typed: text)
            return
        }
        if statesTime, picker.reason(notKeeping: merged) != nil {
            inputError = FieldInputError(text: text, reason: .outOfRange(limit: intervalDescription(around: merged)))
            return
        }
        // A time kept from before is the row's own: put on the interval as always.
        let candidate = picker.snapped(merged)
        if !picker.contains(candidate) {
            inputError = FieldInputError(text: text, reason: .outOfRange(limit: limitDescription(for: candidate)))
            return
        }
        if let refusal = unkeptYearError(candidate, typed: text) {
            inputError = refusal
            return
        }
        inputError = nil
        value = candidate
    }

    /// A new value replaces text that did not read, and its error with it (every path that
    /// sets the value from text clears the error first): a value the app set after a refused
    /// text kept that error, and the form could not be submitted.
    override func valueDidChange(oldValue: Any?, newValue: Any?) {
        inputError = nil
        super.valueDidChange(oldValue: oldValue, newValue: newValue)
    }

    /// Resetting forgets any input error.
    open override func resetRowValue() {
        inputError = nil
        super.resetRowValue()
    }

    /// `text` read with the row's formatter, as the wheels show a date, or the ISO 8601 way,
    /// in `picker`'s calendar and time zone, with the components the text states (those the
    /// picker shows); nil when it reads none of these ways.
    private func read(_ text: String, picker: DatePickerModel, formatter: DateFormatter?) -> (date: Date, stated: Set<Calendar.Component>)? {
        let shown = Set(picker.components.map(\.calendarComponent))
        // The row's formatter first; then the text as the wheels show the date, so a picker
        // row's own display ("2027 Jan 05") can be typed back (it states every wheel).
        if let formatter, let date = formatter.date(from: text) {
            // A formatter fills what its pattern does not read with defaults (a date-only
            // format reads "5 Mar 2027" as midnight): those are not the user's.
            return (date, DatePatternComponents.stated(by: formatter.dateFormat).map(shown.intersection) ?? shown)
        }
        if let date = picker.date(fromWheelText: text, base: pickerDate) { return (date, shown) }
        if let iso = picker.date(fromISOText: text, base: pickerDate) { return (iso.date, shown.intersection(iso.stated)) }
        return nil
    }

    /// The error for the time (or, for a row of days, the day) `text` names that a clock jump
    /// skips, when the text reads as a date once the time zone's jumps are set aside (read as
    /// wall-clock fields in GMT, merged into the row's date the same way).
    private func skippedTime(typed text: String, picker: DatePickerModel) -> FieldInputError? {
        guard let gmt = TimeZone(secondsFromGMT: 0) else { return nil }
        var wallPicker = picker
        wallPicker.calendar.timeZone = gmt
        var wallFormatter: DateFormatter?
        if let formatter = dateFormatter {
            let probe = DateFormatter()
            probe.locale = formatter.locale
            probe.calendar = wallPicker.calendar
            probe.timeZone = gmt
            probe.dateFormat = formatter.dateFormat
            probe.isLenient = formatter.isLenient
            wallFormatter = probe
        }
        guard let reading = read(text, picker: wallPicker, formatter: wallFormatter) else { return nil }
        // The row's date as wall-clock fields in GMT, to merge the typed ones into.
        let wallBase = pickerDate.addingTimeInterval(Double(picker.calendar.timeZone.secondsFromGMT(for: pickerDate)))
        let asked = wallClockFields(reading.date, stating: reading.stated, into: wallBase, calendar: wallPicker.calendar)
        if let jump = picker.dayJump(over: asked) {
            return skippedDayError(jump, typed: text)
        }
        guard !reading.stated.isDisjoint(with: [.hour, .minute]), let jump = picker.clockJump(over: asked) else { return nil }
        return skippedTimeError(jump, typed: text)
    }

    /// The wall-clock fields of `base` with the `stated` components of `parsed` (those the
    /// picker shows and the text gave) put over them.
    private func wallClockFields(_ parsed: Date, stating stated: Set<Calendar.Component>, into base: Date, calendar: Calendar) -> DateComponents {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: base)
        // A year goes with its era: in a calendar of eras (Japanese), 2015 typed while "now" is
        // in Reiwa is Heisei 27, not Reiwa 27.
        let copied = stated.contains(.year) ? stated.union([.era]) : stated
        let typed = calendar.dateComponents(copied, from: parsed)
        for component in copied { parts.setValue(typed.value(for: component), for: component) }
        if datePickerMode.showsTime { parts.second = 0 }
        return parts
    }

    /// Which times the row takes, with the two next to `date`: "not one of this field's
    /// times: it takes times every 15 minutes, like 11:45 PM or 12:00 AM".
    private func intervalDescription(around date: Date) -> String {
        let picker = datePicker
        let interval = picker.effectiveMinuteInterval
        let earlier = picker.snapped(date)
        let later = picker.calendar.date(byAdding: .minute, value: interval, to: earlier) ?? earlier
        return "not one of this field's times: it takes times every \(interval) minutes, like \(formattedText(for: earlier)) or \(formattedText(for: later))"
    }

    private func limitDescription(for date: Date) -> String {
        if let minimumDate, date < minimumDate { return "earlier than the minimum, \(formattedText(for: minimumDate))" }
        if let maximumDate { return "later than the maximum, \(formattedText(for: maximumDate))" }
        return "out of range"
    }

    // MARK: Description

    /// How the date is edited: as text with wheels while focused (`.field`), or with the wheels
    /// always shown (`.wheels`, the picker rows).
    open var dateEntryPresentation: DateEntry.Presentation { .field }

    /// A date entry with the row's mode, limits and wheels.
    open override var control: RowControl { .date(dateEntry(presentation: dateEntryPresentation)) }

    /// `.setDate`, `.setDateParts`, `.stepDate` and `.setText` change the date (out-of-range or
    /// unreadable input is kept as an input error); other actions as any row.
    open override func perform(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .setDate(let date):
            guard !isDisabled else { throw .disabled(self) }
            setDate(date, typed: date.map(formattedText(for:)) ?? "")
        case .setDateParts(let parts):
            guard !isDisabled else { throw .disabled(self) }
            guard let parts else { return setDate(nil, typed: "") }
            let typed = datePickerMode == .date ? parts.isoDate : datePickerMode == .dateAndTime ? parts.isoDateTime : parts.isoTime
            if let jump = datePicker.clockJump(over: parts) {
                inputError = skippedTimeError(jump, typed: typed)
                return
            }
            if datePickerMode == .countDownTimer {
                if let date = datePicker.calendar.date(from: datePicker.durationFields(parts.calendarFields)) { return setDate(date, typed: typed) }
            }
            if let jump = datePicker.dayJump(over: parts.calendarFields) {
                inputError = skippedDayError(jump, typed: typed)
                return
            }
            guard let date = datePicker.date(from: parts) else {
                inputError = FieldInputError(text: typed, reason: .notParsable(expected: datePickerMode.expectation(example: formattedText(for: pickerDate))))
                return
            }
            setDate(date, typed: typed)
        case .stepDate(let component, let steps):
            guard !isDisabled else { throw .disabled(self) }
            step(component, by: steps)
        case .setText(let text), .editText(let text, _):
            guard !isDisabled else { throw .disabled(self) }
            setDate(fromText: text)
        default:
            try super.perform(action)
        }
    }

    /// Sets `date` snapped to the interval, or records an input error when it is out of range.
    private func setDate(_ date: Date?, typed: String) {
        guard let date else {
            inputError = nil
            value = nil
            return
        }
        // The value the row holds is kept as it is, seconds and all: setting it again only takes
        // back rejected text ("Enter keeps" after a refused answer), never snaps it anew.
        if date == value {
            inputError = nil
            return
        }
        let candidate = datePicker.snapped(date)
        guard datePicker.contains(candidate) else {
            inputError = FieldInputError(text: typed, reason: .outOfRange(limit: limitDescription(for: candidate)))
            return
        }
        if let refusal = unkeptYearError(candidate, typed: typed) {
            inputError = refusal
            return
        }
        inputError = nil
        value = candidate
    }

    /// The error for a time the clocks skip, naming the jump in the row's locale.
    private func skippedTimeError(_ jump: ClockJump, typed: String) -> FieldInputError {
        FieldInputError(text: typed, reason: .outOfRange(limit: jump.reason(locale: dateFormatter?.locale ?? .current)))
    }

    /// The error for a day a clock jump skips whole, naming the jump in the row's locale.
    private func skippedDayError(_ jump: ClockJump, typed: String) -> FieldInputError {
        FieldInputError(text: typed, reason: .outOfRange(limit: jump.dayReason(locale: dateFormatter?.locale ?? .current)))
    }

    /// The error for a date whose year in UTC, where it is stored and exported, is outside the
    /// years a page and JSON take (so its export would not read back); nil for a duration.
    private func unkeptYearError(_ date: Date, typed: String) -> FieldInputError? {
        guard datePickerMode != .countDownTimer, let reason = ISO8601Timestamp.reason(notKeeping: date) else { return nil }
        return FieldInputError(text: typed, reason: .notParsable(expected: "a date that can be kept: \(reason)"))
    }
}
