/// The screen a `PushRow` (or `PopoverSelectorRow`) shows: its options as a checklist; selecting
/// one sets the row's value and, by default, closes the screen.
///
/// ```swift
/// PushRow<String>().onPresent { from, to in
///     to.dismissOnSelection = false   // stay open after a pick…
///     to.dismissOnChange = false      // …even when the value changed
///     to.enableDeselection = false    // the picked option cannot be unpicked
/// }
/// ```
open class SelectorViewController<Row: OptionsProviderRow>: BaseSelectorViewController<Row>
where Row: BaseRow, Row.Cell.Value == Row.Option {
    /// Whether selecting the picked option again clears the value.
    public var enableDeselection = true

    /// Whether the screen closes after every selection.
    public var dismissOnSelection = true

    /// Whether the screen closes after a selection that changed the value (when
    /// `dismissOnSelection` is false).
    public var dismissOnChange = true

    /// Single selection, deselectable when `enableDeselection` is true.
    ///
    /// ```swift
    /// selector.selectionType   // .singleSelection(enableDeselection: true)
    /// ```
    open override var selectionType: SelectionType {
        .singleSelection(enableDeselection: enableDeselection)
    }

    /// Whether `option` is the row's value.
    ///
    /// ```swift
    /// selector.isSelected("Red")
    /// ```
    open override func isSelected(_ option: Row.Option) -> Bool {
        row?.value == option
    }

    /// The option as the row shows values (`displayValueFor`).
    ///
    /// ```swift
    /// selector.displayText(for: "Red")
    /// ```
    open override func displayText(for option: Row.Option) -> String {
        row?.displayValueFor?(option) ?? String(describing: option)
    }

    /// Sets the row's value from the selection, then closes as the dismissal rules say.
    open override func optionWasSelected(_ optionRow: ListCheckRow<Row.Option>) {
        guard let row else { return }
        // Each group is its own section: keep a single selection across all of them.
        for other in optionRows where other !== optionRow && other.value != nil {
            other.value = nil
            other.updateCell()
        }
        let newValue = optionRow.value
        let changed = row.value != newValue
        row.value = newValue
        if dismissOnSelection || (changed && dismissOnChange) {
            dismiss()
        }
    }
}
