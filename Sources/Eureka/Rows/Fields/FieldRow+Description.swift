// How field rows describe themselves: the text and the cell's field configuration.
extension FieldRow {
    /// The entry as a renderer shows it: the text being edited while editing, else the
    /// formatted value, with the cell's field configuration.
    var textEntry: TextEntry {
        let field = cellIfCreated?.textField
        var entry = TextEntry(
            text: isEditingText ? editingText : (displayText ?? ""),
            placeholder: placeholder ?? field?.placeholder,
            keyboardType: field?.keyboardType ?? .default,
            contentType: field?.textContentType,
            autocapitalization: field?.autocapitalizationType ?? .sentences,
            autocorrection: field?.autocorrectionType ?? .default,
            isSecure: field?.isSecureTextEntry ?? Cell.entersSecureTextByDefault,
            isMultiline: field?.isMultiline ?? false,
            lineCount: 1,
            alignment: field?.textAlignment ?? .natural,
            isEditable: isTextInputEnabled,
            isEditing: isEditingText,
            cursorPosition: isEditingText ? editingCursorPosition : nil,
            decimalSeparator: formatter?.decimalSeparatorForInput ?? field?.decimalSeparator ?? ".",
            allowsMinusSign: Cell.Value.takesMinusSign,
            maximumLength: maximumTextLength,
            rejectedText: inputError?.text,
            editingText: textEditingStartsFrom
        )
        entry.reformatsWhileTyping = useFormatterDuringInput && formatter != nil
        entry.pasteReplacesText = readsTypedKeysOtherwiseThanWritten
        return entry
    }

    /// Whether the formatter, reformatting as keys are typed, reads them otherwise than the same
    /// text written (a till: "12" typed is 0.12). Asked of the formatter with a sample rather
    /// than known by its type, so an app's own digits-from-the-right formatter counts too.
    private var readsTypedKeysOtherwiseThanWritten: Bool {
        guard useFormatterDuringInput, let formatter else { return false }
        let typed = formatter.value(fromText: "12", liveFormatting: true)
        let written = formatter.value(fromText: "12", liveFormatting: false)
        switch (typed, written) {
        case (nil, nil): return false
        case (let typed?, let written?):
            if let typed = anyToDouble(typed), let written = anyToDouble(written) { return typed != written }
            return String(describing: typed) != String(describing: written)
        default: return true
        }
    }

    /// `textForEditing(value)` when an edit would start from other text than the shown one;
    /// only a formatter makes them differ.
    private var textEditingStartsFrom: String? {
        guard formatter != nil, !isEditingText, inputError == nil else { return nil }
        let editing = textForEditing(value)
        return editing == (displayText ?? "") ? nil : editing
    }

    /// What binding reads of the entry (see `bindingControl`): the text, whether it can be
    /// edited, and text refused. Reading the field's configuration from the cell was half the
    /// cost of describing the row, paid twice per row of every posted page.
    var bindingTextEntry: TextEntry {
        TextEntry(
            text: isEditingText ? editingText : (displayText ?? ""),
            isSecure: cellIfCreated?.textField.isSecureTextEntry ?? Cell.entersSecureTextByDefault,
            isEditable: isTextInputEnabled,
            rejectedText: inputError?.text)
    }

    /// Throws when the row cannot take text now.
    func checkTextInput(_ action: RowAction) throws(RowActionError) {
        guard isTextInputEnabled else { throw isDisabled ? .disabled(self) : .unsupported(action, self) }
    }
}

extension FieldRow {
    /// The smallest `RuleMaxLength` among the row's rules, if any.
    var maximumTextLength: Int? {
        hasRules ? ruleSet.maximumLength : nil
    }
}
