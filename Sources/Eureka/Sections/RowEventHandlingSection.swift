/// A section that reacts to its rows being selected or changing value, without touching the
/// rows' own callbacks: `Row.didSelect()` and `BaseRow.valueDidChange` call it directly.
/// This is how `SelectableSection` selects and a multivalued section's add button inserts while
/// the app's `onCellSelection` and `onChange` still run.
protocol RowEventHandlingSection: Section {
    /// A row of this section was selected (not disabled); runs after the row's `customDidSelect()`
    /// and before its `onCellSelection`.
    func handleSelection(of row: BaseRow)

    /// A row of this section changed value; runs after the row's own change pipeline.
    func handleValueChange(of row: BaseRow)
}

extension RowEventHandlingSection {
    func handleSelection(of row: BaseRow) {}
    func handleValueChange(of row: BaseRow) {}
}
