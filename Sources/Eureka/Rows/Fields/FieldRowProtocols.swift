import Foundation

/// Rows that report when typed input could not become a value.
///
/// ```swift
/// if let error = (row as? any InputErrorReporting)?.inputError { show(error.message) }
/// ```
public protocol InputErrorReporting: BaseRow {
    /// The error of the last input that could not be used, or nil.
    var inputError: FieldInputError? { get }
}

/// What a renderer needs to edit a row as text: read `editingText`, send each change, and end.
///
/// The renderer filters keys with `textInputFilter`, then reports the whole new text:
///
/// ```swift
/// if let field = row as? any TextInputRow, field.isTextInputEnabled {
///     field.beginEditing()
///     let typed = field.textInputFilter.filter("4", into: field.editingText)
///     field.editingTextDidChange(to: field.editingText + typed, cursorPosition: nil)
///     field.endEditing()
/// }
/// ```
public protocol TextInputRow: InputErrorReporting {
    /// Whether the row is being edited.
    var isEditingText: Bool { get }
    /// The text being edited ("" when not editing).
    var editingText: String { get }
    /// Where the cursor goes after the row reformatted the text, in characters; nil: the end.
    var editingCursorPosition: Int? { get }
    /// The filter typed characters go through.
    var textInputFilter: TextInputFilter { get }
    /// Whether the row can be edited now (not disabled, not read-only).
    var isTextInputEnabled: Bool { get }
    /// Starts editing: `editingText` becomes the value as text to edit.
    func beginEditing()
    /// The text changed to `text` (cursor at `cursorPosition`, in characters, if known):
    /// the row parses it into its value, or records an input error.
    func editingTextDidChange(to text: String, cursorPosition: Int?)
    /// Ends editing: a final parse, then the value is shown formatted again.
    func endEditing()
}

extension TextInputRow {
    /// Reports new text with the cursor at its end.
    ///
    /// ```swift
    /// row.editingTextDidChange(to: "42")
    /// ```
    public func editingTextDidChange(to text: String) {
        editingTextDidChange(to: text, cursorPosition: nil)
    }
}

/// Eureka's formatter settings of field rows.
///
/// ```swift
/// IntRow { $0.formatter = NumberFormatter(); $0.useFormatterDuringInput = true }
/// ```
public protocol FormatterConformance: AnyObject {
    /// Formats the value for display (and, per the options below, for editing) and parses text.
    var formatter: (any FieldFormatter)? { get set }
    /// Whether typed text is parsed by the formatter and reformatted after each change.
    var useFormatterDuringInput: Bool { get set }
    /// Whether editing starts from the formatted value; nil follows `useFormatterDuringInput`.
    var useFormatterOnDidBeginEditing: Bool? { get set }
}

/// Eureka's layout settings of field rows.
///
/// ```swift
/// TextRow { $0.placeholder = "Name"; $0.titlePercentage = 0.4 }
/// ```
public protocol FieldRowConformance: FormatterConformance {
    /// The share of the row's width given to the title (0…1); nil lets the renderer decide.
    var titlePercentage: CGFloat? { get set }
    /// Text shown in the empty field.
    var placeholder: String? { get set }
    /// Colour of the placeholder; nil lets the renderer choose.
    var placeholderColor: Color? { get set }
}

/// A cell with a text field (field rows and text areas).
///
/// ```swift
/// (row.baseCell as? any TextFieldCell)?.textField.keyboardType
/// ```
public protocol TextFieldCell: BaseCell {
    /// The field's view model.
    var textField: CellTextField { get }
    /// Whether the field of a cell of this type masks its text before any cell exists (a
    /// row hidden from the start has none): a password's stays secret wherever it is carried.
    static var entersSecureTextByDefault: Bool { get }
}

extension TextFieldCell {
    /// False: a cell of your own shows its text unless it says otherwise.
    public static var entersSecureTextByDefault: Bool { false }
}
