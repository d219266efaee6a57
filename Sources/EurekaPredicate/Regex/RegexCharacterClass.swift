import Foundation

/// A set of characters: `[a-z]`, `[^,;]`, `\d`, `\p{L}`, `[[:alpha:]]`, nested classes.
///
/// A character is tested as a whole grapheme cluster, the unit `Character` and the rest of
/// the predicate language use: single-character items compare canonically (`é` written either
/// way), ranges test the character's one scalar (after composing it, so a decomposed `é` is
/// still not in `[a-z]`), and properties test its first scalar, the base that gives a
/// character with combining marks its category.
struct RegexCharacterClass: Sendable {
    /// One member of the class.
    enum Item: Sendable {
        case character(Character)
        case range(ClosedRange<UInt32>)
        case property(RegexProperty)
        case notProperty(RegexProperty)
        case nested(RegexCharacterClass)
    }

    let items: [Item]
    let isNegated: Bool
    let ignoresCase: Bool
    /// The answer for each ASCII character, computed once, so the common case is a bit test.
    private let asciiMembers: (low: UInt64, high: UInt64)

    init(items: [Item], isNegated: Bool, ignoresCase: Bool) {
        self.items = items
        self.isNegated = isNegated
        self.ignoresCase = ignoresCase
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in 0..<UInt8(128) {
            let member = RegexCharacterClass.slowMatches(Character(Unicode.Scalar(byte)), items, isNegated, ignoresCase)
            if member { if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) } }
        }
        asciiMembers = (low, high)
    }

    /// A class of one property: `\d`, `\W`, `\p{L}`.
    init(property: RegexProperty, isNegated: Bool, ignoresCase: Bool) {
        self.init(items: [.property(property)], isNegated: isNegated, ignoresCase: ignoresCase)
    }

    /// Whether the class contains `character`.
    func matches(_ character: Character) -> Bool {
        if let byte = character.asciiValue {
            return (byte < 64 ? asciiMembers.low >> UInt64(byte) : asciiMembers.high >> UInt64(byte - 64)) & 1 == 1
        }
        return RegexCharacterClass.slowMatches(character, items, isNegated, ignoresCase)
    }

    private static func slowMatches(_ character: Character, _ items: [Item], _ isNegated: Bool, _ ignoresCase: Bool) -> Bool {
        var found = contains(character, items)
        if !found, ignoresCase {
            found = caseVariants(of: character).contains { contains($0, items) }
        }
        return found != isNegated
    }

    private static func contains(_ character: Character, _ items: [Item]) -> Bool {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        var single: Unicode.Scalar? = scalars.count == 1 ? first : nil
        var composed = scalars.count == 1
        for item in items {
            switch item {
            case .character(let member):
                if member == character { return true }
            case .range(let range):
                if !composed {
                    single = singleScalar(composing: character)
                    composed = true
                }
                if let single, range.contains(single.value) { return true }
            case .property(let property):
                if property.matches(single ?? first) { return true }
            case .notProperty(let property):
                if !property.matches(single ?? first) { return true }
            case .nested(let nested):
                if nested.matches(character) { return true }
            }
        }
        return false
    }

    /// The one scalar a multi-scalar character composes to (NFC), if it does.
    private static func singleScalar(composing character: Character) -> Unicode.Scalar? {
        let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
        return composed.count == 1 ? composed.first : nil
    }

    /// The character lowercased and uppercased, where each is still one character.
    private static func caseVariants(of character: Character) -> [Character] {
        var variants: [Character] = []
        for variant in [character.lowercased(), character.uppercased()] where variant.count == 1 {
            let candidate = Character(variant)
            if candidate != character { variants.append(candidate) }
        }
        return variants
    }
}
