import EurekaPredicate
import Testing

/// `MATCHES` through the predicate language: patterns that would freeze a backtracking engine
/// evaluate at once, and patterns that need backtracking are syntax errors with a caret.
@Suite("MATCHES cannot freeze a form")
struct MatchesSafetyTests {
    @Test(arguments: ["(a+)+b", "(a|a)*b", "(a*)*b", "((a+)+)+b", "(a|aa)+b"])
    func catastrophicPatternsEvaluateToFalse(pattern: String) throws {
        let predicate = FormPredicate(format: "$a MATCHES '\(pattern)'")
        #expect(predicate.isValid, "\(predicate)")
        for count in [20, 30, 40, 1_000] {
            #expect(try predicate.evaluate(["a": String(repeating: "a", count: count)]) == false)
        }
        #expect(try predicate.evaluate(["a": "aaab"]) == true)
    }

    @Test(arguments: [
        ("$a MATCHES '(a)\\\\1'", "backreferences"),
        ("$a MATCHES 'x(?<=a)b'", "lookbehind"),
        ("$a MATCHES[c] 'a(?=b)'", "lookahead is only supported at the very start"),
        ("$a MATCHES 'a++'", "possessive"),
        ("$a MATCHES '(?>a)'", "atomic"),
        ("$a MATCHES 'a{5000}'", "limited to 1000"),
    ])
    func backtrackingFeaturesAreSyntaxErrorsWithACaret(format: String, fragment: String) {
        let predicate = FormPredicate(format: format)
        guard let error = predicate.syntaxError else {
            Issue.record("\(format) parsed")
            return
        }
        #expect(error.message.hasPrefix("invalid regular expression '"), "\(error.message)")
        #expect(error.message.contains(fragment), "\(error.message)")
        #expect(error.message.contains("of the pattern)"))
        let quote = format.firstIndex(of: "'")!
        #expect(error.offset == format.distance(from: format.startIndex, to: quote), "the caret is under the pattern")
        #expect(error.description.hasSuffix("^"))
    }

    @Test func leadingLookaheadsWorkInConditions() throws {
        let predicate = FormPredicate(format: "$password MATCHES '(?=.*[0-9])(?=.*[A-Z]).{8,}'")
        #expect(try predicate.evaluate(["password": "Passw0rdX"]) == true)
        #expect(try predicate.evaluate(["password": "password1"]) == false)
    }
}
