import EurekaPredicate
import Synchronization

/// Compiled validation patterns, shared by every rule that uses the same source.
///
/// Web forms are rebuilt on every request, so a form with an email and a URL field would
/// otherwise compile both patterns on each keystroke; compiling once per process makes a rule's
/// construction cost a lookup. The cache is bounded (patterns built from user input must not grow
/// it without limit): past `capacity` entries it starts again.
enum PatternCache {
    /// Most distinct pattern sources kept at once.
    static let capacity = 256

    private static let entries = Mutex<[String: Result<LinearRegex, RegexSyntaxError>]>([:])

    /// The compiled regex for `source`, compiling it on first use.
    static func regex(for source: String) -> Result<LinearRegex, RegexSyntaxError> {
        if let cached = entries.withLock({ $0[source] }) { return cached }
        // Compiled outside the lock: two threads may both compile a new pattern once, which is
        // cheaper than making every other lookup wait behind a compile.
        let compiled: Result<LinearRegex, RegexSyntaxError>
        do { compiled = .success(try LinearRegex(source)) } catch { compiled = .failure(error) }
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[source] = compiled
        }
        return compiled
    }
}
