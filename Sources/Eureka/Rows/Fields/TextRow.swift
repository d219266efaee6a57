/// The cell of `TextRow`: a text field configured for its input.
///
/// ```swift
/// TextRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class TextCell: FieldCell<String>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.keyboardType = .default
        textField.autocapitalizationType = .sentences
        textField.autocorrectionType = .default
    }
}

/// A row for free text: soft keyboards start each sentence shifted, autocorrection allowed.
///
/// ```swift
/// TextRow("nickname") { $0.title = "Nickname"; $0.placeholder = "Optional" }
/// ```
public final class TextRow: FieldRow<TextCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
