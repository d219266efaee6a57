/// Splits a predicate string into tokens on demand, so the first error reported is the first
/// problem in source order, whether it is lexical or grammatical.
struct Lexer {
    let source: String
    let scalars: String.UnicodeScalarView
    var position: String.Index

    init(_ source: String) {
        self.source = source
        self.scalars = source.unicodeScalars
        self.position = scalars.startIndex
    }

    /// The next token; `.end` once the source is exhausted (and on every later call).
    mutating func next() throws(PredicateSyntaxError) -> Token {
        skipWhitespace()
        let start = position
        guard let scalar = peek() else { return Token(kind: .end, range: start..<start) }
        let kind: Token.Kind
        switch scalar {
        case "(": kind = single(.leftParenthesis)
        case ")": kind = single(.rightParenthesis)
        case "{": kind = single(.leftBrace)
        case "}": kind = single(.rightBrace)
        case ",": kind = single(.comma)
        case "$": kind = try variable()
        case "'", "\"": kind = .string(try stringLiteral())
        case "0"..."9": kind = try number()
        case "+", "-":
            guard let next = peek(offset: 1), ("0"..."9").contains(next) else {
                throw unexpectedCharacter()
            }
            kind = try number()
        case "[": kind = .modifier(try modifier())
        case "=", "!", "<", ">", "&", "|": kind = .operator(try symbol())
        default:
            guard Lexer.isWordStart(scalar) else { throw unexpectedCharacter() }
            let end = consumeWord()
            let word = scalars[start..<end]
            if let keyword = Keyword(word: Substring(word)) {
                kind = .keyword(keyword)
            } else {
                kind = .word(String(word))
            }
        }
        return Token(kind: kind, range: start..<position)
    }

    /// The source text of `range`, as error messages quote it.
    func text(of range: Range<String.Index>) -> String {
        String(scalars[range])
    }

    /// A syntax error at `index` with `message`.
    func error(_ message: String, at index: String.Index) -> PredicateSyntaxError {
        PredicateSyntaxError(
            format: source,
            offset: source.distance(from: source.startIndex, to: index),
            message: message)
    }

    // MARK: - Scalars

    func peek(offset: Int = 0) -> Unicode.Scalar? {
        var index = position
        for _ in 0..<offset {
            guard index < scalars.endIndex else { return nil }
            index = scalars.index(after: index)
        }
        return index < scalars.endIndex ? scalars[index] : nil
    }

    mutating func advance() {
        position = scalars.index(after: position)
    }

    private mutating func single(_ kind: Token.Kind) -> Token.Kind {
        advance()
        return kind
    }

    private mutating func skipWhitespace() {
        while let scalar = peek(), scalar.properties.isWhitespace { advance() }
    }

    /// Consumes identifier scalars from `position` and returns where they end.
    mutating func consumeWord() -> String.Index {
        while let scalar = peek(), Lexer.isWordContinuation(scalar) { advance() }
        return position
    }

    static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    /// Letters, digits, `_` and combining marks, so decomposed accents stay inside a tag.
    static func isWordContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
        }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return scalar.properties.isAlphabetic
        }
    }

    private func unexpectedCharacter() -> PredicateSyntaxError {
        let character = source[position]
        let shown = character.isNewline ? "\\n" : String(character)
        return error("unexpected character '\(shown)'", at: position)
    }

    // MARK: - Operators

    private mutating func symbol() throws(PredicateSyntaxError) -> Token.Symbol {
        let start = position
        let first = scalars[position]
        advance()
        let second = peek()
        func take(_ symbol: Token.Symbol) -> Token.Symbol {
            advance()
            return symbol
        }
        switch (first, second) {
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
            let word = first == "&" ? "'&&' or AND" : "'||' or OR"
            throw error("unexpected character '\(first)'; did you mean \(word)?", at: start)
        }
    }

    private mutating func modifier() throws(PredicateSyntaxError) -> ComparisonOptions {
        let start = position
        advance()
        var options: ComparisonOptions = []
        var valid = true
        while let scalar = peek(), scalar != "]", !scalar.properties.isWhitespace {
            switch scalar {
            case "c", "C": options.insert(.caseInsensitive)
            case "d", "D": options.insert(.diacriticInsensitive)
            default: valid = false
            }
            advance()
        }
        guard peek() == "]" else {
            throw error("unterminated modifier; expected ']' after '\(text(of: start..<position))'", at: start)
        }
        advance()
        guard valid, !options.isEmpty else {
            throw error("unknown modifier '\(text(of: start..<position))'; use [c], [d] or [cd]", at: start)
        }
        return options
    }
}
