// EurekaPredicate: the string conditions of Eureka forms (`row.hidden = "$switchTag == false"`)
// without NSPredicate, which Linux Foundation lacks.
//
// A `FormPredicate` is parsed once, from text, into a flat tree (`Tree/`); the parser
// (`Lexing/`, `Parsing/`) reports the first problem with its Character offset (`Diagnostics/`).
// Evaluation (`Evaluation/`) reads variables through a closure, lazily and at most once per
// occurrence, and compares values by the typed rules in Docs/Predicates.md. It allocates nothing
// for String, Int and Bool values on the common paths, because forms re-evaluate every
// condition on each change. `canonicalFormat` (`Printing/`) prints a tree back to text.

/// Fixed limits of the language implementation.
enum Limits {
    /// Deepest nesting of parentheses and `NOT` the parser accepts. Parsing, evaluation and
    /// printing recurse once per level; this bound keeps them far from the end of even a
    /// secondary thread's stack, while no hand-written condition comes close to it.
    static let maximumNesting = 100

    /// How many `RawRepresentable` or key path steps a value may take before being resolved;
    /// a self-referential raw value would otherwise loop forever.
    static let maximumUnwrapping = 16

    /// Largest count a regular expression's `{m,n}` may name (RE2's limit too): counted
    /// repetition is compiled by copying the repeated piece, so counts multiply program size.
    static let maximumRegexRepetition = 1_000

    /// Most instructions a compiled regular expression may have. Matching costs at most this
    /// many steps per input character, so it bounds the time per character (well under a
    /// microsecond per instruction); the email and URL patterns need about a thousand.
    static let maximumRegexProgramSize = 20_000
}
