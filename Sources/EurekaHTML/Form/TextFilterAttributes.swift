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
        let value = filterValue(filter)
        if !value.isEmpty { attributes.attribute(.dataFilter, value) }
        if filter.rule == .decimal { attributes.attribute(.dataSeparator, filter.decimalSeparator) }
        // A hint only while the text shown could have been typed: a formatter's "1,234" could
        // not, yet the row reads it back, so the pattern would call the row's own text invalid.
        if !entry.isMultiline, let pattern = pattern(filter), filter.accepts(entry.text) {
            attributes.attribute(.pattern, pattern)
        }
    }

    /// The rule and its refinements, as `data-filter`'s space-separated tokens; empty when
    /// anything goes. (One short string, not an array joined: a page writes it for most fields.)
    func filterValue(_ filter: TextInputFilter) -> String {
        let rule =
            switch filter.rule {
            case .any: ""
            case .ascii: "ascii"
            case .noWhitespace: "no-space"
            case .digits: filter.allowsMinusSign ? "digits minus" : "digits"
            case .decimal: "decimal"
            case .phone: "phone"
            }
        guard filter.capitalization == .allCharacters else { return rule }
        return rule.isEmpty ? "upper" : rule + " upper"
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
