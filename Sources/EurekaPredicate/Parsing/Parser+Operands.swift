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
        // Source texts for messages are cut only when a message is actually needed.
        let lhsEnd = previousRange?.upperBound ?? lhsStart

        guard let op = comparisonOperator(token.kind) else {
            throw expected("a comparison operator", after: lexer.text(of: lhsStart..<lhsEnd))
        }
        let operatorStart = token.range.lowerBound
        try advance()
        var options: ComparisonOptions = []
        if case .modifier(let modifier) = token.kind {
            options = modifier
            try advance()
        }
        let operatorRange = operatorStart..<(previousRange?.upperBound ?? operatorStart)

        let rhsStart = token.range.lowerBound
        let rhs = try parseOperand(expecting: "a value", after: operatorRange)
        let rhsRange = rhsStart..<(previousRange?.upperBound ?? rhsStart)
        try validate(op, operatorRange: operatorRange, rhs: rhs, rhsRange: rhsRange)

        do {
            return try builder.comparison(aggregate, lhs, op, options, rhs)
        } catch {
            switch error {
            case .invalidPattern(let problem):
                throw lexer.error(
                    "invalid regular expression \(lexer.text(of: rhsRange)): \(problem.reason)", at: rhsStart)
            case .nonConstantElement:
                throw lexer.error("collection literal elements must be constants", at: rhsStart)
            }
        }
    }

    /// Right operands an operator cannot use are syntax errors rather than always-false tests.
    private func validate(
        _ op: ComparisonOperator, operatorRange: Range<Int>, rhs: OperandSyntax, rhsRange: Range<Int>
    ) throws(PredicateSyntaxError) {
        let requirement: String
        switch (op, rhs) {
        case (.between, .variable): return
        case (.between, .collection(let bounds)) where bounds.count == 2: return
        case (.between, _): requirement = "BETWEEN needs a two-element collection such as {1, 10}"
        case (.matches, .string): return
        case (.matches, _): requirement = "\(lexer.text(of: operatorRange)) needs a string literal pattern"
        case (.in, .variable), (.in, .collection), (.in, .string): return
        case (.in, _): requirement = "IN needs a collection such as {'a', 'b'}, a string or a variable"
        default: return
        }
        let found = Parser.abbreviated(lexer.text(of: rhsRange))
        throw lexer.error("\(requirement) but found '\(found)'", at: rhsRange.lowerBound)
    }

    private func comparisonOperator(_ kind: Token.Kind) -> ComparisonOperator? {
        switch kind {
        case .operator(.comparison(let op)): op
        case .keyword(let keyword): keyword.comparisonOperator
        default: nil
        }
    }

    /// A variable, literal, collection literal or `CAST(…, 'NSDate')`.
    mutating func parseOperand(
        expecting what: String, after: Range<Int>? = nil
    ) throws(PredicateSyntaxError) -> OperandSyntax {
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
        default: throw expected(what, after: after.map { lexer.text(of: $0) })
        }
        try advance()
        return operand
    }

    private mutating func parseCollection() throws(PredicateSyntaxError) -> OperandSyntax {
        try enterNesting()
        try advance()  // {
        var elements: [OperandSyntax] = []
        if token.kind == .rightBrace {
            try advance()
            leaveNesting()
            return .collection(elements)
        }
        while true {
            let elementStart = token.range.lowerBound
            // A nested '{' can never be an element; saying so here, before descending into it,
            // points at the first offending brace instead of the innermost one.
            if token.kind == .leftBrace {
                throw lexer.error(
                    "collection literal elements must be constants, not variables or collections",
                    at: elementStart)
            }
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
                leaveNesting()
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
