/// A row showing its value, edited in place with a picker over `options` while focused.
///
/// ```swift
/// PickerInputRow<String>("size") { $0.title = "Size"; $0.options = ["S", "M", "L"] }
/// ```
public final class PickerInputRow<T: Equatable>: PickerRowBase<PickerInputCell<T>>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
