import Foundation

/// The cell of date rows edited in place (`DateRow`, `TimeRow`, …): the title and the
/// formatted value, with the wheels available while the row has focus.
///
/// ```swift
/// row.updateCell()
/// row.cell.detailTextLabel?.text   // "Mar 5, 2024"
/// row.cell.components              // the wheels shown while focused
/// ```
open class DateCell: Cell<Date>, CellType {
    /// The wheels, copied from the row on each update.
    public internal(set) var components: [DatePickerComponentValue] = []
    /// The picker's mode, copied from the row.
    public internal(set) var datePickerMode: DatePickerMode = .date

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Copies the wheels and mode; the value shows as detail text.
    open override func update() {
        super.update()
        guard let dates = baseRow as? any DateInputRow else { return }
        components = dates.pickerComponentValues
        datePickerMode = dates.datePicker.mode
    }

    /// An enabled row takes focus: that is when its picker is shown.
    open override func cellCanBecomeFirstResponder() -> Bool {
        row?.isDisabled == false
    }
}
