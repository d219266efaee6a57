/// A regular expression matched in time proportional to its input: compiled to an automaton
/// and run by keeping every possible state at once, as RE2 does, so no pattern can freeze a
/// form the way `(a+)+b` freezes a backtracking engine. `MATCHES` conditions and `RuleRegExp`
/// both use it.
///
/// The syntax is ICU's (NSPredicate's), as form patterns use it: literals and escapes, `.`,
/// classes with ranges, negation and `\d \w \s \h \v \p{…}` / POSIX names, anchors `^ $ \A \z
/// \Z \b \B`, groups (capturing, named and `(?:`), `|`, `* + ?` and `{m} {m,} {m,n}` (lazy
/// forms too; counts up to 1,000), and the flags `i`, `s`, `m` as `(?i)` or `(?i:…)`.
/// Lookaheads are accepted at the very start, where they check the whole input
/// (`(?=.*\d).{8,}`). Backreferences, lookbehind, other lookaheads, atomic groups and
/// possessive quantifiers need backtracking and are refused with a `RegexSyntaxError`.
///
/// Text is matched by `Character`, like the rest of the predicate language.
///
/// ```swift
/// let code = try LinearRegex("[A-Z]{3}-\\d{4}")
/// code.wholeMatch("ABC-1234")   // true
/// try LinearRegex("(a+)+b").wholeMatch(String(repeating: "a", count: 40))   // false, at once
/// ```
package struct LinearRegex: Sendable {
    /// The pattern as written.
    package let pattern: String
    private let program: RegexProgram
    /// Leading `(?=…)` / `(?!…)` checks: each must (or must not) match a prefix of the input.
    private let lookaheads: [(program: RegexProgram, isNegated: Bool)]

    /// Compiles `pattern`; `ignoresCase` is the `[c]` modifier (as if the pattern began with `(?i)`).
    ///
    /// ```swift
    /// let name = try LinearRegex("e[a-z]+", ignoresCase: true)
    /// ```
    package init(_ pattern: String, ignoresCase: Bool = false) throws(RegexSyntaxError) {
        var parser = RegexParser(pattern, ignoresCase: ignoresCase)
        let parsed = try parser.parse()
        func compile(_ node: RegexNode) throws(RegexSyntaxError) -> RegexProgram {
            do {
                return try RegexCompiler.compile(node)
            } catch {
                throw RegexSyntaxError(
                    pattern: pattern, offset: 0,
                    message: "the pattern is too large once its repetitions are expanded (more than "
                        + "\(Limits.maximumRegexProgramSize) steps); use smaller counts in {m,n}")
            }
        }
        self.pattern = pattern
        program = try compile(parsed.root)
        var lookaheads: [(program: RegexProgram, isNegated: Bool)] = []
        for lookahead in parsed.lookaheads {
            lookaheads.append((try compile(lookahead.node), lookahead.isNegated))
        }
        self.lookaheads = lookaheads
    }

    /// Whether the whole of `text` matches (NSPredicate's MATCHES, `Regex.wholeMatch`).
    ///
    /// ```swift
    /// try LinearRegex("\\d+").wholeMatch("2024")   // true
    /// ```
    package func wholeMatch(_ text: String) -> Bool {
        guard RegexMatcher(program).matches(text) else { return false }
        for lookahead in lookaheads where RegexMatcher(lookahead.program).matches(text, prefix: true) == lookahead.isNegated {
            return false
        }
        return true
    }

    /// How many instructions the compiled pattern has (for benchmarks and limits' tests).
    package var programSize: Int {
        program.instructions.count + lookaheads.reduce(0) { $0 + $1.program.instructions.count }
    }
}
