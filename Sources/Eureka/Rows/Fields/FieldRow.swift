import Foundation

/// The base of rows edited as one line of text: `TextRow`, `IntRow`, `URLRow`, ….
///
/// The value is shown through `formatter` (or as plain text). Renderers drive editing through
/// `TextInputRow`: `beginEditing()`, `editingTextDidChange(to:)` for each change, `endEditing()`.
/// Text that does not parse leaves the value unchanged and sets `inputError`; empty text sets nil.
///
/// ```swift
/// public final class HexRow: FieldRow<HexCell>, RowType {
///     public required init(tag: String?) { super.init(tag: tag) }
/// }
/// ```
open class FieldRow<Cell: TypedCellType & TextFieldCell>: Row<Cell>, FieldRowConformance, TextInputRow
where Cell.Value: FieldTextRepresentable {
    /// Text shown in the empty field.
    public var placeholder: String?
    /// Colour of the placeholder; nil lets the renderer choose.
    public var placeholderColor: Color?
    /// The share of the row's width given to the title (0…1); nil lets the renderer decide.
    public var titlePercentage: CGFloat?
    /// Formats the value for display and parses typed text (falling back to plain parsing).
    ///
    /// A row type's default formatter (`IntRow`'s, `DecimalRow`'s) is made on first use, so a
    /// row whose formatter is replaced before anything reads it never builds one.
    public var formatter: (any FieldFormatter)? {
        get {
            if let makeDefaultFormatter {
                self.makeDefaultFormatter = nil
                storedFormatter = makeDefaultFormatter()
            }
            return storedFormatter
        }
        set {
            makeDefaultFormatter = nil
            storedFormatter = newValue
        }
    }
    private var storedFormatter: (any FieldFormatter)?
    /// Makes the row's default formatter the first time `formatter` is read; row types set it
    /// in their initializer (a `NumberFormatter` costs more to build than the rest of the row).
    var makeDefaultFormatter: (() -> (any FieldFormatter)?)?
    /// Whether typed text is parsed by the formatter and reformatted after every change.
    public var useFormatterDuringInput = false
    /// Whether editing starts from the formatted value; nil follows `useFormatterDuringInput`.
    public var useFormatterOnDidBeginEditing: Bool?

    /// Whether the row is being edited.
    public private(set) var isEditingText = false
    /// The text being edited ("" when not editing).
    public private(set) var editingText = ""
    /// Where the cursor goes after a reformat, in characters; nil: the end of the text.
    public private(set) var editingCursorPosition: Int?
    /// The error of the last text that did not parse; cleared by text that does.
    public private(set) var inputError: FieldInputError?

    override var describedInputError: FieldInputError? { inputError }
    /// Text typed that did not parse is the person's work too.
    override var holdsUnsavedChange: Bool { inputError != nil || super.holdsUnsavedChange }
    /// The text of the last plain parse and the value it left: ending an edit of that same text,
    /// with the value untouched since, has nothing left to parse (a posted page sets and ends
    /// a thousand edits at once).
    // The text last parsed and the value it gave (nil text: none since editing began). Two
    // properties, not an optional tuple: a tuple of a generic type has its metadata built at
    // run time on every assignment.
    private var lastParsedText: String?
    private var lastParsedValue: Cell.Value?
    /// Set while the text being edited is stored as the value: any other change of the value,
    /// callbacks' included, comes from outside the field.
    private var isStoringEditedText = false
    /// Set while `.setText` commits a whole text (a posted page, a line-mode answer, a JSON
    /// import): it is read as a number written out, not as keys typed into a field that
    /// formats during input, so a till's posted "12.5" is 12.5, not the digits 1, 2, 5 (1.25).
    private var isCommittingWholeText = false

    /// Creates a field row; its value is displayed through `formattedText(for:)`.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    override func defaultDisplayText(for value: Cell.Value?) -> String? {
        formattedText(for: value)
    }

    /// The filter typed characters go through, from the cell's text field.
    public var textInputFilter: TextInputFilter {
        let field = cell.textField
        return field.keyboardType.inputFilter(
            decimalSeparator: formatter?.decimalSeparatorForInput ?? field.decimalSeparator,
            capitalization: field.autocapitalizationType,
            allowsNewlines: field.isMultiline)
    }

    /// Whether the row can be edited now.
    open var isTextInputEnabled: Bool { !isDisabled }

    /// The value as shown when not editing: through the formatter, else as plain text.
    ///
    /// ```swift
    /// row.formattedText(for: 1234)   // "1,234" with a decimal NumberFormatter
    /// ```
    public func formattedText(for value: Cell.Value?) -> String? {
        guard let value else { return nil }
        return formatter?.displayString(for: value) ?? value.fieldText
    }

    /// The value as text to edit: formatted when `useFormatterOnDidBeginEditing` (or, when that
    /// is nil, `useFormatterDuringInput`) is set, else plain.
    ///
    /// ```swift
    /// row.textForEditing(12.5)   // "12.5", or "12.50" with a DecimalFormatter on begin editing
    /// ```
    public func textForEditing(_ value: Cell.Value?) -> String {
        guard let value else { return "" }
        if let formatter, useFormatterOnDidBeginEditing ?? useFormatterDuringInput,
            let text = formatter.editingText(for: value)
        {
            return text
        }
        return value.fieldText
    }

    /// Starts editing: `editingText` becomes `textForEditing(value)`.
    ///
    /// ```swift
    /// row.beginEditing(); row.editingText   // "42"
    /// ```
    open func beginEditing() {
        guard isTextInputEnabled, !isEditingText else { return }
        isEditingText = true
        // Text that did not parse is edited again as typed: nothing the user typed is lost.
        editingText = inputError?.text ?? textForEditing(value)
        editingCursorPosition = nil
        updateCell()
    }

    /// Parses the new text into the value (or records `inputError`); with
    /// `useFormatterDuringInput`, replaces the text with the formatter's version of the value.
    ///
    /// ```swift
    /// row.editingTextDidChange(to: "12a", cursorPosition: 3)   // row.inputError is set
    /// ```
    open func editingTextDidChange(to text: String, cursorPosition: Int?) {
        guard isTextInputEnabled else { return }
        isEditingText = true
        editingText = text
        editingCursorPosition = nil
        let live = useFormatterDuringInput && formatter != nil && !isCommittingWholeText
        let usable = apply(text: text, liveFormatting: live)
        if editingText != text, let cursorPosition {
            // A callback reshaped the value (upper-cased it): the cursor keeps its distance from
            // the end of the text, where what follows it is, not jumping to the end.
            editingCursorPosition = max(0, editingText.count - (text.count - min(cursorPosition, text.count)))
        }
        if live {
            lastParsedText = nil
        } else {
            lastParsedText = text
            lastParsedValue = value
        }
        if usable, live, let value, let formatter,
            let reformatted = formatter.editingText(for: value), reformatted != text
        {
            editingText = reformatted
            if let cursorPosition {
                if let cursor = formatter as? any FormatterProtocol {
                    editingCursorPosition = cursor.getNewPosition(forPosition: cursorPosition, oldValue: text, newValue: reformatted)
                } else {
                    // Any other formatter (a plain NumberFormatter grouping digits) keeps the
                    // cursor where the user edits, not at the end: every renderer shows it so.
                    editingCursorPosition = ReformattedCursor.position(after: cursorPosition, in: text, reformattedAs: reformatted)
                }
            }
        }
        updateCell()
    }

    /// Parses the text a last time and stops editing; the value is shown formatted again.
    ///
    /// ```swift
    /// row.endEditing(); row.displayText   // "1,234"
    /// ```
    open func endEditing() {
        guard isEditingText else { return }
        if let lastParsedText, lastParsedText == editingText, Self.isSame(lastParsedValue, value) {
            // The same text gave this value: parsing it again would change nothing.
        } else {
            apply(text: editingText, liveFormatting: false)
            lastParsedText = editingText
            lastParsedValue = value
        }
        isEditingText = false
        editingText = ""
        editingCursorPosition = nil
        updateCell()
    }

    /// Parses `text` into the value; on failure keeps the value and records `inputError`.
    /// Returns whether the text was usable.
    @discardableResult
    func apply(text: String, liveFormatting: Bool) -> Bool {
        var parsed: Cell.Value?
        if let error = parse(text, liveFormatting: liveFormatting, into: &parsed) {
            inputError = error
            return false
        }
        inputError = nil
        isStoringEditedText = true
        value = parsed
        isStoringEditedText = false
        return true
    }

    /// A value set from outside the field (the app filling it in, an `onChange` upper-casing
    /// it, values imported) replaces text that did not parse, and its error with it: the error
    /// was about that text, and kept it blocked every submit. While the person is in the field
    /// the value becomes the text being edited, as a cell shows its value on update: leaving
    /// the field would otherwise parse the old text back over it. A value no typed text gives
    /// (a computed not-a-number) gets the error its text would: shown, and blocking a submit.
    override func valueDidChange(oldValue: Any?, newValue: Any?) {
        let fromOutside = !isStoringEditedText
        // From here on (the callbacks), a change is from outside.
        isStoringEditedText = false
        if fromOutside {
            inputError = value.flatMap { held in
                Cell.Value.reason(refusingHeld: held).map { FieldInputError(text: held.fieldText, reason: $0) }
            }
            if isEditingText {
                editingText = textForEditing(value)
                editingCursorPosition = nil
                lastParsedText = editingText
                lastParsedValue = value
            }
        }
        super.valueDidChange(oldValue: oldValue, newValue: newValue)
    }

    /// Sets `parsed` as the value, read from outside any edit: an edit in progress ends
    /// without its text, and an input error is forgotten.
    func commit(_ parsed: Cell.Value?) {
        if isEditingText {
            isEditingText = false
            editingText = ""
            editingCursorPosition = nil
        }
        inputError = nil
        value = parsed
        updateCell()
    }

    /// Empty (or, except for strings, blank) text is no value; otherwise the formatter's
    /// reading (unless `readsThroughFormatter` is false), then the plain reading of the value
    /// type. Returns the error when the text is no value of the type (a `Result` of a generic
    /// type has its metadata looked up per call).
    func parse(_ text: String, liveFormatting: Bool, readsThroughFormatter: Bool = true, into parsed: inout Cell.Value?) -> FieldInputError? {
        // Blank text is only looked for where it matters (strings keep it), as it walks the text.
        if text.isEmpty || (!Cell.Value.keepsBlankText && text.allSatisfy(\.isWhitespace)) {
            parsed = nil
            return nil
        }
        var read: Cell.Value?
        if readsThroughFormatter, let formatter, let output = formatter.value(fromText: text, liveFormatting: liveFormatting) {
            read = Cell.Value(formattedValue: output)
        }
        if read == nil { read = Cell.Value(fieldText: text) }
        guard let read else { return FieldInputError(text: text, reason: Cell.Value.reason(notReading: text)) }
        // A number its own format cannot show (1e308 as a percentage is "+∞%") would be lost on
        // the next edit or post: refused while the text that gave it is at hand.
        if let numbers = formatter as? NumberFormatter, let multiplier = numbers.multiplier?.doubleValue, multiplier != 1,
            let number = anyToDouble(read), !(number * multiplier).isFinite
        {
            return FieldInputError(text: text, reason: .outOfRange(limit: "too large for this row's format"))
        }
        if let reason = Cell.Value.reason(refusing: read, readFrom: text) {
            // The reading lost digits; one that keeps them all is taken when there is one.
            guard let exact = Cell.Value.exactReading(of: text), Cell.Value.reason(refusing: exact, readFrom: text) == nil else {
                return FieldInputError(text: text, reason: reason)
            }
            parsed = exact
            return nil
        }
        parsed = read
        return nil
    }

    package override var exactTextBehindShownText: String? {
        // Only a formatter shows a value as text that reads back differently: the plain text of
        // every value type reads back exactly.
        guard formatter != nil, !isEditingText, inputError == nil, let value, let shown = displayText else { return nil }
        var parsed: Cell.Value?
        if parse(shown, liveFormatting: false, into: &parsed) == nil, parsed == value { return nil }
        return value.fieldText
    }

    @discardableResult
    package override func restoreExactValue(fromPlainText text: String) -> Bool {
        var parsed: Cell.Value?
        guard parse(text, liveFormatting: false, readsThroughFormatter: false, into: &parsed) == nil, let parsed else { return false }
        commit(parsed)
        return true
    }

    /// Disabling a row ends its editing (keeping what parsed).
    open override func disabledStateDidChange() {
        super.disabledStateDidChange()
        if isDisabled { endEditing() }
    }

    /// Resetting forgets any input error and ends editing.
    open override func resetRowValue() {
        if isEditingText {
            isEditingText = false
            editingText = ""
        }
        inputError = nil
        super.resetRowValue()
    }

    // MARK: Description

    /// A text entry configured by the cell's text field.
    open override var control: RowControl { .text(describesForBinding ? bindingTextEntry : textEntry) }

    /// `.setText` commits new text as given (parsed whole, never as keys a formatter shifts in,
    /// or kept with its input error: a renderer that filters keys filters before, nothing typed
    /// is dropped here); `.editText` edits the text as it is typed; other actions as any row.
    open override func perform(_ action: RowAction) throws(RowActionError) {
        switch action {
        case .setText(let text):
            try checkTextInput(action)
            if !isEditingText { beginEditing() }
            isCommittingWholeText = true
            defer { isCommittingWholeText = false }
            editingTextDidChange(to: text, cursorPosition: nil)
            endEditing()
        case .editText(let text, let cursor):
            try checkTextInput(action)
            if !isEditingText { beginEditing() }
            editingTextDidChange(to: text, cursorPosition: cursor)
        default:
            try super.perform(action)
        }
    }
}
