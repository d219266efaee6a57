import Testing

@testable import EurekaPredicate

@Suite("Regular expressions: the automaton engine")
struct LinearRegexTests {
    /// Patterns that make a backtracking engine take exponential time on a near miss; here
    /// each is an ordinary linear pass (timings are in the benchmarks, not here).
    static let adversarial: [(pattern: String, input: String, matches: Bool)] = [
        ("(a+)+b", String(repeating: "a", count: 40), false),
        ("(a+)+b", String(repeating: "a", count: 40) + "b", true),
        ("(a|a)*b", String(repeating: "a", count: 40), false),
        ("(a*)*b", String(repeating: "a", count: 40), false),
        ("(a|aa)+$", String(repeating: "a", count: 41) + "!", false),
        ("((a+)+)+c", String(repeating: "a", count: 60), false),
        ("(.*a){12}", String(repeating: "a", count: 40) + "b", false),
        ("(x+x+)+y", String(repeating: "x", count: 50), false),
        ("(\\w+\\s?)+$", String(repeating: "word ", count: 20) + "!", false),
        ("(?i)(a+)+b", String(repeating: "A", count: 40), false),
        ("([a-z]+)*[0-9]", String(repeating: "z", count: 200), false),
        ("(a{1,10}){1,10}b", String(repeating: "a", count: 100), false),
    ]

    @Test(arguments: 0..<adversarial.count)
    func catastrophicPatternsAnswerCorrectly(index: Int) throws {
        let testCase = Self.adversarial[index]
        #expect(try LinearRegex(testCase.pattern).wholeMatch(testCase.input) == testCase.matches, "\(testCase.pattern)")
    }

    @Test func aLongInputIsOneLinearPass() throws {
        let regex = try LinearRegex("(a|aa)*(b|c)?")
        #expect(regex.wholeMatch(String(repeating: "a", count: 100_000)))
        #expect(!regex.wholeMatch(String(repeating: "a", count: 100_000) + "d"))
    }

    // MARK: Errors

    struct Refusal: CustomTestStringConvertible, Sendable {
        var pattern: String
        var offset: Int
        var fragment: String
        init(_ pattern: String, _ offset: Int, _ fragment: String) {
            self.pattern = pattern
            self.offset = offset
            self.fragment = fragment
        }
        var testDescription: String { pattern.count > 40 ? String(pattern.prefix(30)).debugDescription + "…" : pattern.debugDescription }
    }

    static let refusals: [Refusal] = [
        .init("(a)\\1", 3, "backreferences"),
        .init("(?<n>a)\\k<n>", 7, "backreferences"),
        .init("(?<=a)b", 0, "lookbehind"),
        .init("(?<!a)b", 0, "lookbehind"),
        .init("a(?=b)b", 1, "lookahead is only supported at the very start"),
        .init("a(?!b)", 1, "lookahead is only supported at the very start"),
        .init("(?=a)b|c", 5, "no top-level '|'"),
        .init("(?>a+)b", 0, "atomic groups"),
        .init("a*+b", 2, "possessive"),
        .init("a++", 2, "possessive"),
        .init("a{2}+", 4, "possessive"),
        .init("a{1001}", 1, "limited to 1000"),
        .init("a{1,5000}", 1, "limited to 1000"),
        .init("a{99999999999999999999}", 1, "limited to 1000"),
        .init("a{3,2}", 1, "minimum is larger"),
        .init("(a{1000}){1000}", 0, "too large"),
        .init("*a", 0, "nothing to repeat"),
        .init("a|?", 2, "nothing to repeat"),
        .init("{2}", 0, "nothing to repeat"),
        .init("^*", 1, "cannot be repeated"),
        .init("a**", 2, "cannot follow another"),
        .init("a{2}{3}", 4, "cannot follow another"),
        .init("(ab", 0, "missing ')'"),
        .init("ab)", 2, "unbalanced ')'"),
        .init("[ab", 0, "missing ']'"),
        .init("[z-a]", 1, "out of order"),
        .init("[a-\\d]", 3, "must end with a single character"),
        .init("[a&&b]", 2, "set operations"),
        .init("[[:alpa:]]", 1, "unknown POSIX class"),
        .init("\\p{Greek}", 0, "unsupported property"),
        .init("\\q", 0, "unknown escape"),
        .init("ab\\", 2, "lone '\\'"),
        .init("\\x4", 0, "hexadecimal digits"),
        .init("\\u{110000}", 0, "not a Unicode scalar"),
        .init("(?x)a", 2, "unsupported flag 'x'"),
        .init("(?|a)", 0, "unsupported group"),
        .init("\\G", 0, "not supported"),
        .init(String(repeating: "(", count: 101) + "a" + String(repeating: ")", count: 101), 100, "nested too deeply"),
        .init(String(repeating: "[", count: 10_000), 100, "nested too deeply"),
        .init("東京(", 2, "missing ')'"),
    ]

    @Test(arguments: refusals)
    func refusesWithAPositionAndAReason(_ refusal: Refusal) {
        do {
            let regex = try LinearRegex(refusal.pattern)
            Issue.record("compiled \(refusal.pattern.debugDescription) into \(regex.programSize) instructions")
        } catch {
            #expect(error.offset == refusal.offset, "\(error)")
            #expect(error.message.contains(refusal.fragment), "\(error.message)")
            #expect(error.pattern == refusal.pattern)
        }
    }

    @Test func theDescriptionPutsACaretUnderTheProblem() {
        #expect(throws: RegexSyntaxError.self) { try LinearRegex("ab(c)\\1") }
        do {
            _ = try LinearRegex("ab(c)\\1")
        } catch {
            #expect(error.description.hasSuffix("\n  ab(c)\\1\n       ^"), "\(error.description)")
            #expect(error.inlineDescription.hasSuffix("(at character 6 of the pattern)"))
        }
    }

    // MARK: Semantics beyond the oracle

    @Test func leadingLookaheadsCheckTheWholeInput() throws {
        let password = try LinearRegex("(?=.*\\d)(?=.*[A-Z])(?!.*\\s).{8,}")
        #expect(password.wholeMatch("Passw0rdX"))
        #expect(!password.wholeMatch("passw0rdx"), "no capital")
        #expect(!password.wholeMatch("PasswordX"), "no digit")
        #expect(!password.wholeMatch("Pass w0rdX"), "a space")
        #expect(!password.wholeMatch("Pa0"), "too short")
        let anchored = try LinearRegex("^(?i)(?=[^@]{1,3}@).*")
        #expect(anchored.wholeMatch("AbC@x"))
        #expect(!anchored.wholeMatch("abcd@x"))
        let ending = try LinearRegex("(?=.{1,5}\\z)[a-z]+")
        #expect(ending.wholeMatch("abcde"))
        #expect(!ending.wholeMatch("abcdef"))
    }

    @Test(arguments: [
        ("[a-z]", "e\u{301}", false), ("[à-ü]", "e\u{301}", true), ("[é]", "e\u{301}", true), ("\\w", "e\u{301}", true),
        (".", "e\u{301}", true), ("..", "e\u{301}", false), (".", "👩\u{200D}👧", true), ("\\p{So}", "👍🏽", true),
        ("[^a]", "🇩🇪", true), (".", "\r\n", false), ("\\s", "\r\n", true), ("\\n", "\r\n", true), ("\\R", "\u{2028}", true),
        ("\\X", "\r\n", true), ("\\N", "\n", false), ("\\cA", "\u{1}", true), ("\\0", "\0", true), ("\\012", "\n", true),
        ("\\Qa.b\\E+", "a.bb", true), ("\\Q(a)", "(a)", true), ("[]a]+", "]a", true), ("[^]a]", "b", true),
    ])
    func charactersAreGraphemeClusters(pattern: String, input: String, matches: Bool) throws {
        #expect(try LinearRegex(pattern).wholeMatch(input) == matches)
    }

    @Test(arguments: [("Σ", "σ", true), ("σ", "ς", true), ("K", "\u{212A}", true), ("[a-z]", "\u{212A}", true), ("ß", "ẞ", true), ("(?-i)a", "A", false)])
    func ignoringCaseComparesLowercaseAndUppercase(pattern: String, input: String, matches: Bool) throws {
        #expect(try LinearRegex(pattern, ignoresCase: true).wholeMatch(input) == matches)
    }

    @Test func theBuiltInValidationPatternsCompileSmall() throws {
        let email =
            "(?=.{1,254}\\z)(?=[^@]{1,64}@)[A-Za-z0-9\\p{L}!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9\\p{L}!#$%&'*+/=?^_`{|}~-]+)*@"
            + "(?:[A-Za-z0-9\\p{L}](?:[A-Za-z0-9\\p{L}-]{0,61}[A-Za-z0-9\\p{L}])?\\.)+(?:[A-Za-z\\p{L}]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{1,59})"
        let regex = try LinearRegex(email)
        #expect(regex.programSize < 2_000)
        #expect(regex.wholeMatch("ada@example.com"))
        #expect(!regex.wholeMatch(String(repeating: "a", count: 65) + "@example.com"))
    }
}
