/// The shared behaviour of single-wheel pickers: `options`, one component, selection by index.
///
/// ```swift
/// final class SizePickerRow: PickerRowBase<PickerInputCell<String>>, RowType {
///     required init(tag: String?) { super.init(tag: tag); options = ["S", "M", "L"] }
/// }
/// ```
open class PickerRowBase<Cell: TypedCellType>: Row<Cell>, PickerComponentsRow {
    /// The options, in order; titles come from `displayValueFor`.
    public var options: [Cell.Value] = []

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// One wheel with the options; the value's option is selected.
    public var pickerComponents: [PickerComponent] {
        let titles = options.map { displayText(for: $0) ?? String(describing: $0) }
        return [PickerComponent(titles: titles, selectedIndex: value.flatMap { options.firstIndex(of: $0) })]
    }

    /// Sets the value to option `index` (wheel 0 only), through the change pipeline.
    ///
    /// ```swift
    /// row.selectPickerOption(at: 2, inComponent: 0)
    /// ```
    public func selectPickerOption(at index: Int, inComponent component: Int) {
        guard !isDisabled, component == 0, options.indices.contains(index) else { return }
        value = options[index]
    }
}

/// A row that is a picker, always shown, over `options`.
///
/// ```swift
/// PickerRow<String>("flavour") { $0.options = ["Vanilla", "Mint"]; $0.value = "Mint" }
/// ```
public final class PickerRow<T: Equatable>: PickerRowBase<PickerCell<T>>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
