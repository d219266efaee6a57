/// One lexical unit of a predicate and where it sits in the source.
struct Token: Sendable {
    /// What the token is, with its decoded payload.
    enum Kind: Sendable, Equatable {
        /// `$tag.segment…`; `path` holds `count`, `@count` or property labels.
        case variable(tag: String, path: [String])
        /// A bare word that is not a keyword; only ever reported in errors.
        case word(String)
        case keyword(Keyword)
        case string(String)
        case integer(Int)
        case double(Double)
        case `operator`(Symbol)
        /// `[c]`, `[d]`, `[cd]` after a comparison operator.
        case modifier(ComparisonOptions)
        case leftParenthesis, rightParenthesis, leftBrace, rightBrace, comma
        case end
    }

    /// Punctuation operators, with their aliases already merged.
    enum Symbol: Sendable, Equatable {
        case comparison(ComparisonOperator)
        case and, or, not
    }

    var kind: Kind
    /// The token's extent in the source's UTF-8 bytes.
    var range: Range<Int>
}
