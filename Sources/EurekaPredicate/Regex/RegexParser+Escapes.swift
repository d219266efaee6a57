/// Backslash escapes, outside and inside character classes.
extension RegexParser {
    /// What an escape stands for.
    enum Escaped {
        case character(Character)
        case property(RegexProperty, isNegated: Bool)
        case assertion(RegexAssertion)
        case node(RegexNode)
        /// `\E` without `\Q`.
        case nothing
    }

    /// An escape outside a class, as a node (nil when it stands for nothing).
    mutating func parseEscape() throws(RegexSyntaxError) -> RegexNode? {
        switch try parseEscaped(inClass: false) {
        case .character(let character): return literal(character)
        case .property(let property, let isNegated):
            return .characterClass(RegexCharacterClass(property: property, isNegated: isNegated, ignoresCase: flags.ignoresCase))
        case .assertion(let assertion): return .assertion(assertion)
        case .node(let node): return node
        case .nothing: return nil
        }
    }

    /// Reads the escape at `position` (a backslash) and what follows it.
    mutating func parseEscaped(inClass: Bool) throws(RegexSyntaxError) -> Escaped {
        let start = position
        position += 1
        guard position < characters.count else {
            throw RegexSyntaxError(pattern: pattern, offset: start, message: "the pattern ends with a lone '\\'")
        }
        let character = characters[position]
        position += 1
        func fail(_ message: String) -> RegexSyntaxError {
            RegexSyntaxError(pattern: pattern, offset: start, message: message)
        }
        switch character {
        case "d": return .property(RegexProperty.digit, isNegated: false)
        case "D": return .property(RegexProperty.digit, isNegated: true)
        case "w": return .property(.word, isNegated: false)
        case "W": return .property(.word, isNegated: true)
        case "s": return .property(.whitespace, isNegated: false)
        case "S": return .property(.whitespace, isNegated: true)
        case "h": return .property(.horizontalWhitespace, isNegated: false)
        case "H": return .property(.horizontalWhitespace, isNegated: true)
        case "v": return .property(.verticalWhitespace, isNegated: false)
        case "V": return .property(.verticalWhitespace, isNegated: true)
        case "R" where !inClass: return .property(.verticalWhitespace, isNegated: false)
        case "p", "P": return try parseProperty(negated: character == "P", escapeStart: start)
        case "b" where inClass: return .character("\u{8}")
        case "b": return .assertion(.wordBoundary)
        case "B" where !inClass: return .assertion(.notWordBoundary)
        case "A" where !inClass: return .assertion(.startOfInput)
        case "z" where !inClass: return .assertion(.endOfInput)
        case "Z" where !inClass: return .assertion(.endOfInputOrBeforeFinalNewline)
        case "X" where !inClass: return .node(.anyCharacter(includingNewlines: true))
        case "N" where !inClass && !peek("{"): return .node(.anyCharacter(includingNewlines: false))
        case "n": return .character("\n")
        case "t": return .character("\t")
        case "r": return .character("\r")
        case "f": return .character("\u{C}")
        case "e": return .character("\u{1B}")
        case "a": return .character("\u{7}")
        case "0": return try .character(scalarCharacter(octalDigitsUpTo: 3, escapeStart: start))
        case "x": return try .character(hexEscape(fixedDigits: 2, escapeStart: start))
        case "u": return try .character(hexEscape(fixedDigits: 4, escapeStart: start))
        case "U": return try .character(hexEscape(fixedDigits: 8, escapeStart: start))
        case "c":
            guard position < characters.count, let ascii = characters[position].asciiValue, characters[position].isLetter else {
                throw fail("'\\c' must be followed by a letter (\\cA is Ctrl-A)")
            }
            position += 1
            return .character(Character(Unicode.Scalar(ascii & 0x1F)))
        case "E" where !inClass:
            return .nothing
        case "1"..."9", "k", "g":
            throw fail("backreferences such as \\1 are not supported: they need a backtracking engine, which can freeze a form")
        case "K", "G":
            throw fail("'\\\(character)' is not supported: it only makes sense for a backtracking engine")
        default:
            if character.isASCII, character.isLetter || character.isNumber {
                throw fail("unknown escape '\\\(character)'")
            }
            // Escaped punctuation, spaces and non-ASCII characters stand for themselves.
            return .character(character)
        }
    }

    /// `\p{L}`, `\p{^L}`, `\pL`, `\P{…}`.
    private mutating func parseProperty(negated: Bool, escapeStart: Int) throws(RegexSyntaxError) -> Escaped {
        guard position < characters.count else {
            throw RegexSyntaxError(pattern: pattern, offset: escapeStart, message: "'\\p' must be followed by a property, like \\p{L}")
        }
        var name: String
        var isNegated = negated
        if characters[position] == "{" {
            guard let close = characters[position...].firstIndex(of: "}") else {
                throw RegexSyntaxError(pattern: pattern, offset: escapeStart, message: "missing '}' to close this property")
            }
            name = String(characters[(position + 1)..<close])
            position = close + 1
            if name.hasPrefix("^") {
                name.removeFirst()
                isNegated.toggle()
            }
        } else {
            name = String(characters[position])
            position += 1
        }
        guard let property = RegexProperty.named(name) else {
            throw RegexSyntaxError(
                pattern: pattern, offset: escapeStart,
                message: "unknown or unsupported property '\(name)' (general categories such as L, Lu, Nd, P and "
                    + "Alphabetic, White_Space, Uppercase, Lowercase, Emoji are supported; scripts are not)")
        }
        return .property(property, isNegated: isNegated)
    }

    /// `\xhh`, `\uhhhh`, `\Uhhhhhhhh`, or any of them with braces: `\x{1F600}`, `\u{E9}`.
    private mutating func hexEscape(fixedDigits: Int, escapeStart: Int) throws(RegexSyntaxError) -> Character {
        var digits: [Character] = []
        if peek("{") {
            guard let close = characters[position...].firstIndex(of: "}") else {
                throw RegexSyntaxError(pattern: pattern, offset: escapeStart, message: "missing '}' to close this escape")
            }
            digits = Array(characters[(position + 1)..<close])
            position = close + 1
            guard (1...8).contains(digits.count) else {
                throw RegexSyntaxError(pattern: pattern, offset: escapeStart, message: "a braced escape holds 1 to 8 hexadecimal digits")
            }
        } else {
            while digits.count < fixedDigits, position < characters.count, characters[position].isHexDigit {
                digits.append(characters[position])
                position += 1
            }
            guard digits.count == fixedDigits else {
                throw RegexSyntaxError(pattern: pattern, offset: escapeStart, message: "expected \(fixedDigits) hexadecimal digits in this escape")
            }
        }
        var value: UInt32 = 0
        for digit in digits {
            guard let nibble = digit.hexDigitValue, digit.isASCII else {
                throw RegexSyntaxError(pattern: pattern, offset: escapeStart, message: "'\(digit)' is not a hexadecimal digit")
            }
            value = value << 4 | UInt32(nibble)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw RegexSyntaxError(pattern: pattern, offset: escapeStart, message: "U+\(String(value, radix: 16, uppercase: true)) is not a Unicode scalar")
        }
        return Character(scalar)
    }

    /// `\0`, `\012`: NUL or an octal code, up to three digits after the zero.
    private mutating func scalarCharacter(octalDigitsUpTo limit: Int, escapeStart: Int) throws(RegexSyntaxError) -> Character {
        var value: UInt32 = 0
        var count = 0
        while count < limit, position < characters.count, let digit = characters[position].wholeNumberValue,
            characters[position].isASCII, digit < 8
        {
            value = value * 8 + UInt32(digit)
            position += 1
            count += 1
        }
        return Character(Unicode.Scalar(UInt8(truncatingIfNeeded: min(value, 0xFF))))
    }
}
