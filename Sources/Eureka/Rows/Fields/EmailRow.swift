/// The cell of `EmailRow`: a text field configured for its input.
///
/// ```swift
/// EmailRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class EmailCell: FieldCell<String>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.textContentType = .emailAddress
        textField.keyboardType = .emailAddress
        textField.autocapitalizationType = .none
        textField.autocorrectionType = .no
    }
}

/// A row for an email address: no capitals, no autocorrection, no spaces.
///
/// ```swift
/// EmailRow("email") { $0.title = "Email" }
/// ```
public final class EmailRow: FieldRow<EmailCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
