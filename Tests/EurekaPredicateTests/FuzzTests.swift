import Testing

@testable import EurekaPredicate

/// Random input never crashes: it either parses (and then evaluates and round-trips) or
/// reports an error at a position inside the source.
@Suite("Fuzzing")
struct FuzzTests {
    static let vocabulary = [
        "$a", "$b.count", "$tags", "$name", "$three", "$person.name", "$名前", "$", ".", "@count", "$x.@count",
        "==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>", "&&", "||", "!", "&", "|",
        "AND", "OR", "NOT", "and", "or", "not", "ANY", "SOME", "ALL", "NONE",
        "IN", "BETWEEN", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES",
        "[c]", "[d]", "[cd]", "[x]", "[", "]",
        "(", ")", "(", ")", "{", "}", ",",
        "'x'", "\"y\"", "'", "\"", "'a*'", "'(['", "'E.*'", "'é'", "'\\u{1F600}'", "'\\q'", "\\",
        "3", "-2.5", "1e3", "1e", "99999999999999999999", "+", "-", "0.5",
        "TRUE", "FALSE", "YES", "NO", "nil", "NULL", "TRUEPREDICATE", "FALSEPREDICATE",
        "CAST", "'NSDate'", "foo", "#", "é", "👩‍👩‍👧", "\u{301}", "\n", "\t",
    ]

    static let operands = [
        "$a", "$b.count", "$tags", "$name", "$three", "$名前", "'x'", "\"Eu\"", "3", "-2.5",
        "1e3", "nil", "TRUE", "NO", "{1, 'a'}", "{}", "CAST(0, 'NSDate')", "$person.name",
    ]
    static let operators = [
        "==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>", "IN", "CONTAINS",
        "BEGINSWITH", "ENDSWITH", "LIKE", "CONTAINS[c]", "==[cd]", "LIKE[d]", "IN[c]",
    ]

    /// Half the streams are pure noise from the vocabulary; the other half are shaped by the
    /// grammar and then mutated, so both the error paths and the valid paths get exercised.
    @Test(arguments: 0..<8)
    func randomTokenStreamsNeverCrash(seed: UInt64) {
        var random = SplitMix64(seed: 0xF0220 + seed)
        var parsed = 0
        for _ in 0..<1_000 {
            var tokens = random.chance(0.5) ? noise(&random) : grammatical(&random)
            for _ in 0..<Int.random(in: 0...2, using: &random) where !tokens.isEmpty {
                let index = Int.random(in: 0..<tokens.count, using: &random)
                switch Int.random(in: 0...2, using: &random) {
                case 0: tokens.remove(at: index)
                case 1: tokens.insert(random.pick(FuzzTests.vocabulary), at: index)
                default: tokens[index] = random.pick(FuzzTests.vocabulary)
                }
            }
            var format = ""
            for token in tokens {
                format += token
                if random.chance(0.85) { format += " " }
            }
            if verify(format) { parsed += 1 }
        }
        // Without a good share of valid inputs the evaluation and round-trip checks would
        // check nothing.
        #expect(parsed > 100)
    }

    private func noise(_ random: inout SplitMix64) -> [String] {
        (0..<Int.random(in: 0...16, using: &random)).map { _ in random.pick(FuzzTests.vocabulary) }
    }

    private func grammatical(_ random: inout SplitMix64, depth: Int = 0) -> [String] {
        var tokens: [String] = []
        for index in 0..<Int.random(in: 1...3, using: &random) {
            if index > 0 { tokens.append(random.pick(["AND", "OR", "&&", "||", "and"])) }
            if random.chance(0.2) { tokens.append(random.pick(["NOT", "!"])) }
            if depth < 3, random.chance(0.25) {
                tokens += ["("] + grammatical(&random, depth: depth + 1) + [")"]
            } else if random.chance(0.1) {
                tokens.append(random.pick(["TRUEPREDICATE", "FALSEPREDICATE"]))
            } else {
                if random.chance(0.2) { tokens.append(random.pick(["ANY", "ALL", "NONE", "SOME"])) }
                tokens.append(random.pick(FuzzTests.operands))
                tokens.append(random.pick(FuzzTests.operators))
                tokens.append(random.pick(FuzzTests.operands))
            }
        }
        return tokens
    }

    @Test(arguments: 0..<4)
    func randomScalarsNeverCrash(seed: UInt64) {
        var random = SplitMix64(seed: 0xBADC0DE + seed)
        let alphabet = Array("$a=!<>()[]{}'\",.@\\ *?cdANDORNOT0123456789eé+-&|#\u{301}\n")
        for _ in 0..<1_000 {
            var format = ""
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                if random.chance(0.05), let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random)) {
                    format.unicodeScalars.append(scalar)
                } else {
                    format.append(random.pick(alphabet))
                }
            }
            verify(format)
        }
    }

    /// Checks the invariants for one input; returns whether it parsed.
    @discardableResult
    private func verify(_ format: String) -> Bool {
        let predicate = FormPredicate(format: format)
        if let error = predicate.syntaxError {
            #expect((0...format.count).contains(error.offset), "\(format.debugDescription)")
            #expect(!error.message.isEmpty)
            #expect(error.description.hasSuffix("^"))
            return false
        }
        let values = Fixture.values()
        #expect(throws: Never.self) { _ = try predicate.evaluate(values) }
        let canonical = predicate.canonicalFormat
        let reparsed = FormPredicate(format: canonical)
        #expect(reparsed.tree == predicate.tree, "\(format.debugDescription) → \(canonical)")
        #expect(reparsed.canonicalFormat == canonical)
        return true
    }
}
