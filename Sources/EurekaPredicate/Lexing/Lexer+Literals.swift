/// Variables, strings and numbers: the tokens that carry a decoded payload.
extension Lexer {
    /// `$tag` with optional `.segment` / `.@count` key path.
    mutating func variable() throws(PredicateSyntaxError) -> Token.Kind {
        advance()  // $
        let tagStart = position
        let tagEnd = consumeWord()
        guard tagStart < tagEnd else {
            throw error("expected a variable name after '$'", at: tagStart)
        }
        let tag = String(scalars[tagStart..<tagEnd])
        var path: [String] = []
        while peek() == "." {
            advance()
            let segmentStart = position
            if peek() == "@" {
                advance()
                let end = consumeWord()
                let segment = text(of: segmentStart..<end)
                guard segment.lowercased() == "@count" else {
                    throw error("unsupported collection operator '\(segment)'; only '@count' is available",
                                at: segmentStart)
                }
                path.append("@count")
            } else {
                let end = consumeWord()
                guard segmentStart < end else {
                    throw error("expected a key path segment after '.'", at: segmentStart)
                }
                path.append(text(of: segmentStart..<end))
            }
        }
        return .variable(tag: tag, path: path)
    }

    /// A number with optional sign, fraction and exponent; integers that overflow `Int` become
    /// `Double`, as a form author typing a large number would expect.
    mutating func number() throws(PredicateSyntaxError) -> Token.Kind {
        let start = position
        if peek() == "+" || peek() == "-" { advance() }
        consumeDigits()
        var isInteger = true
        if peek() == ".", let next = peek(offset: 1), Lexer.isDigit(next) {
            isInteger = false
            advance()
            consumeDigits()
        }
        if peek() == "e" || peek() == "E" {
            let exponentStart = position
            advance()
            if peek() == "+" || peek() == "-" { advance() }
            guard let digit = peek(), Lexer.isDigit(digit) else {
                throw error("expected digits in the exponent of '\(text(of: start..<position))'", at: exponentStart)
            }
            isInteger = false
            consumeDigits()
        }
        let text = text(of: start..<position)
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else {
            throw error("number literal '\(text)' is out of range", at: start)
        }
        return .double(value)
    }

    /// A quoted string with escapes resolved; the token starts at the opening quote.
    mutating func stringLiteral() throws(PredicateSyntaxError) -> String {
        let open = position
        let quote = scalars[position]
        advance()
        var text = ""
        var segmentStart = position
        while true {
            guard let scalar = peek() else {
                throw error("unterminated string literal", at: open)
            }
            if scalar == quote {
                text.unicodeScalars.append(contentsOf: scalars[segmentStart..<position])
                advance()
                return text
            }
            if scalar == "\\" {
                text.unicodeScalars.append(contentsOf: scalars[segmentStart..<position])
                text.unicodeScalars.append(try escape())
                segmentStart = position
            } else {
                advance()
            }
        }
    }

    /// Decodes the escape sequence at `position` (the backslash).
    private mutating func escape() throws(PredicateSyntaxError) -> Unicode.Scalar {
        let backslash = position
        advance()
        guard let scalar = peek() else {
            throw error("unterminated string literal", at: backslash)
        }
        advance()
        switch scalar {
        case "'", "\"", "\\": return scalar
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "u": return try unicodeEscape(backslash: backslash)
        default:
            throw error("unknown escape sequence '\\\(scalar)' in string literal", at: backslash)
        }
    }

    /// `\u{1F600}` (1–8 hex digits) or `\u00E9` (exactly 4).
    private mutating func unicodeEscape(backslash: String.Index) throws(PredicateSyntaxError) -> Unicode.Scalar {
        var digits = ""
        if peek() == "{" {
            advance()
            while let scalar = peek(), scalar.properties.isASCIIHexDigit, digits.unicodeScalars.count < 8 {
                digits.unicodeScalars.append(scalar)
                advance()
            }
            guard peek() == "}", !digits.isEmpty else {
                throw error("malformed unicode escape; expected '\\u{' hex digits '}'", at: backslash)
            }
            advance()
        } else {
            for _ in 0..<4 {
                guard let scalar = peek(), scalar.properties.isASCIIHexDigit else {
                    throw error("malformed unicode escape; expected four hex digits after '\\u'", at: backslash)
                }
                digits.unicodeScalars.append(scalar)
                advance()
            }
        }
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw error("'\\u{\(digits)}' is not a valid unicode scalar", at: backslash)
        }
        return scalar
    }

    private mutating func consumeDigits() {
        while let scalar = peek(), Lexer.isDigit(scalar) { advance() }
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
