/// Rows that offer options, giving them as exported values: how a JSON body names an option
/// (the same way `exportValues()` writes the chosen one) and what a schema lists in `enum`.
protocol RowOptionValues {
    /// The options known now, each as `exportValues()` would write it; nil until loaded.
    var exportedOptions: [FormValue]? { get }
}

extension OptionsRow: RowOptionValues {
    var exportedOptions: [FormValue]? { options?.map { FormValue(converting: $0) } }
}

extension GenericMultipleSelectorRow: RowOptionValues {
    var exportedOptions: [FormValue]? { options?.map { FormValue(converting: $0) } }
}

extension SegmentedRow: RowOptionValues {
    var exportedOptions: [FormValue]? { options?.map { FormValue(converting: $0) } }
}

extension PickerRowBase: RowOptionValues {
    var exportedOptions: [FormValue]? { options.map { FormValue(converting: $0) } }
}

extension PickerInlineRow: RowOptionValues {
    var exportedOptions: [FormValue]? { options.map { FormValue(converting: $0) } }
}
