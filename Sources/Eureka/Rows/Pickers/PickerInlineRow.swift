/// A row showing its value that expands a `PickerRow` over `options` right below itself.
///
/// ```swift
/// PickerInlineRow<String>("flavour") { $0.title = "Flavour"; $0.options = ["Vanilla", "Mint"] }
/// ```
public final class PickerInlineRow<T: Equatable>: InlinePickerParentRow<PickerInlineCell<T>>, RowType, InlineRowType {
    /// The row expanded below: a picker over the same options.
    public typealias InlineRow = PickerRow<T>

    /// The options, in order.
    public var options: [T] = []

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// Gives the picker this row's options and display.
    public func setupInlineRow(_ inlineRow: PickerRow<T>) {
        inlineRow.options = options
        inlineRow.displayValueFor = displayValueFor
    }
}
