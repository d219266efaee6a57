import Foundation

/// The cell of `DecimalRow`: a text field configured for its input.
///
/// ```swift
/// DecimalRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class DecimalCell: FieldCell<Double>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.keyboardType = .decimalPad
        textField.autocapitalizationType = .none
        textField.autocorrectionType = .no
    }
}

/// A row for a decimal number, shown with two fraction digits in the current locale ("12.50").
///
/// Text that is not a number ("1.2.3") leaves the value and sets `inputError`.
///
/// ```swift
/// DecimalRow("price") { $0.title = "Price"; $0.formatter = DecimalFormatter() }
/// ```
public final class DecimalRow: FieldRow<DecimalCell>, RowType {
    /// Creates the row; its formatter is a `NumberFormatter` showing two fraction digits in the
    /// current locale, made when first used.
    public required init(tag: String?) {
        super.init(tag: tag)
        makeDefaultFormatter = {
            let numbers = NumberFormatter()
            numbers.locale = .current
            numbers.numberStyle = .decimal
            numbers.minimumFractionDigits = 2
            numbers.maximumFractionDigits = 2
            return numbers
        }
    }
}
