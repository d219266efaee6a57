/// The cell of `CheckRow`: the title, with a checkmark accessory when the value is true.
///
/// ```swift
/// CheckRow().cellUpdate { cell, row in cell.tintColor = .systemGreen }
/// ```
public final class CheckCell: Cell<Bool>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    // The value is shown by the cell's own control or mark; the detail label stays empty.
    override var showsValueInDetailLabel: Bool { false }

    /// Shows the value as a checkmark, not as text.
    public override func update() {
        super.update()
        accessoryType = row?.value == true ? .checkmark : .none
        editingAccessoryType = accessoryType
    }
}

/// A row that is checked or not; selecting it toggles the check.
///
/// ```swift
/// CheckRow("terms") { $0.title = "I agree"; $0.value = false }
/// ```
public final class CheckRow: Row<CheckCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
        displayValueFor = nil
    }

    /// Flips the value (nil counts as unchecked), through the change pipeline.
    ///
    /// ```swift
    /// row.toggle()   // nil → true → false
    /// ```
    public func toggle() {
        guard !isDisabled else { return }
        value = !(value ?? false)
    }

    /// Selection toggles the check.
    public override func customDidSelect() {
        super.customDidSelect()
        toggle()
    }

    /// A checkmark.
    public override var control: RowControl {
        .toggle(Toggle(isOn: value ?? false, style: .check, onTintColor: cellIfCreated?.tintColor, hasValue: value != nil))
    }

    /// `.toggle` flips the value, `.setOn` sets it; other actions as any row.
    public override func perform(_ action: RowAction) throws(RowActionError) {
        if try !performToggleAction(action) { try super.perform(action) }
    }
}
