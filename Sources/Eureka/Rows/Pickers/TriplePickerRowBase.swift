/// The shared behaviour of three-wheel pickers where each wheel depends on those before it.
///
/// Choosing an option keeps the later wheels' options if they are still offered, else picks
/// the first offered ones (no value when a wheel offers none).
///
/// ```swift
/// TriplePickerInputRow<String, String, String> {
///     $0.firstOptions = { ["Europe"] }
///     $0.secondOptions = { _ in ["France", "Spain"] }
///     $0.thirdOptions = { _, country in country == "France" ? ["Paris", "Lyon"] : ["Madrid"] }
/// }
/// ```
open class TriplePickerRowBase<A: Equatable, B: Equatable, C: Equatable, Cell: TypedCellType>: Row<Cell>, PickerComponentsRow
where Cell.Value == Tuple3<A, B, C> {
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

    /// Three wheels, each listing the options of the selections before it (or of the first
    /// options, before anything is chosen).
    public var pickerComponents: [PickerComponent] {
        let firsts = firstOptions()
        let a = value?.a ?? firsts.first
        let seconds = a.map(secondOptions) ?? []
        let b = value?.b ?? seconds.first
        let thirds = a.flatMap { a in b.map { thirdOptions(a, $0) } } ?? []
        return [
            PickerComponent(
                titles: firsts.map(displayValueForFirstRow),
                selectedIndex: value.flatMap { firsts.firstIndex(of: $0.a) }),
            PickerComponent(
                titles: seconds.map(displayValueForSecondRow),
                selectedIndex: value.flatMap { seconds.firstIndex(of: $0.b) }),
            PickerComponent(
                titles: thirds.map(displayValueForThirdRow),
                selectedIndex: value.flatMap { thirds.firstIndex(of: $0.c) }),
        ]
    }

    /// Selects an option of wheel 0, 1 or 2, through the change pipeline.
    ///
    /// ```swift
    /// row.selectPickerOption(at: 0, inComponent: 1)   // third wheel follows
    /// ```
    public func selectPickerOption(at index: Int, inComponent component: Int) {
        guard !isDisabled, (0...2).contains(component) else { return }
        let firsts = firstOptions()
        let currentA = value?.a ?? firsts.first
        var a: A
        var b: B?
        var c: C?
        switch component {
        case 0:
            guard firsts.indices.contains(index) else { return }
            a = firsts[index]
        case 1:
            guard let current = currentA, secondOptions(current).indices.contains(index) else { return }
            a = current
            b = secondOptions(current)[index]
        default:
            guard let current = currentA, let currentB = value?.b ?? secondOptions(current).first else { return }
            let thirds = thirdOptions(current, currentB)
            guard thirds.indices.contains(index) else { return }
            a = current
            b = currentB
            c = thirds[index]
        }
        let seconds = secondOptions(a)
        b = b ?? value.map(\.b).flatMap { seconds.contains($0) ? $0 : nil } ?? seconds.first
        guard let chosenB = b else { value = nil; return }
        let thirds = thirdOptions(a, chosenB)
        c = c ?? value.map(\.c).flatMap { thirds.contains($0) ? $0 : nil } ?? thirds.first
        value = c.map { Tuple3(a: a, b: chosenB, c: $0) }
    }
}
