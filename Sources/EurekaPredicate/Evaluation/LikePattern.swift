/// One element of a `LIKE` pattern.
enum LikeElement<Unit: Equatable & Sendable>: Equatable, Sendable {
    /// `*`: any run of units, including none.
    case anyRun
    /// `?`: exactly one unit.
    case anyOne
    /// A unit that must match exactly (`\*` and `\?` produce literal `*` and `?`).
    case unit(Unit)
}

/// A `LIKE` pattern split into elements once, as Characters for Unicode input and, when the
/// pattern is ASCII, also as bytes for the allocation-free ASCII path.
struct LikePattern: Sendable {
    let characters: [LikeElement<Character>]
    let bytes: [LikeElement<UInt8>]?

    init(_ pattern: String) {
        var characters: [LikeElement<Character>] = []
        var escaped = false
        for character in pattern {
            if escaped {
                characters.append(.unit(character))
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = true
            case "*":
                // Consecutive stars match the same as one and would only slow backtracking.
                if characters.last != .anyRun { characters.append(.anyRun) }
            case "?": characters.append(.anyOne)
            default: characters.append(.unit(character))
            }
        }
        if escaped { characters.append(.unit("\\")) }
        self.characters = characters
        self.bytes = LikePattern.asciiBytes(characters)
    }

    private static func asciiBytes(_ characters: [LikeElement<Character>]) -> [LikeElement<UInt8>]? {
        var bytes: [LikeElement<UInt8>] = []
        bytes.reserveCapacity(characters.count)
        for element in characters {
            switch element {
            case .anyRun: bytes.append(.anyRun)
            case .anyOne: bytes.append(.anyOne)
            case .unit(let character):
                // "\r\n" is one Character but two bytes; leave such patterns to the Character path.
                guard let value = character.asciiValue, character.utf8.count == 1 else { return nil }
                bytes.append(.unit(value))
            }
        }
        return bytes
    }
}
