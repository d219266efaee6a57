/// A row that can be selected in a `SelectableSection`: it keeps the value it stands for in
/// `selectableValue`, and its `value` is that value while selected, nil otherwise.
///
/// ```swift
/// final class ImageCheckRow<T: Equatable>: Row<ImageCheckCell<T>>, SelectableRowType, RowType {
///     var selectableValue: T?
///     required init(tag: String?) { super.init(tag: tag) }
/// }
/// ```
public protocol SelectableRowType: RowType {
    /// The value the row stands for, whether or not it is selected.
    var selectableValue: Cell.Value? { get set }
}

extension SelectableRowType {
    /// The value the row stands for as `exportValues()` writes it while the row is chosen: what
    /// a JSON body gives under its tag to choose it.
    ///
    /// ```swift
    /// ListCheckRow<String> { $0.selectableValue = "Europe" }.exportedSelectableValue   // .string("Europe")
    /// ```
    public var exportedSelectableValue: FormValue { FormValue(converting: selectableValue) }
}
