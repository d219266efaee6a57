/// The text field of a cell, as a view model: what it shows and how it takes input.
///
/// A class, like the field it stands for, so `cellSetup { cell, _ in cell.textField.… }` edits
/// the cell. The row fills `text`, `placeholder`, `isEditing` and `errorMessage` on each update;
/// the input traits are set by the cell's `setup()` and stay as you leave them.
///
/// ```swift
/// PhoneRow().cellSetup { cell, _ in
///     cell.textField.textAlignment = .left
///     cell.textField.clearButtonMode = .always
/// }
/// ```
public final class CellTextField {
    /// The text shown: the editing text while editing, else the formatted value.
    public var text: String?
    /// Shown when `text` is empty.
    public var placeholder: String?
    /// Colour of the placeholder; nil lets the renderer choose.
    public var placeholderColor: Color?
    /// Colour of the text; nil lets the renderer choose.
    public var textColor: Color?
    /// Font of the text; nil lets the renderer choose.
    public var font: Font?
    /// Alignment of the text; `.natural` lets the renderer place it (after the title).
    public var textAlignment: TextAlignment = .natural
    /// The keyboard asked for; decides the input filter.
    public var keyboardType: KeyboardType = .default
    /// What the text is, for autofill (a renderer may offer saved addresses or passwords).
    public var textContentType: TextContentType?
    /// How typed letters are capitalised.
    public var autocapitalizationType: AutocapitalizationType = .sentences
    /// Whether typed words may be autocorrected.
    public var autocorrectionType: AutocorrectionType = .default
    /// Whether the text is hidden as it is typed (passwords); renderers mask it.
    public var isSecureTextEntry = false
    /// When a clear control is shown.
    public var clearButtonMode: ClearButtonMode = .whileEditing
    /// Whether the field accepts input (false while the row is disabled).
    public var isEnabled = true
    /// Whether the row is being edited (the renderer shows a cursor).
    public var isEditing = false
    /// The message of the row's input error, shown under or beside the field.
    public var errorMessage: String?
    /// The decimal separator decimal fields accept, from the row's formatter.
    public var decimalSeparator = "."
    /// Whether the field takes several lines (text areas): newlines are accepted.
    public var isMultiline = false

    /// Creates a field with the default traits.
    ///
    /// ```swift
    /// let field = CellTextField()
    /// ```
    public init() {}

    /// The filter typed text goes through, from the keyboard type and capitalisation.
    ///
    /// ```swift
    /// cell.textField.inputFilter.filter("12a", into: "")   // "12" for a number pad
    /// ```
    public var inputFilter: TextInputFilter {
        keyboardType.inputFilter(
            decimalSeparator: decimalSeparator,
            capitalization: autocapitalizationType,
            allowsNewlines: isMultiline)
    }
}
