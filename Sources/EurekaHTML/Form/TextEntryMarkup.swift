import Eureka

/// An `<input>` or `<textarea>` for a text entry, typed and hinted from the field's
/// configuration: type, `inputmode`, `pattern`, `autocomplete`, `autocapitalize`, `spellcheck`,
/// `placeholder`, and the input filter as `data-filter` for the page's script.
/// Text that did not parse, or that was too long to send, is shown back as typed.
struct TextEntryMarkup {
    let entry: TextEntry
    let context: HTMLRowContext
    let title: String

    func write(into html: inout HTMLWriter) {
        let text = context.refusedText ?? entry.rejectedText ?? entry.text
        if entry.isMultiline {
            html.element(
                .textarea,
                attributes: { attributes in
                    attributes.attribute(.rows, max(2, min(entry.lineCount, 20)))
                    write(&attributes)
                }, text: text)
            return
        }
        html.void(.input) { attributes in
            attributes.attribute(.type, inputType)
            attributes.attribute(.value, text)
            write(&attributes)
        }
    }

    private func write(_ attributes: inout HTMLAttributeWriter) {
        // The field's own alignment (`cell.textField.textAlignment`), as the terminal shows it.
        switch entry.alignment {
        case .natural: attributes.attribute(.class, "eu-input")
        case .left: attributes.attribute(.class, "eu-input eu-align-left")
        case .center: attributes.attribute(.class, "eu-input eu-align-center")
        case .right: attributes.attribute(.class, "eu-input eu-align-right")
        }
        attributes.attribute(.id, context.controlID)
        attributes.attribute(.name, context.fieldName)
        // Text in any script: its first strong letter sets its direction, so Arabic or Hebrew
        // typed in reads right to left, aligned to the right, as the person wrote it. Numbers,
        // telephone numbers and secrets have none to find. Not a text area: `dir="auto"` (or
        // `unicode-bidi: plaintext`) on one holding 4 MB froze Chromium's page for a minute
        // when Back restored it after the post was refused as too large.
        if writesInAnyDirection, !entry.isMultiline { attributes.attribute(.dir, "auto") }
        if title.isEmpty { attributes.attribute(.ariaLabel, entry.placeholder ?? "Text") }
        if let placeholder = entry.placeholder { attributes.attribute(.placeholder, placeholder) }
        if let mode = inputMode { attributes.attribute(.inputmode, mode) }
        let filter = TextFilterAttributes(entry: entry)
        filter.write(&attributes)
        if entry.reformatsWhileTyping { attributes.boolean(.dataReformats, true) }
        if let autocomplete { attributes.attribute(.autocomplete, autocomplete) }
        attributes.attribute(.autocapitalize, autocapitalize)
        if entry.autocorrection == .no { attributes.attribute(.spellcheck, "false") }
        // No `maxlength` from a `RuleMaxLength`: a browser stops typing there and cuts a paste
        // without a word, where the terminal keeps the text and the rule says what is too long.
        attributes.boolean(.readonly, !entry.isEditable && !context.isDisabled)
        // Only beside the text it belongs to: text shown back refused is edited as it stands.
        if let editing = entry.editingText, entry.isEditable, context.refusedText == nil, entry.rejectedText == nil {
            attributes.attribute(.dataEdit, editing)
            attributes.attribute(.dataShown, entry.text)
        }
        if let next = context.next { attributes.attribute(.dataNext, next) }
        if let previous = context.previous { attributes.attribute(.dataPrev, previous) }
        ControlAttributes.common(context, &attributes)
    }

    /// Whether the entry takes words (any text, an email address, a URL, a search), not digits
    /// or a secret.
    var writesInAnyDirection: Bool {
        guard !entry.isSecure else { return false }
        switch entry.keyboardType {
        case .numberPad, .asciiCapableNumberPad, .decimalPad, .phonePad: return false
        default: return true
        }
    }

    var inputType: String {
        if entry.isSecure { return "password" }
        switch entry.keyboardType {
        case .emailAddress: return "email"
        case .URL: return "url"
        case .phonePad: return "tel"
        default: return "text"
        }
    }

    var inputMode: String? {
        switch entry.keyboardType {
        case .numberPad, .asciiCapableNumberPad: "numeric"
        case .decimalPad: "decimal"
        case .phonePad: "tel"
        case .emailAddress: "email"
        case .URL: "url"
        case .webSearch: "search"
        default: nil
        }
    }

    var autocomplete: String? {
        switch entry.contentType {
        case .name?: "name"
        case .givenName?: "given-name"
        case .familyName?: "family-name"
        case .emailAddress?: "email"
        case .telephoneNumber?: "tel"
        case .URL?: "url"
        case .username?: "username"
        case .password?: "current-password"
        case .newPassword?: "new-password"
        case .oneTimeCode?: "one-time-code"
        case .postalCode?: "postal-code"
        case .organizationName?: "organization"
        case .streetAddressLine1?: "address-line1"
        case .addressCity?: "address-level2"
        case .countryName?: "country-name"
        case nil: entry.isSecure ? "current-password" : nil
        }
    }

    var autocapitalize: String {
        switch entry.autocapitalization {
        case .none: "none"
        case .words: "words"
        case .sentences: "sentences"
        case .allCharacters: "characters"
        }
    }
}
