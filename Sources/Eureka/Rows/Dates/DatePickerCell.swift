import Foundation

/// The cell of date rows whose picker is always shown (`DatePickerRow`, …): the wheels fill
/// the cell.
///
/// ```swift
/// row.updateCell()
/// row.cell.components.map(\.text)   // ["2024", "Mar", "05"]
/// ```
open class DatePickerCell: Cell<Date>, CellType {
    /// The wheels, copied from the row on each update.
    public internal(set) var components: [DatePickerComponentValue] = []
    /// The picker's mode, copied from the row.
    public internal(set) var datePickerMode: DatePickerMode = .date

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

    /// Copies the wheels and mode; the picker shows the value, so there is no detail text.
    open override func update() {
        super.update()
        selectionStyle = .none
        guard let dates = baseRow as? any DateInputRow else { return }
        components = dates.pickerComponentValues
        datePickerMode = dates.datePicker.mode
    }

    /// An enabled picker takes focus so its wheels can be turned.
    open override func cellCanBecomeFirstResponder() -> Bool {
        row?.isDisabled == false
    }
}
