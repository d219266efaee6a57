/// The base of rows that expand an inline picker below themselves (`PickerInlineRow`,
/// `DoublePickerInlineRow`, …): selection toggles the picker, and it collapses when the row is
/// hidden, disabled or removed. Subclasses conform to `InlineRowType`.
///
/// ```swift
/// final class ColorInlineRow: InlinePickerParentRow<PickerInlineCell<String>>, RowType, InlineRowType {
///     required init(tag: String?) { super.init(tag: tag) }
///     func setupInlineRow(_ inlineRow: PickerRow<String>) { inlineRow.options = ["Red", "Blue"] }
/// }
/// ```
open class InlinePickerParentRow<Cell: TypedCellType>: Row<Cell> {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    private var inlineSelf: (any InlineRowType)? { self as BaseRow as? any InlineRowType }

    /// Selection toggles the inline picker.
    open override func customDidSelect() {
        super.customDidSelect()
        if !isDisabled { inlineSelf?.toggleInlineRow() }
    }
}
