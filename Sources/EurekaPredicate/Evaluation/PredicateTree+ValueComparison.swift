/// The typed comparison rules (Docs/Predicates.md, "Comparison rules").
extension PredicateTree {
    func test(
        _ lhs: ResolvedValue, _ op: ComparisonOperator, _ options: ComparisonOptions, _ rhs: ResolvedValue
    ) -> Bool {
        if let text = textOperand(lhs), let other = textOperand(rhs) {
            return textComparison(op, text, other, options)
        }
        switch op {
        case .equal:
            return equal(lhs, rhs, options)
        case .notEqual:
            return !equal(lhs, rhs, options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let order = order(lhs, rhs, options) else { return false }
            return op.accepts(order: order)
        case .between:
            return between(lhs, rhs, options)
        case .in:
            return firstElement(of: rhs) { equal(lhs, $0, options) } ?? false
        case .contains:
            return firstElement(of: lhs) { equal($0, rhs, options) } ?? false
        case .beginsWith, .endsWith, .like, .matches:
            // Only strings take these operators, and the string case was handled above.
            return false
        }
    }

    /// Equality: same kind and value; numbers across Int/Double; nil only equals nil;
    /// unrecognised values by description against a string literal; otherwise false.
    func equal(_ lhs: ResolvedValue, _ rhs: ResolvedValue, _ options: ComparisonOptions) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case (.null, _), (_, .null):
            return false
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.date(let a), .date(let b)):
            return a == b
        case (.other(let value), .literalString(let index)):
            return textTest(.equal, .runtime(String(describing: value)), .literal(index), options)
        case (.literalString(let index), .other(let value)):
            return textTest(.equal, .literal(index), .runtime(String(describing: value)), options)
        default:
            if let order = PredicateTree.numericOrder(lhs, rhs) { return order == 0 }
            if let text = textOperand(lhs), let other = textOperand(rhs) {
                return textTest(.equal, text, other, options)
            }
            return collectionsEqual(lhs, rhs, options) ?? false
        }
    }

    /// Three-way order of numbers, strings or dates; nil for anything else (so `<` is false).
    func order(_ lhs: ResolvedValue, _ rhs: ResolvedValue, _ options: ComparisonOptions) -> Int? {
        if case .date(let a) = lhs, case .date(let b) = rhs {
            return a == b ? 0 : a < b ? -1 : 1
        }
        if let order = PredicateTree.numericOrder(lhs, rhs) { return order }
        guard let text = textOperand(lhs), let other = textOperand(rhs) else { return nil }
        return textOrder(text, other, options)
    }

    /// Inclusive on both ends; the bounds are the two elements of the right-hand collection.
    private func between(_ value: ResolvedValue, _ bounds: ResolvedValue, _ options: ComparisonOptions) -> Bool {
        var lower: ResolvedValue?
        var upper: ResolvedValue?
        var count = 0
        _ = firstElement(of: bounds) { element in
            count += 1
            if count == 1 { lower = element } else { upper = element }
            return count > 2
        }
        guard count == 2, let lower, let upper,
            let fromLower = order(value, lower, options), fromLower >= 0,
            let toUpper = order(value, upper, options), toUpper <= 0
        else { return false }
        return true
    }

    /// Same element count and every element of each found in the other, so a `Set` equals
    /// an array literal listing its members in any order.
    private func collectionsEqual(_ lhs: ResolvedValue, _ rhs: ResolvedValue, _ options: ComparisonOptions) -> Bool? {
        guard let lhsCount = elementCount(lhs), let rhsCount = elementCount(rhs) else { return nil }
        guard lhsCount == rhsCount else { return false }
        let lhsInRhs =
            !(firstElement(of: lhs) { a in
                !(firstElement(of: rhs) { b in equal(a, b, options) } ?? false)
            } ?? true)
        let rhsInLhs =
            !(firstElement(of: rhs) { b in
                !(firstElement(of: lhs) { a in equal(a, b, options) } ?? false)
            } ?? true)
        return lhsInRhs && rhsInLhs
    }

    private func elementCount(_ value: ResolvedValue) -> Int? {
        var count = 0
        let isCollection = firstElement(of: value) { _ in
            count += 1
            return false
        }
        return isCollection == nil ? nil : count
    }

    /// Exact three-way comparison between Int and Double (no rounding of large Ints to Double);
    /// nil unless both sides are numbers, or when a NaN is involved.
    static func numericOrder(_ lhs: ResolvedValue, _ rhs: ResolvedValue) -> Int? {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a == b ? 0 : a < b ? -1 : 1
        case (.int(let a), .double(let b)): return compare(a, b)
        case (.double(let a), .int(let b)): return compare(b, a).map { -$0 }
        case (.double(let a), .double(let b)):
            if a.isNaN || b.isNaN { return nil }
            return a == b ? 0 : a < b ? -1 : 1
        default: return nil
        }
    }

    private static func compare(_ integer: Int, _ double: Double) -> Int? {
        if double.isNaN { return nil }
        // 2^63 is exactly representable; every Double at or beyond it lies outside Int.
        if double >= 9_223_372_036_854_775_808.0 { return -1 }
        if double < -9_223_372_036_854_775_808.0 { return 1 }
        let whole = double.rounded(.towardZero)
        let truncated = Int(whole)
        if integer != truncated { return integer < truncated ? -1 : 1 }
        let fraction = double - whole
        return fraction > 0 ? -1 : fraction < 0 ? 1 : 0
    }
}
