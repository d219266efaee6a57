/// The cell of `NameRow`: a text field configured for its input.
///
/// ```swift
/// NameRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class NameCell: FieldCell<String>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.textContentType = .name
        textField.keyboardType = .default
        textField.autocapitalizationType = .words
        textField.autocorrectionType = .no
    }
}

/// A row for a person's name: soft keyboards start each word shifted, no autocorrection.
///
/// ```swift
/// NameRow("name") { $0.title = "Name" }
/// ```
public final class NameRow: FieldRow<NameCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
