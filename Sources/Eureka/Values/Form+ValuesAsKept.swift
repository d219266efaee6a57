import Foundation

extension Form {
    /// ``exportValues(includeHidden:)`` with each date as its row keeps a date picked or sent:
    /// on the picker's minute interval, without seconds. A definition's value may be finer (a
    /// row set to "now"), and importing the export would refuse it rather than round it; these
    /// values are taken back by ``FormInteraction/apply(_:unknownKeys:maximumListLength:)``, for an example body.
    ///
    /// ```swift
    /// let body = try form.exportValuesAsKept().jsonString()   // "09:07:42" written as "09:05:00"
    /// ```
    public func exportValuesAsKept() -> FormValues {
        var export = exportValues()
        for row in allRows where row.isShownInForm {
            guard let tag = row.tag, export.values[tag] != nil, let picker = (row as? any DatePickerModelProviding)?.datePicker,
                let date = row.baseValue as? Date
            else { continue }
            let kept = picker.snapped(date)
            if kept != date, picker.contains(kept) { export.values[tag] = FormValue(converting: kept) }
        }
        return export
    }
}
