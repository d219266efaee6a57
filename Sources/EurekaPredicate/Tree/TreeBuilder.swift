/// Appends nodes and operands to a ``PredicateTree``; the parser's only way to build one, and the
/// property tests' way to build random trees the same way the parser would.
struct TreeBuilder {
    /// Why the builder refused a comparison.
    enum Issue: Error, Sendable {
        /// The `MATCHES` pattern does not compile.
        case invalidPattern(PatternError)
        /// A collection literal element is a variable or another collection.
        case nonConstantElement
    }

    private(set) var tree = PredicateTree()
    private var tagIndices: [String: Int]?

    /// Reserves room for a predicate of `sourceLength` bytes, so that building it rarely
    /// regrows the arrays; a comparison takes at least a dozen bytes of source.
    init(sourceLength: Int = 0) {
        let comparisons = max(2, sourceLength / 12)
        tree.nodes.reserveCapacity(comparisons * 2)
        tree.operands.reserveCapacity(comparisons * 2)
    }

    mutating func constant(_ value: Bool) -> Int {
        append(.constant(value))
    }

    mutating func not(_ child: Int) -> Int {
        append(.not(child))
    }

    /// `AND` over `children`, which must hold at least two nodes.
    mutating func and(_ children: some Collection<Int>) -> Int {
        append(.and(appendChildren(children)))
    }

    /// `OR` over `children`, which must hold at least two nodes.
    mutating func or(_ children: some Collection<Int>) -> Int {
        append(.or(appendChildren(children)))
    }

    /// Adds a comparison, preparing its string literals for `op` and `options`.
    mutating func comparison(
        _ aggregate: Aggregate,
        _ lhs: OperandSyntax,
        _ op: ComparisonOperator,
        _ options: ComparisonOptions,
        _ rhs: OperandSyntax
    ) throws(Issue) -> Int {
        let left = try operand(lhs, options: options, role: .text)
        let rightRole: PreparedString.Role =
            switch op {
            case .like: .likePattern
            case .matches: .regularExpression
            default: .text
            }
        let right = try operand(rhs, options: options, role: rightRole)
        let comparison = PredicateTree.Comparison(
            aggregate: aggregate, op: op, options: options, lhs: left, rhs: right)
        return append(.comparison(comparison))
    }

    /// The finished tree with `root` as its top node.
    consuming func build(root: Int) -> PredicateTree {
        tree.root = root
        return tree
    }

    private mutating func append(_ node: PredicateTree.Node) -> Int {
        tree.nodes.append(node)
        return tree.nodes.count - 1
    }

    private mutating func appendChildren(_ children: some Collection<Int>) -> Range<Int> {
        let start = tree.children.count
        tree.children.append(contentsOf: children)
        return start..<tree.children.count
    }

    /// The index of `tag` in `tree.tags`, appending it on first use. Forms use a handful of
    /// tags, where a linear search beats hashing; past that a dictionary keeps generated
    /// predicates with hundreds of tags from going quadratic.
    private mutating func index(ofTag tag: String) -> Int {
        if let tagIndices {
            if let existing = tagIndices[tag] { return existing }
        } else if let existing = tree.tags.firstIndex(of: tag) {
            return existing
        }
        tree.tags.append(tag)
        let index = tree.tags.count - 1
        if tagIndices != nil {
            tagIndices?[tag] = index
        } else if tree.tags.count > 16 {
            tagIndices = Dictionary(uniqueKeysWithValues: tree.tags.enumerated().map { ($1, $0) })
        }
        return index
    }

    private mutating func operand(
        _ syntax: OperandSyntax, options: ComparisonOptions, role: PreparedString.Role
    ) throws(Issue) -> Int {
        switch syntax {
        case .collection(let elements):
            // Elements first, contiguously, so the collection can name them by a range.
            let start = tree.operands.count
            for element in elements {
                guard element.isConstantScalar else { throw .nonConstantElement }
                _ = try operand(element, options: options, role: .text)
            }
            tree.operands.append(.collection(start..<tree.operands.count))
        case .variable(let tag, let path):
            let tagIndex = index(ofTag: tag)
            let pathStart = tree.pathSegments.count
            tree.pathSegments.append(contentsOf: path)
            tree.operands.append(.variable(tag: tagIndex, path: pathStart..<tree.pathSegments.count))
        case .string(let text):
            do {
                tree.strings.append(try PreparedString(text, options: options, role: role))
            } catch {
                throw .invalidPattern(error)
            }
            tree.operands.append(.string(tree.strings.count - 1))
        case .null: tree.operands.append(.null)
        case .bool(let value): tree.operands.append(.bool(value))
        case .int(let value): tree.operands.append(.int(value))
        case .double(let value): tree.operands.append(.double(value))
        case .date(let value): tree.operands.append(.date(value))
        }
        return tree.operands.count - 1
    }
}
