/// A row that stands for one option and shows a checkmark while selected: the option rows of
/// selector screens and `SelectableSection`s.
///
/// Inside a `SelectableSection` the section decides what selecting it does. On its own, in a
/// plain section, selecting it toggles it.
///
/// ```swift
/// form +++ SelectableSection<ListCheckRow<String>>("Where do you live", selectionType: .singleSelection(enableDeselection: true))
/// for continent in ["Africa", "Asia", "Europe"] {
///     form.last! <<< ListCheckRow<String>(continent) {
///         $0.title = continent
///         $0.selectableValue = continent
///         $0.value = nil
///     }
/// }
/// ```
public final class ListCheckRow<T: Equatable>: Row<ListCheckCell<T>>, SelectableRowType, RowType {
    /// The option this row stands for.
    public var selectableValue: T?

    /// Creates an unselected row; set `selectableValue` to the option it stands for.
    ///
    /// ```swift
    /// ListCheckRow<String>("asia") { $0.selectableValue = "Asia" }
    /// ```
    public required init(tag: String? = nil) {
        super.init(tag: tag)
        displayValueFor = nil
    }

    /// Toggles the row when no selectable section manages it (Eureka left such rows inert).
    public override func customDidSelect() {
        super.customDidSelect()
        guard !(section is RowEventHandlingSection) else { return }
        value = value == nil ? selectableValue : nil
        updateCell()
    }
}
