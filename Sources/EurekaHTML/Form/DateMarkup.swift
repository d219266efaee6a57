import Eureka

/// A native date, time or date-and-time input, limited and stepped as the row's picker is.
/// Count-down rows are durations, not times: `DurationMarkup` draws them.
struct DateMarkup {
    let entry: DateEntry
    let context: HTMLRowContext

    func write(into html: inout HTMLWriter) {
        // The server's clock need not be the visitor's: a time says which zone it is in, and
        // the control is described by that.
        var context = context
        let zoneID = entry.timeZoneName == nil ? nil : FormElementID.timeZone(context.fieldName)
        if let zoneID { context.describedBy.append(zoneID) }
        html.void(.input) { attributes in
            attributes.attribute(.type, inputType)
            attributes.attribute(.class, "eu-input eu-date")
            attributes.attribute(.id, context.controlID)
            attributes.attribute(.name, context.fieldName)
            attributes.attribute(.value, Self.valueText(of: entry, refusedText: context.refusedText))
            if let minimum = entry.minimumParts { attributes.attribute(.min, text(minimum)) }
            if let maximum = entry.maximumParts { attributes.attribute(.max, text(maximum)) }
            if entry.mode != .date { attributes.attribute(.step, entry.minuteInterval * 60) }
            ControlAttributes.common(context, &attributes)
        }
        if let zoneID, let zone = entry.timeZoneName {
            html.element(
                .span,
                attributes: {
                    $0.attribute(.class, "eu-zone"); $0.attribute(.id, zoneID)
                }, text: "Time zone: " + zone)
        }
        // A date input posts no time of day, yet the value has one (an all-day event's start):
        // it goes beside it, so that the time is still there when the row shows it again.
        if let time = Self.timeOfDayField(of: entry, key: context.fieldName) {
            html.void(.input) { attributes in
                attributes.attribute(.type, "hidden")
                attributes.attribute(.name, time.name)
                attributes.attribute(.value, time.value)
            }
        }
    }

    /// The name of the field holding the time of day beside a date input.
    static func timeOfDayName(_ key: String) -> String { key + ".time" }

    /// The hidden field beside a date input whose row keeps a time of day the input cannot
    /// post ("10:05": a date-and-time row shown as a date); nil for other inputs (a plain date
    /// row's time of day is no part of what it asks) and without a value.
    static func timeOfDayField(of entry: DateEntry, key: String) -> (name: String, value: String)? {
        guard entry.mode == .date, entry.holdsTimeOfDay, let parts = entry.valueParts else { return nil }
        return (timeOfDayName(key), parts.isoTime)
    }

    var inputType: String {
        switch entry.mode {
        case .date: "date"
        case .time, .countDownTimer: "time"
        case .dateAndTime: "datetime-local"
        }
    }

    /// What the input for `entry` holds: the text its post or its row refused, else its value as
    /// ISO text. (A posted time off the row's step is refused but still a time the input shows.)
    static func valueText(of entry: DateEntry, refusedText: String? = nil) -> String {
        refusedText ?? entry.rejectedText ?? entry.valueParts.map { text($0, mode: entry.mode) } ?? ""
    }

    /// Whether an input of `mode`'s type keeps `text` as its value, which HTML asks of its
    /// shape alone: a date of four or more year digits ("275760-01-01"), a time, or both
    /// joined by "T". A browser empties a value of another shape.
    ///
    /// ```swift
    /// DateMarkup.inputCanHold("275760-01-01", mode: .date)   // true
    /// DateMarkup.inputCanHold("01/02/2027", mode: .date)     // false
    /// ```
    static func inputCanHold(_ text: String, mode: DatePickerMode) -> Bool {
        let bytes = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Bool { range.allSatisfy { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 } }
        // The date part: YYYY…-MM-DD, ending at `end`.
        func isDate(end: Int) -> Bool {
            end >= 10 && bytes[end - 3] == UInt8(ascii: "-") && bytes[end - 6] == UInt8(ascii: "-")
                && digits(0..<(end - 6)) && digits((end - 5)..<(end - 3)) && digits((end - 2)..<end)
        }
        // The time part from `start`: HH:MM, then :SS and a fraction if any.
        func isTime(from start: Int) -> Bool {
            let rest = bytes.count - start
            guard rest >= 5, digits(start..<(start + 2)), bytes[start + 2] == UInt8(ascii: ":"), digits((start + 3)..<(start + 5)) else { return false }
            if rest == 5 { return true }
            guard rest >= 8, bytes[start + 5] == UInt8(ascii: ":"), digits((start + 6)..<(start + 8)) else { return false }
            return rest == 8 || (rest > 9 && bytes[start + 8] == UInt8(ascii: ".") && digits((start + 9)..<bytes.count))
        }
        switch mode {
        case .date: return isDate(end: bytes.count)
        case .time, .countDownTimer: return isTime(from: 0)
        case .dateAndTime:
            guard let separator = bytes.firstIndex(of: UInt8(ascii: "T")) else { return false }
            return isDate(end: separator) && isTime(from: separator + 1)
        }
    }

    private func text(_ parts: DateParts) -> String { Self.text(parts, mode: entry.mode) }

    static func text(_ parts: DateParts, mode: DatePickerMode) -> String {
        switch mode {
        case .date: parts.isoDate
        case .time, .countDownTimer: parts.isoTime
        case .dateAndTime: parts.isoDateTime
        }
    }
}
