import Foundation

/// The cell of `IntRow`: a text field configured for its input.
///
/// ```swift
/// IntRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class IntCell: FieldCell<Int>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.keyboardType = .numberPad
        textField.autocapitalizationType = .none
        textField.autocorrectionType = .no
    }
}

/// A row for a whole number, shown grouped in the current locale ("1,234").
///
/// Text that is not a whole number ("12a", "12.5") leaves the value and sets `inputError`.
///
/// ```swift
/// IntRow("age") { $0.title = "Age"; $0.value = 36 }
/// ```
public final class IntRow: FieldRow<IntCell>, RowType {
    /// Creates the row; its formatter is a grouping `NumberFormatter` in the current locale,
    /// made when first used.
    public required init(tag: String?) {
        super.init(tag: tag)
        makeDefaultFormatter = {
            let numbers = NumberFormatter()
            numbers.locale = .current
            numbers.numberStyle = .decimal
            numbers.maximumFractionDigits = 0
            return numbers
        }
    }
}
