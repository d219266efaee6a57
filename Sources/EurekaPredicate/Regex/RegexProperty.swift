/// A Unicode property a character class can test: general categories (`\p{L}`, `\p{Nd}`),
/// the binary properties the standard library knows (`\p{Alphabetic}`, `\p{White_Space}`),
/// and the sets behind `\d`, `\w`, `\s`, `\h`, `\v` and the POSIX classes.
enum RegexProperty: Sendable, Hashable {
    /// Any of the general categories in the mask (bit `RegexProperty.bit(of:)`).
    case categories(UInt32)
    case alphabetic, alphanumeric, uppercase, lowercase, whitespace, horizontalWhitespace, verticalWhitespace
    case word, hexDigit, asciiHexDigit, emoji, math, ascii, any, assigned
    /// POSIX `[:graph:]`: not whitespace, control, surrogate or unassigned.
    case graphic
    /// POSIX `[:print:]`: graphic or horizontal whitespace, and not a control.
    case printable

    /// `\d`: decimal digits in any script (`Nd`), as ICU and Swift `Regex` define it.
    static let digit = RegexProperty.categories(bit(of: .decimalNumber))

    /// Whether `scalar` has the property.
    func matches(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch self {
        case .categories(let mask): return mask & RegexProperty.bit(of: properties.generalCategory) != 0
        case .alphabetic: return properties.isAlphabetic
        case .alphanumeric: return properties.isAlphabetic || properties.generalCategory == .decimalNumber
        case .uppercase: return properties.isUppercase
        case .lowercase: return properties.isLowercase
        case .whitespace: return properties.isWhitespace
        case .horizontalWhitespace: return properties.isWhitespace && !RegexProperty.isVerticalSpace(scalar)
        case .verticalWhitespace: return RegexProperty.isVerticalSpace(scalar)
        case .word:
            // ICU's \w: letters (alphabetic), marks, decimal digits, connector punctuation and
            // the zero-width (non-)joiners.
            if scalar.value == 0x200C || scalar.value == 0x200D || properties.isAlphabetic { return true }
            let mask = RegexProperty.bit(of: properties.generalCategory)
            return mask & RegexProperty.wordCategories != 0
        case .hexDigit: return properties.isHexDigit
        case .asciiHexDigit: return properties.isASCIIHexDigit
        case .emoji: return properties.isEmoji
        case .math: return properties.isMath
        case .ascii: return scalar.isASCII
        case .any: return true
        case .assigned: return properties.generalCategory != .unassigned
        case .graphic:
            if properties.isWhitespace { return false }
            return RegexProperty.bit(of: properties.generalCategory) & RegexProperty.invisibleCategories == 0
        case .printable:
            if RegexProperty.bit(of: properties.generalCategory) & RegexProperty.invisibleCategories != 0 { return false }
            return !properties.isWhitespace || RegexProperty.horizontalWhitespace.matches(scalar)
        }
    }

    private static func isVerticalSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    private static let wordCategories = bits(.nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation)
    private static let invisibleCategories = bits(.control, .surrogate, .unassigned)

    /// The bit standing for `category` in a `.categories` mask.
    static func bit(of category: Unicode.GeneralCategory) -> UInt32 {
        let index: UInt32 =
            switch category {
            case .uppercaseLetter: 0
            case .lowercaseLetter: 1
            case .titlecaseLetter: 2
            case .modifierLetter: 3
            case .otherLetter: 4
            case .nonspacingMark: 5
            case .spacingMark: 6
            case .enclosingMark: 7
            case .decimalNumber: 8
            case .letterNumber: 9
            case .otherNumber: 10
            case .connectorPunctuation: 11
            case .dashPunctuation: 12
            case .openPunctuation: 13
            case .closePunctuation: 14
            case .initialPunctuation: 15
            case .finalPunctuation: 16
            case .otherPunctuation: 17
            case .mathSymbol: 18
            case .currencySymbol: 19
            case .modifierSymbol: 20
            case .otherSymbol: 21
            case .spaceSeparator: 22
            case .lineSeparator: 23
            case .paragraphSeparator: 24
            case .control: 25
            case .format: 26
            case .surrogate: 27
            case .privateUse: 28
            case .unassigned: 29
            @unknown default: 29
            }
        return 1 << index
    }

    private static func bits(_ categories: Unicode.GeneralCategory...) -> UInt32 {
        categories.reduce(0) { $0 | bit(of: $1) }
    }

    /// The property a `\p{…}` name stands for: general categories by short or long name
    /// (`Lu`, `Uppercase_Letter`, `L`, `Letter`), optionally as `gc=…`, and the binary
    /// properties above by their Unicode or POSIX names. Case, spaces, `_` and `-` are ignored.
    static func named(_ name: String) -> RegexProperty? {
        var key = String(name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
        for prefix in ["generalcategory=", "gc=", "is"] where key.hasPrefix(prefix) && key.count > prefix.count {
            let rest = String(key.dropFirst(prefix.count))
            if namedProperties[rest] != nil { key = rest }
        }
        return namedProperties[key]
    }

    private static let namedProperties: [String: RegexProperty] = {
        var table: [String: RegexProperty] = [:]
        let categories: [(short: String, long: String, mask: UInt32)] = [
            ("l", "letter", bits(.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter)),
            ("lc", "casedletter", bits(.uppercaseLetter, .lowercaseLetter, .titlecaseLetter)),
            ("lu", "uppercaseletter", bits(.uppercaseLetter)), ("ll", "lowercaseletter", bits(.lowercaseLetter)),
            ("lt", "titlecaseletter", bits(.titlecaseLetter)), ("lm", "modifierletter", bits(.modifierLetter)),
            ("lo", "otherletter", bits(.otherLetter)),
            ("m", "mark", bits(.nonspacingMark, .spacingMark, .enclosingMark)),
            ("mn", "nonspacingmark", bits(.nonspacingMark)), ("mc", "spacingmark", bits(.spacingMark)),
            ("me", "enclosingmark", bits(.enclosingMark)),
            ("n", "number", bits(.decimalNumber, .letterNumber, .otherNumber)),
            ("nd", "decimalnumber", bits(.decimalNumber)), ("nl", "letternumber", bits(.letterNumber)),
            ("no", "othernumber", bits(.otherNumber)),
            (
                "p", "punctuation",
                bits(
                    .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                    .initialPunctuation, .finalPunctuation, .otherPunctuation)
            ),
            ("pc", "connectorpunctuation", bits(.connectorPunctuation)), ("pd", "dashpunctuation", bits(.dashPunctuation)),
            ("ps", "openpunctuation", bits(.openPunctuation)), ("pe", "closepunctuation", bits(.closePunctuation)),
            ("pi", "initialpunctuation", bits(.initialPunctuation)), ("pf", "finalpunctuation", bits(.finalPunctuation)),
            ("po", "otherpunctuation", bits(.otherPunctuation)),
            ("s", "symbol", bits(.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol)),
            ("sm", "mathsymbol", bits(.mathSymbol)), ("sc", "currencysymbol", bits(.currencySymbol)),
            ("sk", "modifiersymbol", bits(.modifierSymbol)), ("so", "othersymbol", bits(.otherSymbol)),
            ("z", "separator", bits(.spaceSeparator, .lineSeparator, .paragraphSeparator)),
            ("zs", "spaceseparator", bits(.spaceSeparator)), ("zl", "lineseparator", bits(.lineSeparator)),
            ("zp", "paragraphseparator", bits(.paragraphSeparator)),
            ("c", "other", bits(.control, .format, .surrogate, .privateUse, .unassigned)),
            ("cc", "control", bits(.control)), ("cf", "format", bits(.format)), ("cs", "surrogate", bits(.surrogate)),
            ("co", "privateuse", bits(.privateUse)), ("cn", "unassigned", bits(.unassigned)),
        ]
        for category in categories {
            table[category.short] = .categories(category.mask)
            table[category.long] = .categories(category.mask)
        }
        let binary: [(names: [String], property: RegexProperty)] = [
            (["alpha", "alphabetic"], .alphabetic), (["alnum"], .alphanumeric), (["upper", "uppercase"], .uppercase),
            (["lower", "lowercase"], .lowercase), (["space", "whitespace", "wspace"], .whitespace),
            (["blank"], .horizontalWhitespace), (["word"], .word), (["digit"], digit),
            (["xdigit", "hexdigit", "hex"], .hexDigit), (["asciihexdigit", "ahex"], .asciiHexDigit),
            (["emoji"], .emoji), (["math"], .math), (["ascii"], .ascii), (["any"], .any),
            (["assigned"], .assigned), (["graph"], .graphic), (["print"], .printable),
            (["cntrl"], .categories(bits(.control))), (["punct"], table["p"]!),
        ]
        for entry in binary {
            for name in entry.names { table[name] = entry.property }
        }
        return table
    }()
}
