/// The cell of `AccountRow`: a text field configured for its input.
///
/// ```swift
/// AccountRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class AccountCell: FieldCell<String>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.textContentType = .username
        textField.keyboardType = .asciiCapable
        textField.autocapitalizationType = .none
        textField.autocorrectionType = .no
    }
}

/// A row for an account or user name: ASCII only, typed exactly as entered.
///
/// ```swift
/// AccountRow("user") { $0.title = "User name" }
/// ```
public final class AccountRow: FieldRow<AccountCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
