/// The shared behaviour of two-wheel pickers whose second wheel depends on the first.
///
/// Choosing a first option keeps the second if it is still offered, else picks the first
/// offered one (no value when none is).
///
/// ```swift
/// DoublePickerInputRow<String, String> {
///     $0.firstOptions = { ["Fruit", "Veg"] }
///     $0.secondOptions = { $0 == "Fruit" ? ["Apple", "Pear"] : ["Leek"] }
/// }
/// ```
open class DoublePickerRowBase<A: Equatable, B: Equatable, Cell: TypedCellType>: Row<Cell>, PickerComponentsRow
where Cell.Value == Tuple<A, B> {
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

    /// Two wheels; the second lists the options of the selected first option (or of the
    /// first one, as a wheel shows before anything is chosen).
    public var pickerComponents: [PickerComponent] {
        let firsts = firstOptions()
        let seconds = (value?.a ?? firsts.first).map(secondOptions) ?? []
        return [
            PickerComponent(
                titles: firsts.map(displayValueForFirstRow),
                selectedIndex: value.flatMap { firsts.firstIndex(of: $0.a) }),
            PickerComponent(
                titles: seconds.map(displayValueForSecondRow),
                selectedIndex: value.flatMap { seconds.firstIndex(of: $0.b) }),
        ]
    }

    /// Selects an option of wheel 0 or 1, through the change pipeline.
    ///
    /// ```swift
    /// row.selectPickerOption(at: 1, inComponent: 0)   // second wheel follows
    /// ```
    public func selectPickerOption(at index: Int, inComponent component: Int) {
        guard !isDisabled else { return }
        let firsts = firstOptions()
        switch component {
        case 0:
            guard firsts.indices.contains(index) else { return }
            let a = firsts[index]
            let seconds = secondOptions(a)
            let b = value.map(\.b).flatMap { seconds.contains($0) ? $0 : nil } ?? seconds.first
            value = b.map { Tuple(a: a, b: $0) }
        case 1:
            guard let a = value?.a ?? firsts.first else { return }
            let seconds = secondOptions(a)
            guard seconds.indices.contains(index) else { return }
            value = Tuple(a: a, b: seconds[index])
        default:
            return
        }
    }
}
