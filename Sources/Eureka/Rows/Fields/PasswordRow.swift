/// The cell of `PasswordRow`: a text field configured for its input.
///
/// ```swift
/// PasswordRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class PasswordCell: FieldCell<String>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// True: a password is masked, and carried sealed, even while its row has no cell.
    public override class var entersSecureTextByDefault: Bool { true }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.textContentType = .password
        textField.keyboardType = .default
        textField.autocapitalizationType = .none
        textField.autocorrectionType = .no
        textField.isSecureTextEntry = true
    }
}

/// A row for a password: masked by renderers, typed exactly as entered.
///
/// ```swift
/// PasswordRow("password") { $0.title = "Password" }
/// ```
public final class PasswordRow: FieldRow<PasswordCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
