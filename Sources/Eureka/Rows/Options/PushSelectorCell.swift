/// The cell of rows that open another screen (`PushRow`, `MultipleSelectorRow`,
/// `PopoverSelectorRow`): title, the value as text, and a disclosure indicator.
///
/// ```swift
/// PushRow<String>().cellUpdate { cell, row in cell.detailTextLabel?.textColor = .secondaryLabel }
/// ```
open class PushSelectorCell<T: Equatable>: Cell<T>, CellType {
    /// Creates an empty cell; rows create their cells through their `cellProvider`.
    ///
    /// ```swift
    /// PushRow<String>().cellProvider = CellProvider { PushSelectorCell<String>() }
    /// ```
    public required init() {
        super.init()
    }

    /// Adds the disclosure indicator to the title and value text.
    open override func update() {
        super.update()
        accessoryType = .disclosureIndicator
        editingAccessoryType = accessoryType
    }
}
