import Eureka

/// A native date, time or date-and-time input, limited and stepped as the row's picker is.
/// Count-down rows are durations, not times: `DurationMarkup` draws them.
struct DateMarkup {
    let entry: DateEntry
    let context: HTMLRowContext

    func write(into html: inout HTMLWriter) {
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

    private func text(_ parts: DateParts) -> String { Self.text(parts, mode: entry.mode) }

    static func text(_ parts: DateParts, mode: DatePickerMode) -> String {
        switch mode {
        case .date: parts.isoDate
        case .time, .countDownTimer: parts.isoTime
        case .dateAndTime: parts.isoDateTime
        }
    }
}
