/// The cell of rows whose picker is always shown (`PickerRow`, `DoublePickerRow`, …): the
/// wheels fill the cell, which is tall enough for a few options.
///
/// ```swift
/// row.updateCell()
/// row.cell.components[0].titles
/// ```
open class PickerCell<T: Equatable>: Cell<T>, CellType {
    /// The wheels, copied from the row on each update.
    public internal(set) var components: [PickerComponent] = []

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// A picker-sized cell without selection highlight.
    open override func setup() {
        super.setup()
        selectionStyle = .none
        height = { 216 }
    }

    // The value is shown by the cell's own control or mark; the detail label stays empty.
    override var showsValueInDetailLabel: Bool { false }

    /// Copies the wheels; the picker shows the value, so there is no detail text.
    open override func update() {
        super.update()
        selectionStyle = .none
        components = (baseRow as? any PickerComponentsRow)?.pickerComponents ?? []
    }

    /// An enabled picker takes focus so its wheels can be turned.
    open override func cellCanBecomeFirstResponder() -> Bool {
        row?.isDisabled == false
    }
}
