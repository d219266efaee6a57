/// The cell of rows edited in place with a picker (`PickerInputRow`, …): the title and the
/// value, with the wheels available while the row has focus.
///
/// ```swift
/// row.updateCell()
/// row.cell.detailTextLabel?.text   // the value
/// row.cell.components              // what the picker shows when focused
/// ```
open class PickerInputCell<T: Equatable>: Cell<T>, CellType {
    /// The wheels, copied from the row on each update.
    public internal(set) var components: [PickerComponent] = []

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Copies the wheels; the value shows as detail text.
    open override func update() {
        super.update()
        components = (baseRow as? any PickerComponentsRow)?.pickerComponents ?? []
    }

    /// An enabled row takes focus: that is when its picker is shown.
    open override func cellCanBecomeFirstResponder() -> Bool {
        row?.isDisabled == false
    }
}
