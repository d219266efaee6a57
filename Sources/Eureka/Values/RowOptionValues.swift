/// Rows that offer options, giving them as exported values: how a JSON body names an option
/// (the same way `exportValues()` writes the chosen one) and what a schema lists in `enum`.
protocol RowOptionValues {
    associatedtype Option
    /// The options known now; nil until loaded.
    var knownOptions: [Option]? { get }
}

extension RowOptionValues {
    /// The options known now, each as `exportValues()` would write it; nil until loaded.
    var exportedOptions: [FormValue]? { knownOptions?.map { FormValue(converting: $0) } }

    /// The index of the option `exportValues()` would write as `value`, converting options only
    /// until it is found (no array of every option's export).
    func optionIndex(exportedAs value: FormValue) -> Int? {
        knownOptions?.firstIndex { FormValue(converting: $0).isJSONEqual(to: value) }
    }
}

extension FormValue {
    /// Whether two values are equal as JSON (and the schema's `enum`) compares them: numbers by
    /// value, so 2.0 names the option 2.
    func isJSONEqual(to other: FormValue) -> Bool {
        switch (self, other) {
        case (.int(let whole), .double(let number)), (.double(let number), .int(let whole)): Int(exactly: number) == whole
        default: self == other
        }
    }
}

extension OptionsRow: RowOptionValues {
    var knownOptions: [Cell.Value]? { options }
}

extension GenericMultipleSelectorRow: RowOptionValues {
    var knownOptions: [T]? { options }
}

extension SegmentedRow: RowOptionValues {
    var knownOptions: [T]? { options }
}

extension PickerRowBase: RowOptionValues {
    var knownOptions: [Cell.Value]? { options }
}

extension PickerInlineRow: RowOptionValues {
    var knownOptions: [T]? { options }
}
