/// A string literal prepared for the comparison it appears in: folded for `[c]`/`[d]` at parse
/// time, split into a `LIKE` pattern, or compiled into a `MATCHES` regular expression.
struct PreparedString: Sendable {
    /// How the comparison uses the literal, which decides what to precompute.
    enum Role: Sendable {
        case text, likePattern, regularExpression
    }

    /// The literal as written (escapes resolved); what `canonicalFormat` prints.
    let text: String
    /// `text` folded for the comparison's modifiers; equal to `text` without modifiers.
    let folded: String
    /// Whether `folded` is ASCII, which allows the byte-wise comparison path.
    let foldedIsASCII: Bool
    let like: LikePattern?
    let regex: LinearRegex?

    init(_ text: String, options: ComparisonOptions, role: Role) throws(PatternError) {
        self.text = text
        let folded = TextFolding.fold(text, options)
        self.folded = folded
        self.foldedIsASCII = TextFolding.isASCII(folded)
        switch role {
        case .text:
            self.like = nil
            self.regex = nil
        case .likePattern:
            self.like = LikePattern(folded)
            self.regex = nil
        case .regularExpression:
            self.like = nil
            // Case is left to the regex engine, which knows its own syntax; diacritics are
            // folded out of both pattern and input because the engine has no such option.
            let pattern = TextFolding.fold(text, options.subtracting(.caseInsensitive))
            do {
                self.regex = try LinearRegex(pattern, ignoresCase: options.contains(.caseInsensitive))
            } catch {
                throw PatternError(reason: error.inlineDescription)
            }
        }
    }
}
