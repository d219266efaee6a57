// Text-entry hints carried by `CellTextField`, which a renderer may honour (a terminal has no
// autocorrection). `TextInputFilter` applies `.allCharacters`; the rest are for soft keyboards.

/// Which letters a keyboard starts in capitals: a soft keyboard presets its shift key (a page
/// gets `autocapitalize`), which a person can release, so `.words` and `.sentences` never
/// force a capital. On a hardware keyboard (the terminal) letters stay as typed, so
/// "van Gogh" and "iPhone" can be entered; `.allCharacters` is a format rule for codes, and
/// the terminal types every letter of such a field as a capital.
///
/// ```swift
/// cell.textField.autocapitalizationType = .words   // a phone's keyboard starts each word shifted
/// ```
public enum AutocapitalizationType: Hashable, Sendable {
    /// Letters are kept as typed.
    case none
    /// Soft keyboards shift the first letter of each word.
    case words
    /// Soft keyboards shift the first letter of each sentence.
    case sentences
    /// Every letter is a capital.
    case allCharacters
}

/// Whether the renderer may autocorrect typed words.
///
/// ```swift
/// cell.textField.autocorrectionType = .no
/// ```
public enum AutocorrectionType: Hashable, Sendable {
    /// The platform decides.
    case `default`
    /// Never autocorrect.
    case no
    /// Autocorrect.
    case yes
}

/// When a field shows a control that clears its text.
///
/// ```swift
/// cell.textField.clearButtonMode = .always
/// ```
public enum ClearButtonMode: Hashable, Sendable {
    /// Never.
    case never
    /// Only while the field is being edited.
    case whileEditing
    /// Only while the field is not being edited.
    case unlessEditing
    /// Always.
    case always
}
