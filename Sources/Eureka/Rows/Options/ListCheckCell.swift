/// The cell of a `ListCheckRow`: the title, and a checkmark while the row is selected.
///
/// ```swift
/// ListCheckRow<String>().cellUpdate { cell, row in
///     cell.tintColor = cell.accessoryType == .checkmark ? .systemGreen : nil
/// }
/// ```
open class ListCheckCell<T: Equatable>: Cell<T>, CellType {
    /// Creates an empty cell; rows create their cells through their `cellProvider`.
    ///
    /// ```swift
    /// ListCheckRow<String>().cellProvider = CellProvider { ListCheckCell<String>() }
    /// ```
    public required init() {
        super.init()
    }

    // The value is shown by the cell's own control or mark; the detail label stays empty.
    override var showsValueInDetailLabel: Bool { false }

    /// Shows the checkmark from the row's value; the value itself is not shown as text.
    open override func update() {
        super.update()
        let selected = row?.value != nil
        accessoryType = selected ? .checkmark : .none
        editingAccessoryType = accessoryType
    }
}
