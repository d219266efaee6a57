/// Recursive-descent parser from predicate text to a ``PredicateTree``.
///
/// Grammar (precedence NOT > AND > OR, connectives left-associative):
///
///     predicate  := or
///     or         := and (("OR" | "||") and)*
///     and        := unary (("AND" | "&&") unary)*
///     unary      := ("NOT" | "!") unary | primary
///     primary    := "(" predicate ")" | "TRUEPREDICATE" | "FALSEPREDICATE" | comparison
///     comparison := aggregate? operand operator modifier? operand
struct Parser {
    var lexer: Lexer
    var token: Token
    /// The last consumed token, which error messages quote as "after '…'".
    var previousRange: Range<Int>?
    var builder: TreeBuilder
    /// Children of the connectives being parsed, used as a stack so that nested groups share
    /// one buffer instead of allocating an array each.
    private var pending: [Int] = []
    private var depth = 0

    /// Parses `source` completely or throws the first problem in it.
    static func parse(_ source: String) throws(PredicateSyntaxError) -> PredicateTree {
        var parser = try Parser(source)
        let root = try parser.parseOr()
        guard parser.token.kind == .end else {
            if parser.token.kind == .rightParenthesis {
                throw parser.lexer.error("unbalanced ')'", at: parser.token.range.lowerBound)
            }
            throw parser.expected("AND, OR or end of input")
        }
        return parser.builder.build(root: root)
    }

    private init(_ source: String) throws(PredicateSyntaxError) {
        lexer = Lexer(source)
        builder = TreeBuilder(sourceLength: lexer.bytes.count)
        token = try lexer.next()
    }

    mutating func advance() throws(PredicateSyntaxError) {
        previousRange = token.range
        token = try lexer.next()
    }

    // MARK: - Connectives

    private mutating func parseOr() throws(PredicateSyntaxError) -> Int {
        let first = try parseAnd()
        guard isOr(token.kind) else { return first }
        let base = pending.count
        pending.append(first)
        while isOr(token.kind) {
            try advance()
            let child = try parseAnd()
            pending.append(child)
        }
        defer { pending.removeSubrange(base...) }
        return builder.or(pending[base...])
    }

    private mutating func parseAnd() throws(PredicateSyntaxError) -> Int {
        let first = try parseUnary()
        guard isAnd(token.kind) else { return first }
        let base = pending.count
        pending.append(first)
        while isAnd(token.kind) {
            try advance()
            let child = try parseUnary()
            pending.append(child)
        }
        defer { pending.removeSubrange(base...) }
        return builder.and(pending[base...])
    }

    private mutating func parseUnary() throws(PredicateSyntaxError) -> Int {
        guard isNot(token.kind) else { return try parsePrimary() }
        try enterNesting()
        try advance()
        let child = try parseUnary()
        leaveNesting()
        return builder.not(child)
    }

    private mutating func parsePrimary() throws(PredicateSyntaxError) -> Int {
        switch token.kind {
        case .leftParenthesis:
            try enterNesting()
            try advance()
            let inner = try parseOr()
            guard token.kind == .rightParenthesis else {
                throw expected("')' to close '('")
            }
            try advance()
            leaveNesting()
            return inner
        case .keyword(.truePredicate):
            try advance()
            return builder.constant(true)
        case .keyword(.falsePredicate):
            try advance()
            return builder.constant(false)
        case .rightParenthesis where depth == 0:
            throw lexer.error("unbalanced ')'", at: token.range.lowerBound)
        default:
            return try parseComparison()
        }
    }

    /// Guards the parser's (and later the evaluator's and printer's) recursion depth, so a
    /// hostile string of ten thousand '(', NOT or '{' is a syntax error rather than a stack
    /// overflow. Every construct that recurses spends from this one budget, so no mix of them
    /// can nest deeper than `Limits.maximumNesting`.
    mutating func enterNesting() throws(PredicateSyntaxError) {
        depth += 1
        if depth > Limits.maximumNesting {
            throw lexer.error(
                "predicate is nested too deeply (more than \(Limits.maximumNesting) levels)",
                at: token.range.lowerBound)
        }
    }

    /// Gives back the level taken by `enterNesting()`.
    mutating func leaveNesting() {
        depth -= 1
    }

    private func isOr(_ kind: Token.Kind) -> Bool {
        kind == .keyword(.or) || kind == .operator(.or)
    }

    private func isAnd(_ kind: Token.Kind) -> Bool {
        kind == .keyword(.and) || kind == .operator(.and)
    }

    private func isNot(_ kind: Token.Kind) -> Bool {
        kind == .keyword(.not) || kind == .operator(.not)
    }

    // MARK: - Errors

    /// "expected `what` after '<previous token>' but found '<current token>'".
    func expected(_ what: String, after: String? = nil) -> PredicateSyntaxError {
        let context = after ?? previousRange.map { lexer.text(of: $0) }
        let message =
            if let context {
                "expected \(what) after '\(Parser.abbreviated(context))' but found \(found)"
            } else {
                "expected \(what) but found \(found)"
            }
        return lexer.error(message, at: token.range.lowerBound)
    }

    /// The current token as error messages show it.
    var found: String {
        token.kind == .end ? "end of input" : "'\(Parser.abbreviated(lexer.text(of: token.range)))'"
    }

    /// Long quotations would push the useful part of a message off screen.
    static func abbreviated(_ text: String) -> String {
        text.count > 24 ? String(text.prefix(20)) + "…" : text
    }
}
