/// A compiled regular expression: instructions for a Thompson-style automaton. `RegexMatcher`
/// runs them by keeping the set of live instructions, never by backtracking.
struct RegexProgram: Sendable {
    /// One step of the automaton.
    enum Instruction: Sendable {
        /// Consumes a character equal to the literal.
        case literal(RegexLiteral)
        /// Consumes any character (line breaks only when `includingNewlines`).
        case anyCharacter(includingNewlines: Bool)
        /// Consumes a character in `classes[index]`.
        case characterClass(Int)
        /// Continues at both targets.
        case split(Int, Int)
        /// Continues at the target.
        case jump(Int)
        /// Continues at the next instruction if the test holds where the input stands.
        case assertion(RegexAssertion)
        /// The whole pattern matched.
        case match
    }

    var instructions: [Instruction]
    var classes: [RegexCharacterClass]
}
