import Foundation

/// The cell of `URLRow`: a text field configured for its input.
///
/// ```swift
/// URLRow().cellSetup { cell, _ in cell.textField.textAlignment = .left }
/// ```
public final class URLCell: FieldCell<URL>, CellType {
    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    /// Sets the field's input traits.
    public override func setup() {
        super.setup()
        textField.textContentType = .URL
        textField.keyboardType = .URL
        textField.autocapitalizationType = .none
        textField.autocorrectionType = .no
    }
}

/// A row for a URL: no capitals, no autocorrection, no spaces.
///
/// Text that cannot be a URL leaves the value and sets `inputError`.
///
/// ```swift
/// URLRow("site") { $0.title = "Website"; $0.value = URL(string: "https://example.org") }
/// ```
public final class URLRow: FieldRow<URLCell>, RowType {
    /// Creates the row.
    public required init(tag: String?) {
        super.init(tag: tag)
    }
}
