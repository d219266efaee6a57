/// The cell of `TwitterRow`: a text field configured for its input.
///
/// ```swift
/// TwitterRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class TwitterCell: FieldCell<String>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.keyboardType = .twitter
        textField.autocapitalizationType = .none
        textField.autocorrectionType = .no
    }
}

/// A row for a Twitter handle: no capitals, no autocorrection, no spaces.
///
/// ```swift
/// TwitterRow("twitter") { $0.title = "Twitter"; $0.placeholder = "@handle" }
/// ```
public final class TwitterRow: FieldRow<TwitterCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
