import Synchronization

/// A `MATCHES` pattern compiled once, at parse time.
///
/// `Regex` is not `Sendable`, so it lives behind a `Mutex`; this keeps `FormPredicate`
/// `Sendable` without `@unchecked` and costs one uncontended lock per match.
final class RegexBox: Sendable {
    /// The pattern as compiled (already diacritic-folded for `[d]`).
    let pattern: String
    private let regex: Mutex<Regex<AnyRegexOutput>>

    /// Compiles `pattern`; the error text is the compiler's explanation, for the syntax error.
    init(pattern: String, ignoresCase: Bool) throws(PatternError) {
        let compiled: Regex<AnyRegexOutput>
        do {
            compiled = try Regex(pattern)
        } catch {
            throw PatternError(reason: String(describing: error))
        }
        self.pattern = pattern
        self.regex = Mutex(ignoresCase ? compiled.ignoresCase() : compiled)
    }

    /// Whether the regular expression matches all of `text` (NSPredicate's MATCHES semantics).
    func wholeMatches(_ text: String) -> Bool {
        regex.withLock { regex in
            // Only custom regex components can throw; a pattern compiled from a string has none.
            (try? regex.wholeMatch(in: text)) != nil
        }
    }
}

/// Why a `MATCHES` pattern could not be compiled.
struct PatternError: Error, Sendable {
    let reason: String
}
