/// Walking the tree: connectives short-circuit, and each comparison reads its variables once.
extension PredicateTree {
    /// The predicate's truth for the values `read` returns by tag.
    func evaluate(reading read: (String) -> Any?) -> Bool {
        evaluate(node: root, read)
    }

    private func evaluate(node index: Int, _ read: (String) -> Any?) -> Bool {
        switch nodes[index] {
        case .constant(let value):
            return value
        case .not(let child):
            return !evaluate(node: child, read)
        case .and(let range):
            for position in range where !evaluate(node: children[position], read) { return false }
            return true
        case .or(let range):
            for position in range where evaluate(node: children[position], read) { return true }
            return false
        case .comparison(let comparison):
            return evaluate(comparison, read)
        }
    }

    private func evaluate(_ comparison: Comparison, _ read: (String) -> Any?) -> Bool {
        let lhs: ResolvedValue
        if case .variable(let tag, let path) = operands[comparison.lhs] {
            let value = read(tags[tag])
            if path.isEmpty, comparison.aggregate == .single, let result = quickTest(value, comparison) {
                return result
            }
            lhs = ResolvedValue(path.isEmpty ? value : KeyPathReader.follow(value, pathSegments[path]))
        } else {
            lhs = resolve(operand: comparison.lhs, read)
        }
        let rhs = resolve(operand: comparison.rhs, read)
        let op = comparison.op
        let options = comparison.options
        switch comparison.aggregate {
        case .single:
            return test(lhs, op, options, rhs)
        case .any:
            return someElement(of: lhs) { test($0, op, options, rhs) }
        case .all:
            return !someElement(of: lhs) { !test($0, op, options, rhs) }
        case .noElement:
            return !someElement(of: lhs) { test($0, op, options, rhs) }
        }
    }

    /// The shape most form conditions have, `$tag op literal` with a String, Int or Bool value,
    /// decided with one concrete cast instead of classifying the value. Gives the same answer
    /// as the general path, or nil to defer to it.
    private func quickTest(_ value: Any?, _ comparison: Comparison) -> Bool? {
        let op = comparison.op
        switch operands[comparison.rhs] {
        case .string(let index):
            guard let text = value as? String else { return nil }
            return textComparison(op, .runtime(text), .literal(index), comparison.options)
        case .int(let number):
            guard op.isOrdering || op == .equal || op == .notEqual, let integer = value as? Int else { return nil }
            return op.accepts(order: integer == number ? 0 : integer < number ? -1 : 1)
        case .bool(let flag):
            guard op == .equal || op == .notEqual, let bool = value as? Bool else { return nil }
            return (bool == flag) == (op == .equal)
        default:
            return nil
        }
    }

    func resolve(operand index: Int, _ read: (String) -> Any?) -> ResolvedValue {
        switch operands[index] {
        case .variable(let tag, let path):
            let value = read(tags[tag])
            return ResolvedValue(path.isEmpty ? value : KeyPathReader.follow(value, pathSegments[path]))
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .string(let index): return .literalString(index)
        case .date(let value): return .date(value)
        case .collection(let range): return .literalCollection(range)
        }
    }

    /// Aggregates treat nil as an empty collection and any other non-collection as a
    /// collection of one, so `ANY $tags == 'x'` works before and after a selection exists.
    private func someElement(of value: ResolvedValue, where body: (ResolvedValue) -> Bool) -> Bool {
        if case .null = value { return false }
        return firstElement(of: value, where: body) ?? body(value)
    }

    /// Whether any element satisfies `body` (stopping at the first), or nil if `value` is not
    /// a collection.
    func firstElement(of value: ResolvedValue, where body: (ResolvedValue) -> Bool) -> Bool? {
        switch value {
        case .literalCollection(let range):
            for index in range where body(resolve(constant: index)) { return true }
            return false
        case .values(let values):
            for element in values where body(ResolvedValue(element)) { return true }
            return false
        case .sequence(let sequence):
            // Concrete loops for the common selector types; the generic one below runs through
            // witness tables, several times slower.
            if let strings = sequence as? Set<String> { return strings.contains { body(.string($0)) } }
            if let strings = sequence as? [String] { return strings.contains { body(.string($0)) } }
            if let numbers = sequence as? Set<Int> { return numbers.contains { body(.int($0)) } }
            if let numbers = sequence as? [Int] { return numbers.contains { body(.int($0)) } }
            guard let sequence = sequence as? any Sequence else { return nil }
            return PredicateTree.firstElement(of: sequence, where: body)
        default:
            return nil
        }
    }

    private static func firstElement<S: Sequence>(of sequence: S, where body: (ResolvedValue) -> Bool) -> Bool {
        for element in sequence where body(ResolvedValue(element)) { return true }
        return false
    }

    /// Collection literal elements are constants, so no lookup closure is needed.
    private func resolve(constant index: Int) -> ResolvedValue {
        resolve(operand: index) { _ in nil }
    }
}
