import Foundation

/// Comparisons and their operands.
extension Parser {
    mutating func parseComparison() throws(PredicateSyntaxError) -> Int {
        var aggregate = Aggregate.single
        if case .keyword(let keyword) = token.kind, let prefix = keyword.aggregate {
            aggregate = prefix
            try advance()
        }
        let lhsStart = token.range.lowerBound
        let lhs = try parseOperand(expecting: aggregate == .single ? "a predicate" : "a collection")
        let lhsText = lexer.text(of: lhsStart..<(previousRange?.upperBound ?? lhsStart))

        guard let op = comparisonOperator(token.kind) else {
            throw expected("a comparison operator", after: lhsText)
        }
        let operatorStart = token.range.lowerBound
        try advance()
        var options: ComparisonOptions = []
        if case .modifier(let modifier) = token.kind {
            options = modifier
            try advance()
        }
        let operatorText = lexer.text(of: operatorStart..<(previousRange?.upperBound ?? operatorStart))

        let rhsStart = token.range.lowerBound
        let rhs = try parseOperand(expecting: "a value", after: operatorText)
        let rhsText = lexer.text(of: rhsStart..<(previousRange?.upperBound ?? rhsStart))
        try validate(op, operatorText: operatorText, rhs: rhs, rhsText: rhsText, at: rhsStart)

        do {
            return try builder.comparison(aggregate, lhs, op, options, rhs)
        } catch {
            switch error {
            case .invalidPattern(let problem):
                throw lexer.error("invalid regular expression \(rhsText): \(problem.reason)", at: rhsStart)
            case .nonConstantElement:
                throw lexer.error("collection literal elements must be constants", at: rhsStart)
            }
        }
    }

    /// Right operands an operator cannot use are syntax errors rather than always-false tests.
    private func validate(
        _ op: ComparisonOperator, operatorText: String, rhs: OperandSyntax, rhsText: String,
        at start: String.Index
    ) throws(PredicateSyntaxError) {
        switch (op, rhs) {
        case (.between, .variable): return
        case (.between, .collection(let bounds)) where bounds.count == 2: return
        case (.between, _):
            throw lexer.error(
                "BETWEEN needs a two-element collection such as {1, 10} but found '\(Parser.abbreviated(rhsText))'",
                at: start)
        case (.matches, .string): return
        case (.matches, _):
            throw lexer.error(
                "\(operatorText) needs a string literal pattern but found '\(Parser.abbreviated(rhsText))'",
                at: start)
        case (.in, .variable), (.in, .collection), (.in, .string): return
        case (.in, _):
            throw lexer.error(
                "IN needs a collection such as {'a', 'b'}, a string or a variable but found '\(Parser.abbreviated(rhsText))'",
                at: start)
        default: return
        }
    }

    private func comparisonOperator(_ kind: Token.Kind) -> ComparisonOperator? {
        switch kind {
        case .operator(.comparison(let op)): op
        case .keyword(let keyword): keyword.comparisonOperator
        default: nil
        }
    }

    /// A variable, literal, collection literal or `CAST(…, 'NSDate')`.
    mutating func parseOperand(expecting what: String, after: String? = nil) throws(PredicateSyntaxError) -> OperandSyntax {
        let operand: OperandSyntax
        switch token.kind {
        case .variable(let tag, let path): operand = .variable(tag: tag, path: path)
        case .string(let text): operand = .string(text)
        case .integer(let value): operand = .int(value)
        case .double(let value): operand = .double(value)
        case .keyword(.true), .keyword(.yes): operand = .bool(true)
        case .keyword(.false), .keyword(.no): operand = .bool(false)
        case .keyword(.nil), .keyword(.null): operand = .null
        case .keyword(.cast): return try parseCast()
        case .leftBrace: return try parseCollection()
        default: throw expected(what, after: after)
        }
        try advance()
        return operand
    }

    private mutating func parseCollection() throws(PredicateSyntaxError) -> OperandSyntax {
        try advance()  // {
        var elements: [OperandSyntax] = []
        if token.kind == .rightBrace {
            try advance()
            return .collection(elements)
        }
        while true {
            let elementStart = token.range.lowerBound
            let element = try parseOperand(expecting: "a value")
            guard element.isConstantScalar else {
                throw lexer.error(
                    "collection literal elements must be constants, not variables or collections",
                    at: elementStart)
            }
            elements.append(element)
            switch token.kind {
            case .comma: try advance()
            case .rightBrace:
                try advance()
                return .collection(elements)
            default: throw expected("',' or '}' in the collection literal")
            }
        }
    }

    /// `CAST(seconds, 'NSDate')`: NSPredicate's date literal, seconds since 2001-01-01 UTC.
    private mutating func parseCast() throws(PredicateSyntaxError) -> OperandSyntax {
        try advance()  // CAST
        guard token.kind == .leftParenthesis else { throw expected("'('") }
        try advance()
        let seconds: Double
        switch token.kind {
        case .integer(let value): seconds = Double(value)
        case .double(let value): seconds = value
        default: throw expected("a number of seconds since 2001-01-01")
        }
        try advance()
        guard token.kind == .comma else { throw expected("','") }
        try advance()
        guard token.kind == .string("NSDate") else { throw expected("'NSDate' (the only supported CAST type)") }
        try advance()
        guard token.kind == .rightParenthesis else { throw expected("')'") }
        try advance()
        return .date(Date(timeIntervalSinceReferenceDate: seconds))
    }
}
