/// A row that is a two-wheel picker, always shown.
///
/// ```swift
/// DoublePickerRow<Int, String> { $0.firstOptions = { [1, 2] }; $0.secondOptions = { _ in ["a", "b"] } }
/// ```
public final class DoublePickerRow<A: Equatable, B: Equatable>: DoublePickerRowBase<A, B, PickerCell<Tuple<A, B>>>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}

/// A row showing its value, edited in place with a two-wheel picker while focused.
///
/// ```swift
/// DoublePickerInputRow<String, Int>("seat") { $0.firstOptions = { ["A", "B"] }; $0.secondOptions = { _ in Array(1...30) } }
/// ```
public final class DoublePickerInputRow<A: Equatable, B: Equatable>: DoublePickerRowBase<A, B, PickerInputCell<Tuple<A, B>>>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}

/// A row showing its value that expands a `DoublePickerRow` right below itself.
///
/// ```swift
/// DoublePickerInlineRow<String, String>("dish") {
///     $0.firstOptions = { ["Fruit", "Veg"] }
///     $0.secondOptions = { $0 == "Fruit" ? ["Apple"] : ["Leek"] }
/// }
/// ```
public final class DoublePickerInlineRow<A: Equatable, B: Equatable>: InlinePickerParentRow<PickerInlineCell<Tuple<A, B>>>, RowType, InlineRowType {
    /// The row expanded below.
    public typealias InlineRow = DoublePickerRow<A, B>

    /// The first wheel's options.
    public var firstOptions: () -> [A] = { [] }
    /// The second wheel's options for a first option.
    public var secondOptions: (A) -> [B] = { _ in [] }
    /// Title of a first-wheel option.
    public var displayValueForFirstRow: (A) -> String = { String(describing: $0) }
    /// Title of a second-wheel option.
    public var displayValueForSecondRow: (B) -> String = { String(describing: $0) }

    /// Creates the row; the value shows as "first, second".
    public required init(tag: String?) {
        super.init(tag: tag)
        // Weak: the closure may be copied to rows that outlive this one.
        displayValueFor = { [weak self] value in
            guard let self, let value else { return nil }
            return "\(displayValueForFirstRow(value.a)), \(displayValueForSecondRow(value.b))"
        }
    }

    /// Gives the picker this row's options and titles.
    public func setupInlineRow(_ inlineRow: DoublePickerRow<A, B>) {
        inlineRow.firstOptions = firstOptions
        inlineRow.secondOptions = secondOptions
        inlineRow.displayValueForFirstRow = displayValueForFirstRow
        inlineRow.displayValueForSecondRow = displayValueForSecondRow
    }
}
