/// The cell of `ActionSheetRow` and `AlertRow`: title and the chosen option as text.
///
/// ```swift
/// ActionSheetRow<String>().cellUpdate { cell, row in cell.detailTextLabel?.text = row.value ?? "—" }
/// ```
open class AlertSelectorCell<T: Equatable>: Cell<T>, CellType {
    /// Creates an empty cell; rows create their cells through their `cellProvider`.
    ///
    /// ```swift
    /// ActionSheetRow<String>().cellProvider = CellProvider { AlertSelectorCell<String>() }
    /// ```
    public required init() {
        super.init()
    }

    /// Shows title and value; the row opens an overlay, so there is no disclosure indicator.
    open override func update() {
        super.update()
        accessoryType = .none
        editingAccessoryType = accessoryType
    }
}
