import Eureka

/// A count-down row's duration as two selects, hours (0–23) and minutes (in the row's minute
/// interval), posted as `key.hours` and `key.minutes`: a time input would show a clock time
/// ("01:30 AM"), and browsers have no duration input. Selects are what phones show as wheels,
/// like the count-down picker, and they post without script.
struct DurationMarkup {
    let entry: DateEntry
    let title: String
    let context: HTMLRowContext

    func write(into html: inout HTMLWriter) {
        LabelledGroupMarkup.write(
            title: title, fallback: "Duration", class: "eu-control eu-duration", context: context, marksInvalid: true, into: &html
        ) { html in
            let parts = entry.valueParts
            writeSelect(
                name: DurationFields.hoursName(context.fieldName), id: context.controlID, label: "Hours", unit: "h",
                values: Array(0...23), selected: parts?.hour, shown: { String($0) }, into: &html)
            writeSelect(
                name: DurationFields.minutesName(context.fieldName), id: FormElementID.minutes(context.fieldName), label: "Minutes", unit: "min",
                values: minutes(including: parts?.minute), selected: parts?.minute, shown: { $0 < 10 ? "0\($0)" : String($0) }, into: &html)
        }
    }

    /// The minutes the row's interval offers, and the value's own minute should it fall between.
    func minutes(including minute: Int?) -> [Int] {
        let step = min(max(entry.minuteInterval, 1), 30)
        var values = Array(stride(from: 0, to: 60, by: step))
        if let minute, (0...59).contains(minute), !values.contains(minute) {
            values.append(minute)
            values.sort()
        }
        return values
    }

    private func writeSelect(
        name: String, id: String, label: String, unit: String, values: [Int], selected: Int?, shown: (Int) -> String,
        into html: inout HTMLWriter
    ) {
        html.element(
            .select,
            attributes: { attributes in
                attributes.attribute(.class, "eu-select")
                attributes.attribute(.id, id)
                attributes.attribute(.name, name)
                attributes.attribute(.ariaLabel, label)
                attributes.boolean(.disabled, context.isDisabled)
                if context.isInvalid { attributes.attribute(.ariaInvalid, "true") }
            }
        ) { html in
            // Without a value there is nothing to show: an empty choice, as a date input is empty.
            if selected == nil {
                html.element(
                    .option,
                    attributes: {
                        $0.attribute(.value, ""); $0.boolean(.selected)
                    }, text: "—")
            }
            for value in values {
                html.element(
                    .option,
                    attributes: {
                        $0.attribute(.value, value); $0.boolean(.selected, value == selected)
                    }, text: shown(value))
            }
        }
        html.element(
            .span,
            attributes: {
                $0.attribute(.class, "eu-unit"); $0.attribute(.ariaHidden, "true")
            }, text: unit)
    }
}
