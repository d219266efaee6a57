/// Prints a ``PredicateTree`` as text that parses back to an equal tree.
///
/// Canonical choices: keywords and word operators in upper case, `==`/`!=`/`<=`/`>=` for the
/// symbolic aliases, `ANY` for `SOME`, `true`/`false`/`nil` literals, single-quoted strings, and
/// parentheses only where precedence (or an explicitly nested connective) needs them.
struct CanonicalPrinter {
    private let tree: PredicateTree
    private var output = ""

    /// The canonical text of `tree`.
    static func format(_ tree: PredicateTree) -> String {
        var printer = CanonicalPrinter(tree: tree)
        printer.node(tree.root)
        return printer.output
    }

    private init(tree: PredicateTree) {
        self.tree = tree
    }

    private mutating func node(_ index: Int) {
        switch tree.nodes[index] {
        case .constant(let value):
            output += value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .not(let child):
            output += "NOT "
            node(child, parenthesized: isConnective(child))
        case .and(let range):
            // A nested AND was parenthesized in the source (or built so); keeping the
            // parentheses keeps the round trip exact instead of flattening it.
            join(range, separator: " AND ", insideAnd: true)
        case .or(let range):
            join(range, separator: " OR ", insideAnd: false)
        case .comparison(let comparison):
            self.comparison(comparison)
        }
    }

    /// Inside AND, any connective child needs parentheses; inside OR only another OR does,
    /// since AND binds tighter.
    private mutating func join(_ range: Range<Int>, separator: String, insideAnd: Bool) {
        for position in range {
            if position != range.lowerBound { output += separator }
            let child = tree.children[position]
            let parenthesized =
                switch tree.nodes[child] {
                case .or: true
                case .and: insideAnd
                default: false
                }
            node(child, parenthesized: parenthesized)
        }
    }

    private mutating func node(_ index: Int, parenthesized: Bool) {
        if parenthesized { output += "(" }
        node(index)
        if parenthesized { output += ")" }
    }

    private func isConnective(_ index: Int) -> Bool {
        switch tree.nodes[index] {
        case .and, .or: true
        default: false
        }
    }

    private mutating func comparison(_ comparison: PredicateTree.Comparison) {
        if let keyword = comparison.aggregate.keyword {
            output += keyword + " "
        }
        operand(comparison.lhs)
        output += " " + comparison.op.canonicalSpelling + comparison.options.spelling + " "
        operand(comparison.rhs)
    }

    private mutating func operand(_ index: Int) {
        switch tree.operands[index] {
        case .variable(let tag, let path):
            output += "$" + tree.tags[tag]
            for segment in tree.pathSegments[path] { output += "." + segment }
        case .null: output += "nil"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        // Swift prints the shortest text that reads back as the same Double, always with a
        // '.' or an exponent, so the literal cannot come back as an integer.
        case .double(let value): output += String(value)
        case .string(let index): CanonicalPrinter.quote(tree.strings[index].text, into: &output)
        case .date(let date): output += "CAST(\(date.timeIntervalSinceReferenceDate), 'NSDate')"
        case .collection(let range):
            output += "{"
            for element in range {
                if element != range.lowerBound { output += ", " }
                operand(element)
            }
            output += "}"
        }
    }

    /// Single-quoted, with the escapes the lexer reads back.
    static func quote(_ text: String, into output: inout String) {
        output += "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "'": output += "\\'"
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case "\0": output += "\\0"
            default:
                if scalar.properties.generalCategory == .control {
                    output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "'"
    }
}
