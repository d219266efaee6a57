import Testing

@testable import EurekaPredicate

/// The automaton engine against Swift `Regex` (a backtracking engine with the same syntax) on
/// patterns and inputs where backtracking is harmless: both must agree on every pair.
@Suite("Regular expressions: agreement with Swift Regex")
struct LinearRegexOracleTests {
    static let patterns = [
        // Literals, escapes, dot
        "abc", "a.c", "a\\.c", "\\$\\^\\(\\)\\[\\]\\{\\}\\|\\*\\+\\?\\\\", "東京.+", "é", "e\u{301}", "👍🏽", "🇩🇪.",
        "\\t\\n", "\\x41\\u0042\\x{43}", ".", "..", "(?s).", "a\\sb", "\\S+", "\\d+", "\\D*", "\\w+", "\\W", "\\h", "\\v",
        // Classes
        "[abc]", "[^abc]", "[a-z]+", "[A-Za-z0-9_-]+", "[^a-z]*", "[\\d.]+", "[\\w-]+", "[a-]", "[-a]", "[.*+?]",
        "[[:alpha:]]+", "[[:digit:][:upper:]]+", "[^[:space:]]+", "\\p{L}+", "\\p{Lu}\\p{Ll}*", "\\P{L}", "\\p{Nd}",
        "[\\p{L}\\p{Nd}]+", "[^\\p{L}]", "\\p{Alphabetic}+", "[a-z[0-9]]+",
        // Anchors and boundaries
        "^abc$", "^$", "abc$", "\\Aabc\\z", "a\\b", "\\bfoo\\b", "foo\\B.", "(?m)^a$", "a\\Z\\n",
        // Groups, alternation, flags
        "(ab)+", "(?:ab)*c", "a|b|c", "(a|b)*c", "(cat|dog)s?", "a(b|)c", "()", "(?<name>x+)y", "(?i)abc",
        "(?i:ab)c", "a(?i)bc", "(?i)[a-c]+", "(?i)é", "(?s:.)", "(?-i:a)", "(?#comment)a",
        // Quantifiers
        "a*", "a+", "a?", "a{3}", "a{2,}", "a{2,4}", "a{,2}", "a*?", "a+?b", "(ab){2}", "x{0}y", "a{1", "a{", "a{x}",
        // Realistic form patterns
        "[A-Z]{3}-[0-9]{4}", "\\d{5}(-\\d{4})?", "\\+?[0-9 ()-]{7,15}", "[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}",
        "(?=.*\\d)(?=.*[A-Z]).{8,}", "^(?!.*password).*$", "(?s).*\\p{Nd}.*", "#?([A-Fa-f0-9]{6}|[A-Fa-f0-9]{3})",
        "(\\d{1,3}\\.){3}\\d{1,3}", "[0-9]{1,2}/[0-9]{1,2}/[0-9]{4}", "(https?|ftp)://[^\\s/$.?#].[^\\s]*",
        "(0[1-9]|1[0-2])/(19|20)\\d\\d", "[\\p{L} '-]+", "(?i)(yes|no|maybe)",
    ]

    static let inputs = [
        "", "a", "b", "c", "abc", "ABC", "aBc", "abcabc", "ab", "abab", "ababc", "aaa", "aaaa", "aaaaa", "a.c", "axc",
        "a c", "a\tb", "a\nb", "a\n", "\n", "\r\n", "12345", "12345-6789", "123", "1", "٣", "x", "xy", "y", "foo", "foo!",
        "foobar", "東京都", "東京", "é", "e\u{301}", "É", "👍🏽", "🇩🇪x", "cats", "dog", "ac", "ABC-1234", "abc-1234",
        "+1 555 0100", "ada@example.com", "Passw0rdX", "password1A", "short1A", "line\n2", "#1a2B3c", "#abc", "192.168.0.1",
        "1/2/2024", "12/31/1999", "https://example.com/x", "ftp://a.b", "O'Brien-Smith", "Yes", "maybe", "$^()[]{}|*+?\\",
        "\t\n", "ABC", "Ab", "aB", "a-b_c", "--", "-", "a{1", "a{", "a{x}", "xxy", "y", "Ǆ", "ß", "a b", "1.5", "..", "_",
    ]

    static let caseInsensitivePatterns = ["abc", "[a-c]+", "é+", "[^a-z]+", "(ab|cd)+", "ǆ", "[xyzé]+", "(?-i:a)b"]

    /// Where Swift `Regex` departs from ICU (NSPredicate's engine), which this engine follows;
    /// each pair is checked against ICU's answer instead.
    static let icuDifferences: [(pattern: String, input: String, ignoresCase: Bool, icu: Bool)] = [
        // ICU's \d is the Nd category; Swift also counts ideographs with a numeric value (京).
        ("\\D*", "東京", false, true),
        ("\\D*", "東京都", false, true),
        // ICU's $ also matches before a final line break; Swift's only at the very end.
        ("a$\\n", "a\n", false, true),
        // ICU applies case-insensitivity to properties and POSIX classes too.
        ("\\p{Ll}+", "ABC", true, true),
        ("[[:lower:]]+", "ABC", true, true),
        ("\\p{Lu}", "a", true, true),
    ]

    @Test(arguments: patterns)
    func agreesWithSwiftRegex(pattern: String) throws {
        let ours = try LinearRegex(pattern)
        let reference = try Regex(pattern)
        for input in Self.inputs where !Self.icuDifferences.contains(where: { $0.pattern == pattern && $0.input == input }) {
            let expected = (try? reference.wholeMatch(in: input)) != nil
            #expect(ours.wholeMatch(input) == expected, "\(pattern.debugDescription) on \(input.debugDescription)")
        }
    }

    @Test(arguments: caseInsensitivePatterns)
    func agreesWithSwiftRegexIgnoringCase(pattern: String) throws {
        let ours = try LinearRegex(pattern, ignoresCase: true)
        let reference = try Regex(pattern).ignoresCase()
        for input in Self.inputs where !Self.icuDifferences.contains(where: { $0.pattern == pattern && $0.input == input }) {
            let expected = (try? reference.wholeMatch(in: input)) != nil
            #expect(ours.wholeMatch(input) == expected, "\(pattern.debugDescription) on \(input.debugDescription)")
        }
    }

    @Test func whereSwiftRegexDiffersThisEngineFollowsICU() throws {
        for difference in Self.icuDifferences {
            let regex = try LinearRegex(difference.pattern, ignoresCase: difference.ignoresCase)
            #expect(regex.wholeMatch(difference.input) == difference.icu, "\(difference.pattern) on \(difference.input.debugDescription)")
        }
    }
}
