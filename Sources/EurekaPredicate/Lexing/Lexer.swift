/// Splits a predicate string into tokens on demand, so the first error reported is the first
/// problem in source order, whether it is lexical or grammatical.
///
/// Works on a copy of the UTF-8 bytes with integer positions: the grammar is ASCII, so only
/// words and string contents ever need decoding, and positions convert to `Character` offsets
/// only when an error is reported.
struct Lexer {
    let source: String
    let bytes: ContiguousArray<UInt8>
    var position = 0

    init(_ source: String) {
        self.source = source
        self.bytes = ContiguousArray(source.utf8)
    }

    /// The next token; `.end` once the source is exhausted (and on every later call).
    mutating func next() throws(PredicateSyntaxError) -> Token {
        skipWhitespace()
        let start = position
        guard let byte = peek() else { return Token(kind: .end, range: start..<start) }
        let kind: Token.Kind
        switch byte {
        case UInt8(ascii: "("): kind = single(.leftParenthesis)
        case UInt8(ascii: ")"): kind = single(.rightParenthesis)
        case UInt8(ascii: "{"): kind = single(.leftBrace)
        case UInt8(ascii: "}"): kind = single(.rightBrace)
        case UInt8(ascii: ","): kind = single(.comma)
        case UInt8(ascii: "$"): kind = try variable()
        case UInt8(ascii: "'"), UInt8(ascii: "\""): kind = .string(try stringLiteral())
        case UInt8(ascii: "0")...UInt8(ascii: "9"): kind = try number()
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard let next = peek(offset: 1), Lexer.isDigit(next) else { throw unexpectedCharacter() }
            kind = try number()
        case UInt8(ascii: "["): kind = .modifier(try modifier())
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "&"), UInt8(ascii: "|"):
            kind = .operator(try symbol())
        default:
            guard isWordStart(at: position) else { throw unexpectedCharacter() }
            let end = consumeWord()
            if let keyword = Keyword(bytes: bytes[start..<end]) {
                kind = .keyword(keyword)
            } else {
                kind = .word(text(of: start..<end))
            }
        }
        return Token(kind: kind, range: start..<position)
    }

    /// The source text of a byte range, as error messages quote it.
    func text(of range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// A syntax error at byte position `position`, reported as a `Character` offset.
    func error(_ message: String, at position: Int) -> PredicateSyntaxError {
        PredicateSyntaxError(format: source, offset: characterOffset(of: position), message: message)
    }

    private func characterOffset(of position: Int) -> Int {
        let index = source.utf8.index(source.utf8.startIndex, offsetBy: position)
        return source.distance(from: source.startIndex, to: index)
    }

    // MARK: - Bytes and scalars

    @inline(__always)
    func peek(offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// The scalar starting at byte `index` and its length in bytes. The bytes came from a
    /// `String`, so they are valid UTF-8 and `index` is always at a scalar boundary.
    func scalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(bytes[index])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? lead : lead & (0x7F >> UInt32(length))
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    private mutating func single(_ kind: Token.Kind) -> Token.Kind {
        position += 1
        return kind
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                position += 1
            } else if byte >= 0x80, case (let scalar, let length) = scalar(at: position), scalar.properties.isWhitespace {
                position += length
            } else {
                return
            }
        }
    }

    /// Consumes identifier scalars from `position` and returns where they end.
    mutating func consumeWord() -> Int {
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard Lexer.isASCIIWordByte(byte) else { break }
                position += 1
            } else {
                let (scalar, length) = scalar(at: position)
                guard Lexer.isWordContinuation(scalar) else { break }
                position += length
            }
        }
        return position
    }

    private func isWordStart(at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 { return Lexer.isASCIIWordByte(byte) && !Lexer.isDigit(byte) }
        return scalar(at: index).scalar.properties.isAlphabetic
    }

    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// Letters, digits, `_` and combining marks, so decomposed accents stay inside a tag.
    static func isWordContinuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: true
        default: scalar.properties.isAlphabetic
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private func unexpectedCharacter() -> PredicateSyntaxError {
        let index = source.utf8.index(source.utf8.startIndex, offsetBy: position)
        let character = source[index]
        let shown = character.isNewline ? "\\n" : String(character)
        return error("unexpected character '\(shown)'", at: position)
    }

    // MARK: - Operators

    private mutating func symbol() throws(PredicateSyntaxError) -> Token.Symbol {
        let start = position
        let first = bytes[position]
        position += 1
        let second = peek()
        func take(_ symbol: Token.Symbol) -> Token.Symbol {
            position += 1
            return symbol
        }
        switch (Unicode.Scalar(first), second.map(Unicode.Scalar.init)) {
        case ("=", "="): return take(.comparison(.equal))
        case ("=", "<"): return take(.comparison(.lessOrEqual))
        case ("=", ">"): return take(.comparison(.greaterOrEqual))
        case ("=", _): return .comparison(.equal)
        case ("!", "="): return take(.comparison(.notEqual))
        case ("!", _): return .not
        case ("<", "="): return take(.comparison(.lessOrEqual))
        case ("<", ">"): return take(.comparison(.notEqual))
        case ("<", _): return .comparison(.less)
        case (">", "="): return take(.comparison(.greaterOrEqual))
        case (">", _): return .comparison(.greater)
        case ("&", "&"): return take(.and)
        case ("|", "|"): return take(.or)
        default:
            let suggestion = first == UInt8(ascii: "&") ? "'&&' or AND" : "'||' or OR"
            throw error("unexpected character '\(Unicode.Scalar(first))'; did you mean \(suggestion)?", at: start)
        }
    }

    private mutating func modifier() throws(PredicateSyntaxError) -> ComparisonOptions {
        let start = position
        position += 1
        var options: ComparisonOptions = []
        var valid = true
        while let byte = peek(), byte != UInt8(ascii: "]"), byte > 0x20 {
            switch byte | 0x20 {
            case UInt8(ascii: "c"): options.insert(.caseInsensitive)
            case UInt8(ascii: "d"): options.insert(.diacriticInsensitive)
            default: valid = false
            }
            position += byte < 0x80 ? 1 : scalar(at: position).length
        }
        guard peek() == UInt8(ascii: "]") else {
            throw error("unterminated modifier; expected ']' after '\(text(of: start..<position))'", at: start)
        }
        position += 1
        guard valid, !options.isEmpty else {
            throw error("unknown modifier '\(text(of: start..<position))'; use [c], [d] or [cd]", at: start)
        }
        return options
    }
}
