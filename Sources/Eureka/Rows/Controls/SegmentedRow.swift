/// A segmented control as a view model: one title per option and the selected one.
///
/// ```swift
/// row.cell.segmentedControl.titles   // ["Small", "Medium", "Large"]
/// ```
public final class SegmentedControl {
    /// The segments' titles, in order.
    public internal(set) var titles: [String] = []
    /// The selected segment, or nil when the value is none of the options.
    public internal(set) var selectedSegmentIndex: Int?
    /// Whether the control accepts input.
    public var isEnabled = true

    init() {}
}

/// The cell of `SegmentedRow`: an optional title and a segmented control.
///
/// ```swift
/// SegmentedRow<String>().cellUpdate { cell, _ in cell.tintColor = .systemPurple }
/// ```
public final class SegmentedCell<T: Equatable>: Cell<T>, CellType {
    /// The segmented control.
    public let segmentedControl = SegmentedControl()

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Segmented controls show no selection highlight.
    public override func setup() {
        super.setup()
        selectionStyle = .none
    }

    // The value is shown by the cell's own control or mark; the detail label stays empty.
    override var showsValueInDetailLabel: Bool { false }

    /// Copies the options (as titles) and the selection into the control.
    public override func update() {
        super.update()
        selectionStyle = .none
        guard let row = row as? SegmentedRow<T> else { return }
        segmentedControl.titles = row.segmentTitles
        segmentedControl.selectedSegmentIndex = row.selectedIndex
        segmentedControl.isEnabled = !row.isDisabled
    }
}

/// A row choosing one of a few options, shown side by side.
///
/// ```swift
/// SegmentedRow<String>("size") { $0.options = ["S", "M", "L"]; $0.value = "M" }
/// ```
public final class SegmentedRow<T: Equatable>: Row<SegmentedCell<T>>, RowType, AdjustableRow {
    /// The options, in order.
    public var options: [T]?

    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// The options' titles, through `displayValueFor`.
    public var segmentTitles: [String] {
        (options ?? []).map { displayText(for: $0) ?? String(describing: $0) }
    }

    /// The index of the value among the options, or nil.
    public var selectedIndex: Int? {
        guard let value else { return nil }
        return options?.firstIndex(of: value)
    }

    /// Selects the option at `index`, through the change pipeline; out-of-range indices are ignored.
    ///
    /// ```swift
    /// row.selectSegment(at: 2)
    /// ```
    public func selectSegment(at index: Int) {
        guard !isDisabled, let options, options.indices.contains(index) else { return }
        value = options[index]
    }

    /// Selects the next option (the first when none is selected); stays at the last.
    ///
    /// ```swift
    /// row.selectNextSegment()
    /// ```
    public func selectNextSegment() {
        let count = options?.count ?? 0
        guard count > 0 else { return }
        selectSegment(at: selectedIndex.map { min($0 + 1, count - 1) } ?? 0)
    }

    /// Selects the previous option (the last when none is selected); stays at the first.
    ///
    /// ```swift
    /// row.selectPreviousSegment()
    /// ```
    public func selectPreviousSegment() {
        let count = options?.count ?? 0
        guard count > 0 else { return }
        selectSegment(at: selectedIndex.map { max($0 - 1, 0) } ?? count - 1)
    }

    /// `selectNextSegment()`.
    public func increment() { selectNextSegment() }
    /// `selectPreviousSegment()`.
    public func decrement() { selectPreviousSegment() }

    /// A choice shown as segments.
    public override var control: RowControl {
        let selectedIndex = selectedIndex
        return .singleChoice(
            SingleChoice(
                options: segmentTitles, selectedIndex: selectedIndex, presentation: .segments,
                heldValueTitle: titleOfValueOutsideOptions(selectedIndex: selectedIndex)))
    }

    /// `.choose` selects a segment by index (nil clears), `.step` moves the selection; other
    /// actions as any row.
    public override func perform(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .choose(let index):
            guard !isDisabled else { throw .disabled(self) }
            guard let index else { value = nil; return }
            guard let options, options.indices.contains(index) else { throw .outOfRange(index, count: options?.count ?? 0, self) }
            selectSegment(at: index)
        case .step(let count):
            guard !isDisabled else { throw .disabled(self) }
            let total = options?.count ?? 0
            guard total > 0, count != 0 else { return }
            let start = selectedIndex ?? (count > 0 ? -1 : total)
            selectSegment(at: min(max(start.addingReportingOverflow(count).partialValue, 0), total - 1))
        default:
            try super.perform(action)
        }
    }
}
