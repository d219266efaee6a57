import Foundation

/// A regular expression compiled once, when its rule is created.
///
/// A pattern that does not compile is a programming mistake: instead of crashing (Eureka's
/// NSPredicate did, at the first validation) the rule keeps the compiler's message in `error`,
/// says so on standard error in debug builds, and rejects every non-empty value (fails closed).
struct CompiledPattern {
    /// The pattern's source text.
    let source: String
    /// Why the pattern did not compile, or nil.
    let error: String?
    private let regex: Regex<AnyRegexOutput>?

    init(_ source: String) {
        self.source = source
        do {
            regex = try Regex(source)
            error = nil
        } catch {
            regex = nil
            self.error = "\(error)"
            #if DEBUG
            FileHandle.standardError.write(Data("Eureka: invalid validation pattern \(source): \(error)\n".utf8))
            #endif
        }
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: String) -> Bool {
        guard let regex else { return false }
        return text.wholeMatch(of: regex) != nil
    }
}
