/// A row that is a three-wheel picker, always shown.
///
/// ```swift
/// TriplePickerRow<Int, Int, Int> { $0.firstOptions = { [1] }; $0.secondOptions = { _ in [2] }; $0.thirdOptions = { _, _ in [3] } }
/// ```
public final class TriplePickerRow<A: Equatable, B: Equatable, C: Equatable>: TriplePickerRowBase<A, B, C, PickerCell<Tuple3<A, B, C>>>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}

/// A row showing its value, edited in place with a three-wheel picker while focused.
///
/// ```swift
/// TriplePickerInputRow<String, String, String>("place") { $0.title = "Place" }
/// ```
public final class TriplePickerInputRow<A: Equatable, B: Equatable, C: Equatable>: TriplePickerRowBase<A, B, C, PickerInputCell<Tuple3<A, B, C>>>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}

/// A row showing its value that expands a `TriplePickerRow` right below itself.
///
/// ```swift
/// TriplePickerInlineRow<String, String, String>("place") { $0.title = "Place" }
/// ```
public final class TriplePickerInlineRow<A: Equatable, B: Equatable, C: Equatable>: InlinePickerParentRow<PickerInlineCell<Tuple3<A, B, C>>>, RowType,
    InlineRowType
{
    /// The row expanded below.
    public typealias InlineRow = TriplePickerRow<A, B, C>

    /// The first wheel's options.
    public var firstOptions: () -> [A] = { [] }
    /// The second wheel's options for a first option.
    public var secondOptions: (A) -> [B] = { _ in [] }
    /// The third wheel's options for a first and second option.
    public var thirdOptions: (A, B) -> [C] = { _, _ in [] }
    /// Title of a first-wheel option.
    public var displayValueForFirstRow: (A) -> String = { String(describing: $0) }
    /// Title of a second-wheel option.
    public var displayValueForSecondRow: (B) -> String = { String(describing: $0) }
    /// Title of a third-wheel option.
    public var displayValueForThirdRow: (C) -> String = { String(describing: $0) }

    /// Creates the row; the value shows as "first, second, third".
    public required init(tag: String?) {
        super.init(tag: tag)
        // Weak: the closure may be copied to rows that outlive this one.
        displayValueFor = { [weak self] value in
            guard let self, let value else { return nil }
            return "\(displayValueForFirstRow(value.a)), \(displayValueForSecondRow(value.b)), \(displayValueForThirdRow(value.c))"
        }
    }

    /// Gives the picker this row's options and titles.
    public func setupInlineRow(_ inlineRow: TriplePickerRow<A, B, C>) {
        inlineRow.firstOptions = firstOptions
        inlineRow.secondOptions = secondOptions
        inlineRow.thirdOptions = thirdOptions
        inlineRow.displayValueForFirstRow = displayValueForFirstRow
        inlineRow.displayValueForSecondRow = displayValueForSecondRow
        inlineRow.displayValueForThirdRow = displayValueForThirdRow
    }
}
