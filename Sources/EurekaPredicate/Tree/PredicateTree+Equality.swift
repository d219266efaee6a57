/// Structural equality: the same connectives, comparisons and literals, whatever the array
/// layout. This is what the round-trip property test compares.
extension PredicateTree: Equatable {
    static func == (lhs: PredicateTree, rhs: PredicateTree) -> Bool {
        lhs.nodeEquals(lhs.root, rhs, rhs.root)
    }

    private func nodeEquals(_ index: Int, _ other: PredicateTree, _ otherIndex: Int) -> Bool {
        switch (nodes[index], other.nodes[otherIndex]) {
        case (.constant(let a), .constant(let b)):
            return a == b
        case (.not(let a), .not(let b)):
            return nodeEquals(a, other, b)
        case (.and(let a), .and(let b)), (.or(let a), .or(let b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { nodeEquals(children[$0], other, other.children[$1]) }
        case (.comparison(let a), .comparison(let b)):
            return a.aggregate == b.aggregate && a.op == b.op && a.options == b.options
                && operandEquals(a.lhs, other, b.lhs) && operandEquals(a.rhs, other, b.rhs)
        default:
            return false
        }
    }

    private func operandEquals(_ index: Int, _ other: PredicateTree, _ otherIndex: Int) -> Bool {
        switch (operands[index], other.operands[otherIndex]) {
        case (.variable(let tagA, let pathA), .variable(let tagB, let pathB)):
            return tags[tagA] == other.tags[tagB]
                && pathSegments[pathA].elementsEqual(other.pathSegments[pathB])
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)):
            // Exact scalars: canonically equivalent spellings are still different source text.
            return strings[a].text.unicodeScalars.elementsEqual(other.strings[b].text.unicodeScalars)
        case (.date(let a), .date(let b)): return a == b
        case (.collection(let a), .collection(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { operandEquals($0, other, $1) }
        default: return false
        }
    }
}
