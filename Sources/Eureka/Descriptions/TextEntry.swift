/// A text-entry control: the text, how the field is configured, and whether it is being edited.
///
/// Built from the row and its cell's `textField`, so what `cellSetup` configures (placeholder,
/// keyboard, secure entry, capitalisation, alignment, content type) reaches every renderer.
///
/// ```swift
/// if case .text(let entry) = row.describe().control {
///     print(entry.text, entry.placeholder ?? "", entry.keyboardType)
/// }
/// ```
public struct TextEntry: Hashable, Sendable {
    /// The text shown: the text being edited while editing, else the formatted value.
    public var text: String
    /// Shown while the text is empty.
    public var placeholder: String?
    /// The keyboard asked for; decides which characters can be typed (`inputFilter`).
    public var keyboardType: KeyboardType
    /// What the text is (an email address, a new password, a postal code…), for autofill.
    public var contentType: TextContentType?
    /// How typed letters are capitalised.
    public var autocapitalization: AutocapitalizationType
    /// Whether typed words may be autocorrected.
    public var autocorrection: AutocorrectionType
    /// Whether the text is masked as it is typed (passwords).
    public var isSecure: Bool
    /// Whether the text takes several lines (text areas).
    public var isMultiline: Bool
    /// Lines a multi-line field wants to show.
    public var lineCount: Int
    /// Where the text sits in the field.
    public var alignment: TextAlignment
    /// Whether the text can be changed now (false when disabled or read-only).
    public var isEditable: Bool
    /// Whether the row is being edited.
    public var isEditing: Bool
    /// Where the cursor goes after the row reformatted the text, in characters; nil: the end.
    public var cursorPosition: Int?
    /// The decimal separator a decimal field accepts.
    public var decimalSeparator: String
    /// Whether a minus sign can start the text on a number pad: true for whole numbers (a
    /// desktop keyboard has the key), false for digit codes such as PINs.
    public var allowsMinusSign: Bool
    /// Text the user typed that did not become a value, to show back with its error (nothing
    /// typed is lost).
    public var rejectedText: String?
    /// The longest text a `RuleMaxLength` on the row allows, for a renderer that shows how much
    /// is left. None stops typing there: the rule says what is too long, so a paste is never cut.
    public var maximumLength: Int?
    /// The text an edit starts from, when it is not `text`: a formatted value is edited as its
    /// plain number ("12%" as "0.123456", "$1,234.50" as "1234.5"), as the terminal edits it.
    /// Nil while editing, and when the two are the same.
    public var editingText: String?
    /// Whether the row's formatter rewrites the text as it is typed (grouping separators come
    /// and go), so a separator deleted on its own would be put straight back: an editor deletes
    /// the digit beside it instead.
    public var reformatsWhileTyping = false
    /// Whether a paste replaces the text, read whole as `RowAction.setText` reads it, rather
    /// than going in at the cursor: the row's formatter reads keys typed otherwise than the
    /// same text written (a till fills digits from the right: 1, 2, 5 typed is 1.25, "12.5"
    /// written is 12.5). A pasted number was written, so it is taken as that number, in place
    /// of the amount shown; put in among the digits it was refused (a second separator) or
    /// read shifted.
    public var pasteReplacesText = false

    /// A plain, editable, single-line entry.
    ///
    /// ```swift
    /// TextEntry(text: "Ada")
    /// ```
    public init(
        text: String,
        placeholder: String? = nil,
        keyboardType: KeyboardType = .default,
        contentType: TextContentType? = nil,
        autocapitalization: AutocapitalizationType = .sentences,
        autocorrection: AutocorrectionType = .default,
        isSecure: Bool = false,
        isMultiline: Bool = false,
        lineCount: Int = 1,
        alignment: TextAlignment = .natural,
        isEditable: Bool = true,
        isEditing: Bool = false,
        cursorPosition: Int? = nil,
        decimalSeparator: String = ".",
        allowsMinusSign: Bool = false,
        maximumLength: Int? = nil,
        rejectedText: String? = nil,
        editingText: String? = nil
    ) {
        self.text = text
        self.placeholder = placeholder
        self.keyboardType = keyboardType
        self.contentType = contentType
        self.autocapitalization = autocapitalization
        self.autocorrection = autocorrection
        self.isSecure = isSecure
        self.isMultiline = isMultiline
        self.lineCount = lineCount
        self.alignment = alignment
        self.isEditable = isEditable
        self.isEditing = isEditing
        self.cursorPosition = cursorPosition
        self.decimalSeparator = decimalSeparator
        self.allowsMinusSign = allowsMinusSign
        self.maximumLength = maximumLength
        self.rejectedText = rejectedText
        self.editingText = editingText
    }

    /// The filter typed or pasted text goes through: what the keyboard could type, capitalised.
    ///
    /// ```swift
    /// entry.inputFilter.filter("12a", into: "")   // "12" for a number pad
    /// ```
    public var inputFilter: TextInputFilter {
        keyboardType.inputFilter(
            decimalSeparator: decimalSeparator, capitalization: autocapitalization, allowsNewlines: isMultiline,
            allowsMinusSign: allowsMinusSign)
    }
}
