// Text-entry hints carried by `CellTextField`. Capitalisation is applied by `TextInputFilter`;
// the others are hints a renderer may honour (a terminal has no autocorrection).

/// Which typed letters become capitals.
///
/// ```swift
/// cell.textField.autocapitalizationType = .words   // "ada lovelace" types as "Ada Lovelace"
/// ```
public enum AutocapitalizationType: Hashable, Sendable {
    /// Letters are kept as typed.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
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
