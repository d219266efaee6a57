import EurekaPredicate
import Foundation

/// A regular expression compiled to the predicate language's automaton engine (`LinearRegex`),
/// once per process (see `PatternCache`): matching takes time proportional to the value, so no
/// pattern, `(a+)+b` included, can freeze a form on a keystroke.
///
/// A pattern that does not compile — bad syntax, or a backreference or lookbehind that only a
/// backtracking engine can run — is a programming mistake: instead of crashing (Eureka's
/// NSPredicate did, at the first validation) the rule keeps the explanation in `error`, says
/// so on standard error in debug builds, and rejects every non-empty value (fails closed).
struct CompiledPattern {
    /// The pattern's source text.
    let source: String
    /// Why the pattern did not compile (with a caret under the spot), or nil.
    let error: String?
    private let regex: LinearRegex?

    init(_ source: String) {
        self.source = source
        switch PatternCache.regex(for: source) {
        case .success(let regex):
            self.regex = regex
            self.error = nil
        case .failure(let error):
            self.regex = nil
            self.error = error.description
            #if DEBUG
                FileHandle.standardError.write(Data("Eureka: invalid validation pattern \(source): \(error)\n".utf8))
            #endif
        }
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: String) -> Bool {
        regex?.wholeMatch(text) ?? false
    }
}
