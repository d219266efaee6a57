/// The screen a `MultipleSelectorRow` shows: its options as a checklist where each selection
/// toggles that option's membership in the row's set. It stays open until dismissed.
///
/// ```swift
/// MultipleSelectorRow<String>().onPresent { from, to in
///     to.sectionKeyForValue = { $0.count > 4 ? "Long" : "Short" }
/// }
/// ```
open class MultipleSelectorViewController<Row: OptionsProviderRow>: BaseSelectorViewController<Row>
where Row: BaseRow, Row.Option: Hashable, Row.Cell.Value == Set<Row.Option> {
    /// Every option toggles on its own.
    ///
    /// ```swift
    /// selector.selectionType   // .multipleSelection
    /// ```
    open override var selectionType: SelectionType { .multipleSelection }

    /// Whether the row's set contains `option`.
    ///
    /// ```swift
    /// selector.isSelected("Swift")
    /// ```
    open override func isSelected(_ option: Row.Option) -> Bool {
        row?.value?.contains(option) ?? false
    }

    /// Adds or removes the option from the row's set (an empty set stays empty, not nil).
    open override func optionWasSelected(_ optionRow: ListCheckRow<Row.Option>) {
        guard let row, let option = optionRow.selectableValue else { return }
        var newValue = row.value ?? []
        if optionRow.value != nil {
            newValue.insert(option)
        } else {
            newValue.remove(option)
        }
        row.value = newValue
    }
}
