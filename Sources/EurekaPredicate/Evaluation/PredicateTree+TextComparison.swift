/// String comparisons. ASCII text (the usual case for form values) is compared byte by byte,
/// lowercasing on the fly for `[c]`, without building strings; other text is folded into new
/// strings and compared by `Character`, which is Unicode-correct.
extension PredicateTree {
    /// A string operand: read from a variable, or a literal prepared at parse time.
    enum TextOperand {
        case runtime(String)
        case literal(Int)
    }

    func textOperand(_ value: ResolvedValue) -> TextOperand? {
        switch value {
        case .string(let string): .runtime(string)
        case .literalString(let index): .literal(index)
        default: nil
        }
    }

    /// Any comparison operator applied to two strings.
    func textComparison(
        _ op: ComparisonOperator, _ lhs: TextOperand, _ rhs: TextOperand, _ options: ComparisonOptions
    ) -> Bool {
        switch op {
        case .notEqual:
            return !textTest(.equal, lhs, rhs, options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            return op.accepts(order: textOrder(lhs, rhs, options))
        case .in:
            // NSPredicate's `'b' IN 'abc'`: substring containment.
            return textTest(.contains, rhs, lhs, options)
        case .between:
            return false
        case .equal, .contains, .beginsWith, .endsWith, .like, .matches:
            return textTest(op, lhs, rhs, options)
        }
    }

    /// `==`, `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE` or `MATCHES` between two strings.
    func textTest(
        _ op: ComparisonOperator, _ text: TextOperand, _ pattern: TextOperand, _ options: ComparisonOptions
    ) -> Bool {
        switch op {
        case .matches:
            return matches(text, pattern, options)
        case .like:
            return like(text, pattern, options)
        default:
            if options.isEmpty, op != .contains {
                // Without modifiers the standard library's own comparisons are both exact
                // (canonical equivalence) and fast.
                let a = raw(text)
                let b = raw(pattern)
                return op == .equal ? a == b : op == .beginsWith ? a.hasPrefix(b) : a.hasSuffix(b)
            }
            let bytewise = withASCIIBytes(text, options) { a in
                withASCIIBytes(pattern, options) { b in PredicateTree.test(op, a, b) }
            }
            if let bytewise, let result = bytewise { return result }
            return PredicateTree.test(op, folded(text, options), folded(pattern, options))
        }
    }

    /// Three-way order of two strings.
    func textOrder(_ lhs: TextOperand, _ rhs: TextOperand, _ options: ComparisonOptions) -> Int {
        if options.isEmpty {
            let a = raw(lhs)
            let b = raw(rhs)
            return a == b ? 0 : a < b ? -1 : 1
        }
        let bytewise = withASCIIBytes(lhs, options) { a in
            withASCIIBytes(rhs, options) { b in SequenceSearch.compare(a, b) }
        }
        if let bytewise, let result = bytewise { return result }
        let a = folded(lhs, options)
        let b = folded(rhs, options)
        return a == b ? 0 : a < b ? -1 : 1
    }

    private static func test<T: BidirectionalCollection>(_ op: ComparisonOperator, _ a: T, _ b: T) -> Bool
    where T.Element: Equatable {
        switch op {
        case .equal: a.elementsEqual(b)
        case .beginsWith: a.starts(with: b)
        case .endsWith: SequenceSearch.hasSuffix(a, b)
        case .contains: SequenceSearch.contains(a, b)
        default: false
        }
    }

    private func like(_ text: TextOperand, _ pattern: TextOperand, _ options: ComparisonOptions) -> Bool {
        let compiled: LikePattern
        if case .literal(let index) = pattern, let precompiled = strings[index].like {
            compiled = precompiled
        } else {
            compiled = LikePattern(folded(pattern, options))
        }
        if let bytes = compiled.bytes,
            let result = withASCIIBytes(text, options, { SequenceSearch.globMatches($0, bytes) })
        {
            return result
        }
        return SequenceSearch.globMatches(folded(text, options), compiled.characters)
    }

    private func matches(_ text: TextOperand, _ pattern: TextOperand, _ options: ComparisonOptions) -> Bool {
        guard case .literal(let index) = pattern, let regex = strings[index].regex else { return false }
        return regex.wholeMatch(folded(text, options.subtracting(.caseInsensitive)))
    }

    private func raw(_ operand: TextOperand) -> String {
        switch operand {
        case .runtime(let string): string
        case .literal(let index): strings[index].text
        }
    }

    private func folded(_ operand: TextOperand, _ options: ComparisonOptions) -> String {
        switch operand {
        case .runtime(let string): TextFolding.fold(string, options)
        case .literal(let index): strings[index].folded
        }
    }

    /// Runs `body` over the operand's folded bytes when that form is ASCII; nil otherwise.
    /// Literals were folded at parse time; runtime strings are lowercased on the fly.
    private func withASCIIBytes<R>(
        _ operand: TextOperand, _ options: ComparisonOptions, _ body: (ASCIIBytes) -> R
    ) -> R? {
        switch operand {
        case .runtime(let string):
            return ASCIIBytes.with(string, foldsCase: options.contains(.caseInsensitive), body)
        case .literal(let index):
            guard strings[index].foldedIsASCII else { return nil }
            return ASCIIBytes.with(strings[index].folded, foldsCase: false, body)
        }
    }
}
