/// The kind of keyboard a text field asks for. Renderers without a soft keyboard turn it into an
/// input filter (see `inputFilter(decimalSeparator:capitalization:)`), so a number field only
/// accepts what a number keyboard could type.
///
/// ```swift
/// cell.textField.keyboardType = .numberPad
/// ```
public enum KeyboardType: Hashable, Sendable {
    /// Any text.
    case `default`
    /// ASCII characters only.
    case asciiCapable
    /// Any text; numbers and punctuation first.
    case numbersAndPunctuation
    /// A URL: no whitespace.
    case URL
    /// Digits only.
    case numberPad
    /// Digits and the characters of phone numbers: `+ * # ( ) - .` and space.
    case phonePad
    /// Names and phone numbers: any text.
    case namePhonePad
    /// An email address: no whitespace.
    case emailAddress
    /// Digits, one decimal separator and a leading minus sign.
    case decimalPad
    /// A Twitter handle or hashtag: no whitespace.
    case twitter
    /// A search query: any text.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad

    /// The character rule this keyboard implies.
    var characterRule: TextInputFilter.CharacterRule {
        switch self {
        case .default, .numbersAndPunctuation, .namePhonePad, .webSearch: .any
        case .asciiCapable: .ascii
        case .URL, .emailAddress, .twitter: .noWhitespace
        case .numberPad, .asciiCapableNumberPad: .digits
        case .decimalPad: .decimal
        case .phonePad: .phone
        }
    }

    /// The filter a renderer applies to typed characters for this keyboard.
    ///
    /// ```swift
    /// let filter = KeyboardType.decimalPad.inputFilter(decimalSeparator: ",")
    /// filter.filter("1,2,3", into: "")   // "1,23"
    /// ```
    public func inputFilter(
        decimalSeparator: String = ".",
        capitalization: AutocapitalizationType = .none,
        allowsNewlines: Bool = false,
        allowsMinusSign: Bool = false
    ) -> TextInputFilter {
        TextInputFilter(
            rule: characterRule, decimalSeparator: decimalSeparator,
            capitalization: capitalization, allowsNewlines: allowsNewlines, allowsMinusSign: allowsMinusSign)
    }
}
