/// The cell of `PhoneRow`: a text field configured for its input.
///
/// ```swift
/// PhoneRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class PhoneCell: FieldCell<String>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.textContentType = .telephoneNumber
        textField.keyboardType = .phonePad
        textField.autocapitalizationType = .none
        textField.autocorrectionType = .no
    }
}

/// A row for a phone number: digits and `+ * # ( ) - .` and spaces only.
///
/// ```swift
/// PhoneRow("phone") { $0.title = "Phone"; $0.placeholder = "+1 555 0100" }
/// ```
public final class PhoneRow: FieldRow<PhoneCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
