import Foundation

/// The cell of field rows: a title and a text field. Subclasses set the field's input traits
/// in `setup()`; `update()` fills the field from the row.
///
/// ```swift
/// public final class HexCell: FieldCell<Int>, CellType {
///     public override func setup() {
///         super.setup()
///         textField.keyboardType = .asciiCapable
///         textField.autocapitalizationType = .allCharacters
///     }
/// }
/// ```
open class FieldCell<T: Equatable>: Cell<T>, TextFieldCell {
    /// The text field's view model.
    public let textField = CellTextField()

    /// False: a plain field shows its text (``PasswordCell`` says otherwise).
    open class var entersSecureTextByDefault: Bool { false }

    override var appearanceTextField: CellTextField? { textField }

    /// Eureka's name for the title label (the same element as `textLabel`).
    public var titleLabel: CellLabel? { textLabel }

    /// The share of the width the title takes, copied from the row on update.
    public internal(set) var titlePercentage: CGFloat?

    /// Creates the cell; its row creates it.
    public required init() {
        super.init()
    }

    // The value lives in the text field, not in a detail label.
    override var showsValueInDetailLabel: Bool { false }

    /// Fields show no selection highlight: selecting one starts editing.
    open override func setup() {
        super.setup()
        selectionStyle = .none
    }

    /// Fills the field from the row: the editing text while editing, else the formatted value.
    open override func update() {
        super.update()
        selectionStyle = .none
        guard let row else { return }
        textField.isEnabled = !row.isDisabled
        if let input = row as? any TextInputRow {
            textField.isEditing = input.isEditingText
            textField.text = input.isEditingText ? input.editingText : row.displayText
            textField.errorMessage = input.inputError?.message
        } else {
            textField.text = row.displayText
        }
        if let layout = row as? any FieldRowConformance {
            textField.placeholder = layout.placeholder
            textField.placeholderColor = layout.placeholderColor
            titlePercentage = layout.titlePercentage
            if let separator = layout.formatter?.decimalSeparatorForInput { textField.decimalSeparator = separator }
        }
    }

    /// Enabled fields take focus.
    open override func cellCanBecomeFirstResponder() -> Bool {
        row?.isDisabled == false
    }
}
