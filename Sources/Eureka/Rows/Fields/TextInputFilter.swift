/// What a text field accepts as typed from a hardware keyboard: renderers pass every insertion
/// (a key, or pasted text) through `filter(_:into:at:)` and insert what comes back.
///
/// Control characters are always dropped (a newline too, unless the field is multi-line), so a
/// value typed through a filter never carries terminal control codes. Letters keep the case
/// they were typed in, as on a desktop browser: `.words` and `.sentences` capitalisation are
/// hints for soft keyboards, whose shift key they preset and a person can release, while a
/// hardware keyboard has Shift at hand and "van Gogh" or "iPhone" must stay typeable. Only
/// `.allCharacters`, a format rule for codes, makes capitals.
///
/// ```swift
/// let filter = KeyboardType.numberPad.inputFilter()
/// filter.filter("12a3", into: "")      // "123"
/// let codes = KeyboardType.default.inputFilter(capitalization: .allCharacters)
/// codes.filter("sw1a", into: "")       // "SW1A"
/// ```
public struct TextInputFilter: Hashable, Sendable {
    /// Which characters a keyboard can type, as data: a renderer that filters elsewhere (a
    /// page's script) carries the rule there and applies it as `filter(_:into:at:)` does.
    ///
    /// Control characters are refused under every rule; under `.digits` and `.decimal` nothing
    /// goes before a leading minus sign.
    ///
    /// ```swift
    /// KeyboardType.numberPad.inputFilter().rule   // .digits
    /// ```
    public enum CharacterRule: Hashable, Sendable, CaseIterable {
        /// Any character.
        case any
        /// ASCII characters only.
        case ascii
        /// Anything but white space (addresses, handles).
        case noWhitespace
        /// ASCII digits, and a minus sign at the start when `allowsMinusSign`.
        case digits
        /// ASCII digits, one `decimalSeparator`, and a minus sign at the start.
        case decimal
        /// ASCII digits and `+ * # ( ) - .` and space.
        case phone
    }

    /// Which characters are accepted; the other properties refine it.
    public let rule: CharacterRule
    /// The decimal separator accepted by decimal fields.
    public let decimalSeparator: String
    /// The field's capitalisation; only `.allCharacters` changes typed letters.
    public let capitalization: AutocapitalizationType
    /// Whether newlines are accepted (text areas).
    public let allowsNewlines: Bool
    /// Whether a number pad takes a minus sign at the start (decimal pads always do).
    public let allowsMinusSign: Bool

    init(rule: CharacterRule, decimalSeparator: String, capitalization: AutocapitalizationType, allowsNewlines: Bool, allowsMinusSign: Bool) {
        self.rule = rule
        self.decimalSeparator = decimalSeparator.isEmpty ? "." : decimalSeparator
        self.capitalization = capitalization
        self.allowsNewlines = allowsNewlines
        self.allowsMinusSign = allowsMinusSign
    }

    /// The part of `insertion` the field accepts when typed into `text` at character offset
    /// `offset` (nil: at the end), capitalised as configured.
    ///
    /// ```swift
    /// KeyboardType.decimalPad.inputFilter().filter("-1.5.0", into: "")   // "-1.50"
    /// ```
    public func filter(_ insertion: String, into text: String, at offset: Int? = nil) -> String {
        scan(insertion, into: text, at: offset).accepted
    }

    /// The characters of `insertion` the field would refuse at that place (control characters
    /// aside, which are dropped silently), in order, each once: a renderer refuses a paste
    /// with any of them rather than insert the rest, which could change its meaning ("2.75"
    /// into a whole-number field would read 275).
    ///
    /// ```swift
    /// KeyboardType.numberPad.inputFilter().refusedCharacters(in: "2.75", into: "")   // "."
    /// ```
    public func refusedCharacters(in insertion: String, into text: String, at offset: Int? = nil) -> String {
        scan(insertion, into: text, at: offset).refused
    }

    /// `filter(_:into:at:)` and `refusedCharacters(in:into:at:)` in one pass, for a renderer
    /// that refuses a paste with refused characters and otherwise inserts what is accepted.
    ///
    /// ```swift
    /// let (accepted, refused) = KeyboardType.numberPad.inputFilter().screen("2.75", into: "")
    /// // accepted "275", refused "."
    /// ```
    public func screen(_ insertion: String, into text: String, at offset: Int? = nil) -> (accepted: String, refused: String) {
        scan(insertion, into: text, at: offset)
    }

    /// One pass over `insertion` as typed at `offset` in `text`, carrying what admitting and
    /// capitalising need (linear in the insertion): what goes in, capitalised, and what the
    /// field refuses, controls aside, each once.
    private func scan(_ insertion: String, into text: String, at offset: Int?) -> (accepted: String, refused: String) {
        // Only numbers look around the insertion point; every other rule judges a character
        // alone, so a keystroke in a long text area costs nothing in the text's length.
        var context = TypedContext(isEmpty: true, containsSeparator: false)
        var separatorAfter = false
        var minusAfter = false
        if rule == .digits || rule == .decimal {
            let split = offset.map { min(max($0, 0), text.count) } ?? text.count
            let after = text.dropFirst(split)
            context = TypedContext(text.prefix(split), separator: decimalSeparator)
            separatorAfter = after.contains(decimalSeparator)
            minusAfter = after.hasPrefix("-")
        }
        var accepted = ""
        var refused = ""
        for character in insertion {
            if let allowed = admit(character, context: context, separatorAfter: separatorAfter, minusAfter: minusAfter) {
                let shown = capitalize(allowed)
                accepted += shown
                for typed in shown { context.append(typed, separator: decimalSeparator) }
            } else if !character.unicodeScalars.contains(where: \.properties.isControlLike), !refused.contains(character) {
                refused.append(character)
            }
        }
        return (accepted, refused)
    }

    /// Whether every character of `text` could have been typed into an empty field.
    ///
    /// ```swift
    /// KeyboardType.phonePad.inputFilter().accepts("+1 (555) 010-999")   // true
    /// ```
    public func accepts(_ text: String) -> Bool {
        // Nothing typed yet (not `TypedContext("", …)`: Foundation's `contains` would bridge).
        var context = TypedContext(isEmpty: true, containsSeparator: false)
        for character in text {
            guard let allowed = admit(character, context: context, separatorAfter: false, minusAfter: false), allowed == character else { return false }
            context.append(allowed, separator: decimalSeparator)
        }
        return true
    }

    /// What has been typed before the insertion point, as far as filtering cares.
    private struct TypedContext {
        var isEmpty: Bool
        var containsSeparator: Bool

        init(isEmpty: Bool, containsSeparator: Bool) {
            self.isEmpty = isEmpty
            self.containsSeparator = containsSeparator
        }

        init(_ text: some StringProtocol, separator: String) {
            isEmpty = text.isEmpty
            containsSeparator = !separator.isEmpty && text.contains(separator)
        }

        mutating func append(_ character: Character, separator: String) {
            isEmpty = false
            if String(character) == separator { containsSeparator = true }
        }
    }

    /// The character to insert for `character`, or nil when the field refuses it.
    private func admit(_ character: Character, context: TypedContext, separatorAfter: Bool, minusAfter: Bool) -> Character? {
        if character == "\n" || character == "\r\n" || character == "\r" {
            return allowsNewlines ? "\n" : nil
        }
        // A text area keeps a tab (pasted code or a table's cells); the rules below then judge
        // it as whitespace, so only fields that take spaces take it.
        guard !character.isControlLike || (character == "\t" && allowsNewlines) else { return nil }
        // Nothing goes before a number's leading minus ("7-5").
        if minusAfter, context.isEmpty, rule == .digits || rule == .decimal { return nil }
        switch rule {
        case .any:
            return character
        case .ascii:
            return character.isASCII ? character : nil
        case .noWhitespace:
            return character.isWhitespace ? nil : character
        case .digits:
            if character == "-" { return allowsMinusSign && context.isEmpty && !minusAfter ? character : nil }
            return character.isASCIIDigit ? character : nil
        case .phone:
            return character.isASCIIDigit || "+*#()-. ".contains(character) ? character : nil
        case .decimal:
            if character.isASCIIDigit { return character }
            if String(character) == decimalSeparator {
                return context.containsSeparator || separatorAfter ? nil : character
            }
            if character == "-" {
                return context.isEmpty && !minusAfter ? character : nil
            }
            return nil
        }
    }

    /// Capitals for `.allCharacters`; any other letter as typed (see the type's summary).
    private func capitalize(_ character: Character) -> String {
        capitalization == .allCharacters ? character.uppercased() : String(character)
    }
}

extension Character {
    // ASCII answered from the byte: a Unicode property look-up per character showed in the
    // profile of a page checking each field's text against its filter.
    var isASCIIDigit: Bool {
        guard let byte = asciiValue else { return false }
        return byte >= 0x30 && byte <= 0x39
    }

    /// Whether any of the character's scalars is a control (C0, DEL, C1).
    var isControlLike: Bool {
        if let byte = asciiValue { return byte < 0x20 || byte == 0x7F }
        return unicodeScalars.contains(where: \.properties.isControlLike)
    }
}

extension Unicode.Scalar.Properties {
    /// C0/C1 controls and DEL: never part of a typed value.
    var isControlLike: Bool { generalCategory == .control }
}
