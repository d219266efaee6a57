import Foundation
import Testing

@testable import EurekaPredicate

/// Random valid trees print with `canonicalFormat` and parse back to an equal tree.
@Suite("Canonical round trip")
struct RoundTripTests {
    @Test(arguments: 0..<8)
    func randomTreesRoundTrip(seed: UInt64) throws {
        var generator = TreeGenerator(seed: 0x5EED + seed)
        for _ in 0..<250 {
            let tree = generator.tree()
            let text = CanonicalPrinter.format(tree)
            let parsed: PredicateTree
            do {
                parsed = try Parser.parse(text)
            } catch {
                Issue.record("canonical text did not parse: \(error)")
                continue
            }
            #expect(parsed == tree, "\(text)")
            #expect(CanonicalPrinter.format(parsed) == text)
        }
    }

    @Test func structuralEqualityDistinguishesTrees() throws {
        let pairs = [
            ("$a == 1", "$a == 1.0"),
            ("$a == 1", "$b == 1"),
            ("$a == 'x'", "$a ==[c] 'x'"),
            ("$a == 1 AND $b == 2", "$b == 2 AND $a == 1"),
            ("($a == 1 AND $b == 2) AND $c == 3", "$a == 1 AND $b == 2 AND $c == 3"),
            ("ANY $a == 1", "ALL $a == 1"),
            ("$a.count == 1", "$a.@count == 1"),
            ("$a == 'e\u{301}'", "$a == '\u{E9}'"),
            ("$a IN {1, 2}", "$a IN {2, 1}"),
        ]
        for (left, right) in pairs {
            let a = try Parser.parse(left)
            let b = try Parser.parse(right)
            #expect(a != b, "\(left) vs \(right)")
            #expect(a == (try Parser.parse(left)))
        }
    }
}

/// Builds random valid trees through `TreeBuilder`, the way the parser builds them.
struct TreeGenerator {
    private var random: SplitMix64
    private var builder = TreeBuilder()

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func tree() -> PredicateTree {
        builder = TreeBuilder()
        let root = node(depth: 0)
        return builder.build(root: root)
    }

    private mutating func node(depth: Int) -> Int {
        let choice = depth >= 4 ? 4 : Int.random(in: 0...7, using: &random)
        switch choice {
        case 0: return builder.constant(random.chance(0.5))
        case 1: return builder.not(node(depth: depth + 1))
        case 2, 3:
            let children = (0..<Int.random(in: 2...4, using: &random)).map { _ in node(depth: depth + 1) }
            return choice == 2 ? builder.and(children) : builder.or(children)
        default: return comparison()
        }
    }

    private mutating func comparison() -> Int {
        let op = random.pick(ComparisonOperator.allCases)
        let aggregate = random.pick([Aggregate.single, .single, .any, .all, .noElement])
        var options: ComparisonOptions = []
        if random.chance(0.3) { options.insert(.caseInsensitive) }
        if random.chance(0.3) { options.insert(.diacriticInsensitive) }
        let lhs = random.chance(0.8) ? variable() : scalar()
        let rhs: OperandSyntax =
            switch op {
            case .between: random.chance(0.5) ? variable() : .collection([scalar(), scalar()])
            case .matches: .string(random.pick(["E.*", "[a-z]+", "x|y", "\\d{2,3}", "(?:é)?", "'", ""]))
            case .in: random.pick([variable(), collection(), .string(text())])
            default: random.pick([variable(), scalar(), collection()])
            }
        do {
            return try builder.comparison(aggregate, lhs, op, options, rhs)
        } catch {
            Issue.record("generator built an invalid comparison: \(error)")
            return builder.constant(true)
        }
    }

    private mutating func variable() -> OperandSyntax {
        let tag = random.pick(["a", "b", "tags", "größe", "名前", "x_1", "AND", "9lives", "e\u{301}"])
        let path = (0..<Int.random(in: 0...2, using: &random)).map { _ in
            random.pick(["count", "@count", "name", "x1", "ÿ"])
        }
        return .variable(tag: tag, path: path)
    }

    private mutating func collection() -> OperandSyntax {
        .collection((0..<Int.random(in: 0...3, using: &random)).map { _ in scalar() })
    }

    private mutating func scalar() -> OperandSyntax {
        switch Int.random(in: 0...6, using: &random) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2: return .int(random.pick([0, 1, -1, Int.max, Int.min, Int.random(in: -1_000...1_000, using: &random)]))
        case 3: return .double(finiteDouble())
        case 4: return .date(Date(timeIntervalSinceReferenceDate: finiteDouble()))
        default: return .string(text())
        }
    }

    /// Random bit patterns reach subnormals, huge exponents and negative zero.
    private mutating func finiteDouble() -> Double {
        while true {
            let value = Double(bitPattern: random.next())
            if value.isFinite { return value }
        }
    }

    private mutating func text() -> String {
        let pieces = [
            "a", "Z", " ", "'", "\"", "\\", "\n", "\t", "\r", "\0", "\u{7}", "*", "?", "é",
            "e\u{301}", "\u{301}", "ß", "東京", "👩‍👩‍👧", "\r\n", "{", "}", "$",
        ]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in random.pick(pieces) }.joined()
    }
}
