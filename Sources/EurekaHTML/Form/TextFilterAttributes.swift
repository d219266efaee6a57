import Eureka

/// The entry's input filter (`TextEntry.inputFilter`) written as attributes: `data-filter`
/// (and `data-separator`) for the page's script, which filters typed and pasted text by the
/// rule the terminal applies to keys, and `pattern`, the same characters as a hint.
///
/// `data-filter` holds the rule's name (`ascii`, `no-space`, `digits`, `decimal`, `phone`;
/// none for any text), then `minus` when a whole number may start with one and `upper` when
/// letters are typed as capitals: `data-filter="digits minus"`.
struct TextFilterAttributes {
    let entry: TextEntry

    func write(_ attributes: inout HTMLAttributeWriter) {
        let filter = entry.inputFilter
        let tokens = self.tokens(filter)
        if !tokens.isEmpty { attributes.attribute(.dataFilter, tokens.joined(separator: " ")) }
        if filter.rule == .decimal { attributes.attribute(.dataSeparator, filter.decimalSeparator) }
        // A hint only while the text shown could have been typed: a formatter's "1,234" could
        // not, yet the row reads it back, so the pattern would call the row's own text invalid.
        if !entry.isMultiline, let pattern = pattern(filter), filter.accepts(entry.text) {
            attributes.attribute(.pattern, pattern)
        }
    }

    /// The rule and its refinements, as `data-filter`'s tokens; empty when anything goes.
    func tokens(_ filter: TextInputFilter) -> [String] {
        var tokens: [String] = []
        switch filter.rule {
        case .any: break
        case .ascii: tokens.append("ascii")
        case .noWhitespace: tokens.append("no-space")
        case .digits: tokens.append(filter.allowsMinusSign ? "digits minus" : "digits")
        case .decimal: tokens.append("decimal")
        case .phone: tokens.append("phone")
        }
        if filter.capitalization == .allCharacters { tokens.append("upper") }
        return tokens
    }

    /// The rule as an HTML `pattern` (matched whole, in the `v` flag's syntax, so the class's
    /// parentheses and hyphen are escaped); nil when anything goes.
    func pattern(_ filter: TextInputFilter) -> String? {
        switch filter.rule {
        case .any: nil
        case .ascii: "[ -~]*"
        case .noWhitespace: #"\P{White_Space}*"#
        case .digits: filter.allowsMinusSign ? "-?[0-9]*" : "[0-9]*"
        case .decimal: "-?[0-9]*(?:" + Self.literal(filter.decimalSeparator) + "[0-9]*)?"
        case .phone: #"[0-9+*#\(\)\-. ]*"#
        }
    }

    /// `text` matched literally: the pattern syntax characters escaped, the others as they are
    /// (an escaped comma is an error with the `u` and `v` flags).
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if #"^$\.*+?()[]{}|/"#.contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
