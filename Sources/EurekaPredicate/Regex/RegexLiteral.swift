/// A literal character of a pattern, with its case variants computed once when it ignores case.
struct RegexLiteral: Sendable, Hashable {
    /// The character as written.
    let character: Character
    /// Whether `A` matches `a` (the `[c]` modifier or `(?i)`).
    let ignoresCase: Bool
    private let lowercase: String
    private let uppercase: String
    private let ascii: UInt8?

    init(_ character: Character, ignoresCase: Bool) {
        self.character = character
        self.ignoresCase = ignoresCase
        lowercase = ignoresCase ? character.lowercased() : ""
        uppercase = ignoresCase ? character.uppercased() : ""
        ascii = character.asciiValue
    }

    /// Whether `other` is this character: equal (canonically equivalent), or, ignoring case,
    /// equal once lowercased or once uppercased (so σ, ς and Σ all meet at Σ).
    func matches(_ other: Character) -> Bool {
        if let ascii, let otherASCII = other.asciiValue {
            return ascii == otherASCII || (ignoresCase && RegexLiteral.foldASCII(ascii) == RegexLiteral.foldASCII(otherASCII))
        }
        if other == character { return true }
        guard ignoresCase else { return false }
        return other.lowercased() == lowercase || other.uppercased() == uppercase
    }

    /// ASCII lowercasing, the whole of case folding for ASCII.
    static func foldASCII(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
