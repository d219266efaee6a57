/// Variables, strings and numbers: the tokens that carry a decoded payload.
extension Lexer {
    /// `$tag` with optional `.segment` / `.@count` key path.
    mutating func variable() throws(PredicateSyntaxError) -> Token.Kind {
        position += 1  // $
        let tagStart = position
        let tagEnd = consumeWord()
        guard tagStart < tagEnd else {
            throw error("expected a variable name after '$'", at: tagStart)
        }
        let tag = text(of: tagStart..<tagEnd)
        var path: [String] = []
        while peek() == UInt8(ascii: ".") {
            position += 1
            let segmentStart = position
            if peek() == UInt8(ascii: "@") {
                position += 1
                let end = consumeWord()
                let segment = text(of: segmentStart..<end)
                guard segment.lowercased() == "@count" else {
                    throw error(
                        "unsupported collection operator '\(segment)'; only '@count' is available",
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
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
        consumeDigits()
        var isInteger = true
        if peek() == UInt8(ascii: "."), let next = peek(offset: 1), Lexer.isDigit(next) {
            isInteger = false
            position += 1
            consumeDigits()
        }
        if let byte = peek(), byte | 0x20 == UInt8(ascii: "e") {
            let exponentStart = position
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
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
        let quote = bytes[position]
        position += 1
        var text = ""
        var segmentStart = position
        // Quotes and backslashes are ASCII and never occur inside a multi-byte sequence, so a
        // byte scan finds them safely.
        while true {
            guard let byte = peek() else {
                throw error("unterminated string literal", at: open)
            }
            if byte == quote {
                text += String(decoding: bytes[segmentStart..<position], as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                text += String(decoding: bytes[segmentStart..<position], as: UTF8.self)
                text.unicodeScalars.append(try escape())
                segmentStart = position
            } else {
                position += 1
            }
        }
    }

    /// Decodes the escape sequence at `position` (the backslash).
    private mutating func escape() throws(PredicateSyntaxError) -> Unicode.Scalar {
        let backslash = position
        position += 1
        guard position < bytes.count else {
            throw error("unterminated string literal", at: backslash)
        }
        let (scalar, length) = scalar(at: position)
        position += length
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
    private mutating func unicodeEscape(backslash: Int) throws(PredicateSyntaxError) -> Unicode.Scalar {
        let digitsStart: Int
        let digitsEnd: Int
        if peek() == UInt8(ascii: "{") {
            position += 1
            digitsStart = position
            while let byte = peek(), Lexer.isHexDigit(byte), position - digitsStart < 8 { position += 1 }
            digitsEnd = position
            guard peek() == UInt8(ascii: "}"), digitsStart < digitsEnd else {
                throw error("malformed unicode escape; expected '\\u{' hex digits '}'", at: backslash)
            }
            position += 1
        } else {
            digitsStart = position
            for _ in 0..<4 {
                guard let byte = peek(), Lexer.isHexDigit(byte) else {
                    throw error("malformed unicode escape; expected four hex digits after '\\u'", at: backslash)
                }
                position += 1
            }
            digitsEnd = position
        }
        let digits = text(of: digitsStart..<digitsEnd)
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw error("'\\u{\(digits)}' is not a valid unicode scalar", at: backslash)
        }
        return scalar
    }

    private mutating func consumeDigits() {
        while let byte = peek(), Lexer.isDigit(byte) { position += 1 }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }
}
