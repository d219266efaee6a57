/// The digits of typed number text, read for what a value type can keep of them: the
/// significant digits a `Double` must carry, and the digits of a whole number too large for
/// an `Int`.
///
/// ```swift
/// NumberTextDigits.significant(in: "-0.012300e5")     // "123"
/// NumberTextDigits.wholeNumber(in: "-12,345,678")     // (isNegative: true, digits: "12345678")
/// ```
enum NumberTextDigits {
    /// The digits before any exponent, without leading or trailing zeros: what a number's
    /// precision is measured by ("1200" and "0.0012" both carry "12").
    static func significant(in text: some StringProtocol) -> [UInt8] {
        var digits: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
            if digits.isEmpty, byte == UInt8(ascii: "0") { continue }
            digits.append(byte)
        }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return digits
    }

    /// How many ASCII digits `text` has in all (a cheap bound on its significant digits).
    static func count(in text: some StringProtocol) -> Int {
        var count = 0
        for byte in text.utf8 where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { count += 1 }
        return count
    }

    /// The sign and digits of text written as a whole number, plain ("-12345") or grouped in
    /// threes by one kind of separator ("12,345,678", "1 000", "1.000.000", "1'000"); nil for
    /// anything else ("1.5", "12a"). With `checkingGroups` false, the last of three groups or
    /// more may be longer than three digits.
    static func wholeNumber(in text: some StringProtocol, checkingGroups: Bool = true) -> (isNegative: Bool, digits: String)? {
        var characters = Substring(text)
        var isNegative = false
        if let sign = characters.first, "+-−".contains(sign) {
            isNegative = sign != "+"
            characters = characters.dropFirst()
        }
        var groups: [Substring] = []
        var separator: Character?
        var start = characters.startIndex
        for index in characters.indices where !characters[index].isASCIIDigit {
            let character = characters[index]
            guard groupSeparators.contains(character), separator == nil || separator == character else { return nil }
            separator = character
            groups.append(characters[start..<index])
            start = characters.index(after: index)
        }
        groups.append(characters[start...])
        guard let first = groups.first, !first.isEmpty else { return nil }
        if groups.count > 1 {
            // Unchecked, the last group may be longer: digits typed onto a grouped number whose
            // grouping was not redone ("999,999,999,999,999,9999"). Only after two separators
            // or more: "1.9999" is a fraction, not a group.
            let checked = checkingGroups || groups.count < 3 ? groups.dropFirst() : groups.dropFirst().dropLast()
            guard first.count <= 3, checked.allSatisfy({ $0.count == 3 }), groups.last?.isEmpty == false else { return nil }
        }
        return (isNegative, groups.joined())
    }

    /// Characters locales group digits with.
    private static let groupSeparators: Set<Character> = [",", ".", " ", "\u{00A0}", "\u{202F}", "'", "’", "_"]
}
