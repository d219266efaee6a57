/// Rows that offer options, giving them as exported values: how a JSON body names an option
/// (the same way `exportValues()` writes the chosen one) and what a schema lists in `enum`.
protocol RowOptionValues {
    /// The options known now, each as `exportValues()` would write it; nil until loaded.
    var exportedOptions: [FormValue]? { get }
    /// The index of the option `exportValues()` would write as `value`, converting options only
    /// until it is found (no array of every option's export).
    func optionIndex(exportedAs value: FormValue) -> Int?
}

extension Collection where Index == Int {
    /// The first element exported as `value`.
    func firstIndex(exportedAs value: FormValue) -> Int? {
        firstIndex { FormValue(converting: $0) == value }
    }
}

extension OptionsRow: RowOptionValues {
    var exportedOptions: [FormValue]? { options?.map { FormValue(converting: $0) } }
    func optionIndex(exportedAs value: FormValue) -> Int? { options?.firstIndex(exportedAs: value) }
}

extension GenericMultipleSelectorRow: RowOptionValues {
    var exportedOptions: [FormValue]? { options?.map { FormValue(converting: $0) } }
    func optionIndex(exportedAs value: FormValue) -> Int? { options?.firstIndex(exportedAs: value) }
}

extension SegmentedRow: RowOptionValues {
    var exportedOptions: [FormValue]? { options?.map { FormValue(converting: $0) } }
    func optionIndex(exportedAs value: FormValue) -> Int? { options?.firstIndex(exportedAs: value) }
}

extension PickerRowBase: RowOptionValues {
    var exportedOptions: [FormValue]? { options.map { FormValue(converting: $0) } }
    func optionIndex(exportedAs value: FormValue) -> Int? { options.firstIndex(exportedAs: value) }
}

extension PickerInlineRow: RowOptionValues {
    var exportedOptions: [FormValue]? { options.map { FormValue(converting: $0) } }
    func optionIndex(exportedAs value: FormValue) -> Int? { options.firstIndex(exportedAs: value) }
}
