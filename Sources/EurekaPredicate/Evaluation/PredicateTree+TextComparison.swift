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

    /// `==`, `BEGINSWITH`, `ENDSWITH`, `CONTAINS`, `LIKE` or `MATCHES` between two strings;
    /// false when either side is not a string.
    func textTest(
        _ op: ComparisonOperator, _ lhs: ResolvedValue, _ rhs: ResolvedValue, _ options: ComparisonOptions
    ) -> Bool {
        guard let text = textOperand(lhs), let pattern = textOperand(rhs) else { return false }
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
            if let a = asciiView(text, options), let b = asciiView(pattern, options) {
                return PredicateTree.test(op, a, b)
            }
            return PredicateTree.test(op, folded(text, options), folded(pattern, options))
        }
    }

    /// Three-way order of two strings, nil when either side is not a string.
    func textOrder(_ lhs: ResolvedValue, _ rhs: ResolvedValue, _ options: ComparisonOptions) -> Int? {
        guard let text = textOperand(lhs), let other = textOperand(rhs) else { return nil }
        if options.isEmpty {
            let a = raw(text)
            let b = raw(other)
            return a == b ? 0 : a < b ? -1 : 1
        }
        if let a = asciiView(text, options), let b = asciiView(other, options) {
            return SequenceSearch.compare(a, b)
        }
        let a = folded(text, options)
        let b = folded(other, options)
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
        if let bytes = compiled.bytes, let view = asciiView(text, options) {
            return SequenceSearch.globMatches(view, bytes)
        }
        return SequenceSearch.globMatches(folded(text, options), compiled.characters)
    }

    private func matches(_ text: TextOperand, _ pattern: TextOperand, _ options: ComparisonOptions) -> Bool {
        guard case .literal(let index) = pattern, let regex = strings[index].regex else { return false }
        return regex.wholeMatches(folded(text, options.subtracting(.caseInsensitive)))
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

    /// A byte view when the operand's folded form is ASCII without building it.
    private func asciiView(_ operand: TextOperand, _ options: ComparisonOptions) -> FoldedUTF8View? {
        switch operand {
        case .runtime(let string):
            guard TextFolding.isASCII(string) else { return nil }
            return FoldedUTF8View(string, foldsCase: options.contains(.caseInsensitive))
        case .literal(let index):
            guard strings[index].foldedIsASCII else { return nil }
            return FoldedUTF8View(strings[index].folded, foldsCase: false)
        }
    }
}
