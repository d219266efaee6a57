/// A section whose rows are options the user selects: one at a time or several, depending on
/// `selectionType`. Each row is a `SelectableRowType`; its `value` is its `selectableValue` while
/// selected and nil otherwise.
///
/// Selection is wired in without replacing the rows' `onCellSelection`, which still runs (after
/// the section has updated the values and called `onSelectSelectableRow`). Disabled rows cannot
/// be selected.
///
/// ```swift
/// let section = SelectableSection<ListCheckRow<String>>("Where do you live", selectionType: .singleSelection(enableDeselection: true))
/// form +++ section
/// for continent in ["Africa", "Asia", "Europe"] {
///     section <<< ListCheckRow<String>(continent) { $0.title = continent; $0.selectableValue = continent }
/// }
/// section.onSelectSelectableRow = { cell, row in print(section.selectedRow()?.selectableValue ?? "none") }
/// ```
open class SelectableSection<Row: SelectableRowType>: Section, RowEventHandlingSection where Row: BaseRow {
    /// Single or multiple selection.
    public var selectionType: SelectionType

    /// Runs after a row has been selected (or deselected) by the user.
    public var onSelectSelectableRow: ((Row.Cell, Row) -> Void)?

    /// An empty section with single selection that allows deselection.
    public required init() {
        selectionType = .singleSelection(enableDeselection: true)
        super.init()
    }

    /// A section with a header title.
    ///
    /// ```swift
    /// SelectableSection<ListCheckRow<Int>>("Pick one", selectionType: .singleSelection(enableDeselection: false))
    /// ```
    public init(_ header: String?, selectionType: SelectionType, _ initializer: (SelectableSection<Row>) -> Void = { _ in }) {
        self.selectionType = selectionType
        super.init(header: header, footer: nil)
        initializer(self)
    }

    /// A section with header and footer titles.
    ///
    /// ```swift
    /// SelectableSection<ListCheckRow<Int>>(header: "Sizes", footer: "Pick any", selectionType: .multipleSelection)
    /// ```
    public init(header: String?, footer: String?, selectionType: SelectionType, _ initializer: (SelectableSection<Row>) -> Void = { _ in }) {
        self.selectionType = selectionType
        super.init(header: header, footer: footer)
        initializer(self)
    }

    /// A single-selection section holding `rows`.
    public required convenience init<S: Sequence>(_ rows: S) where S.Element == BaseRow {
        self.init()
        append(contentsOf: rows)
    }

    /// The first selected row (hidden rows included): the selection of a single-selection section.
    ///
    /// ```swift
    /// section.selectedRow()?.selectableValue
    /// ```
    public func selectedRow() -> Row? {
        selectableRows.first { $0.value != nil }
    }

    /// Every selected row, in order (hidden rows included).
    ///
    /// ```swift
    /// section.selectedRows().compactMap(\.selectableValue)
    /// ```
    public func selectedRows() -> [Row] {
        selectableRows.filter { $0.value != nil }
    }

    private var selectableRows: [Row] {
        allRows.compactMap { $0 as? Row }
    }

    func handleSelection(of baseRow: BaseRow) {
        guard let row = baseRow as? Row, !row.isDisabled else { return }
        switch selectionType {
        case .multipleSelection:
            setSelected(row, row.value == nil)
        case .singleSelection(let enableDeselection):
            // Every other row is cleared first, whatever this one's state, as Eureka does: one
            // choice at most after a press, even when the app had selected several (pressing one
            // of them left both), and observers never see two rows selected.
            for other in selectedRows() where other !== row { setSelected(other, false) }
            if row.value != nil {
                if enableDeselection { setSelected(row, false) }
            } else {
                setSelected(row, true)
            }
        }
        onSelectSelectableRow?(row.cell, row)
    }

    private func setSelected(_ row: Row, _ selected: Bool) {
        row.value = selected ? row.selectableValue : nil
        row.updateCell()
    }
}
