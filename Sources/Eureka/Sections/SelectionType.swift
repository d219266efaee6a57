/// How the rows of a `SelectableSection` are selected.
///
/// ```swift
/// SelectableSection<ListCheckRow<String>>("Toppings", selectionType: .multipleSelection)
/// ```
public enum SelectionType: Hashable, Sendable {
    /// Any number of rows; selecting a row toggles it.
    case multipleSelection
    /// At most one row; selecting another moves the selection. With `enableDeselection`,
    /// selecting the selected row clears it; without, it stays selected.
    case singleSelection(enableDeselection: Bool)
}
