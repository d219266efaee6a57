/// A parsed regular expression before compilation. The flags in force where each piece was
/// written (case-insensitive, dot-all, multi-line) are already resolved into the pieces.
indirect enum RegexNode: Sendable {
    /// Matches the empty string.
    case empty
    /// One character, compared as `Character`s (canonical equivalence), maybe ignoring case.
    case literal(RegexLiteral)
    /// `.`: any character, line breaks only in dot-all mode.
    case anyCharacter(includingNewlines: Bool)
    /// `[…]`, `\d`, `\p{L}` and friends.
    case characterClass(RegexCharacterClass)
    /// A zero-width test: anchors and word boundaries.
    case assertion(RegexAssertion)
    /// Pieces one after the other.
    case concatenation([RegexNode])
    /// Any one of the branches.
    case alternation([RegexNode])
    /// `minimum` to `maximum` (nil: unbounded) repetitions of a piece.
    case repetition(RegexNode, minimum: Int, maximum: Int?)
}

/// A zero-width test at a position between characters.
enum RegexAssertion: Sendable, Hashable {
    /// `\A`, and `^` outside multi-line mode.
    case startOfInput
    /// `\z`.
    case endOfInput
    /// `\Z`, and `$` outside multi-line mode: the end, or just before a final line break.
    case endOfInputOrBeforeFinalNewline
    /// `^` in multi-line mode.
    case startOfLine
    /// `$` in multi-line mode.
    case endOfLine
    /// `\b`.
    case wordBoundary
    /// `\B`.
    case notWordBoundary
}
