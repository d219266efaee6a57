/// Why a `MATCHES` pattern could not be compiled; `reason` is the engine's explanation with
/// the position in the pattern, for the predicate's syntax error.
struct PatternError: Error, Sendable {
    let reason: String
}
