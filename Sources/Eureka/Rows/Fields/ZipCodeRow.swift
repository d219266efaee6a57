/// The cell of `ZipCodeRow`: a text field configured for its input.
///
/// ```swift
/// ZipCodeRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class ZipCodeCell: FieldCell<String>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.textContentType = .postalCode
        textField.keyboardType = .numbersAndPunctuation
        textField.autocapitalizationType = .allCharacters
        textField.autocorrectionType = .no
    }
}

/// A row for a postal code: letters typed as capitals ("sw1a 1aa" types as "SW1A 1AA").
///
/// ```swift
/// ZipCodeRow("zip") { $0.title = "Postcode" }
/// ```
public final class ZipCodeRow: FieldRow<ZipCodeCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
