extension TextEntry {
    /// `pasted` made fit for a one-line field whose keyboard refused it as it stands, without
    /// changing what it means: the blank space around it taken off (a number field takes no
    /// spaces), then the grouping of a whole number's digits taken out when it is grouping
    /// beyond doubt — one separator character throughout, a first group of one to three digits
    /// (not a lone 0), every later one of exactly three, none after the decimal separator
    /// ("1,234,567.50", "1.234,5" where the decimal separator is a comma, "1 234"). Anything
    /// else ("1,5", "0.125" where the decimal separator is a comma) keeps its separators, so the
    /// paste is still refused rather than read as another number. Nil when nothing changes.
    ///
    /// ```swift
    /// entry.pasteFitted("1,234,567")   // "1234567" for a number field whose decimal separator is "."
    /// entry.pasteFitted("1,5")         // nil: refused as it stands
    /// ```
    public func pasteFitted(_ pasted: String) -> String? {
        let trimmed = pasted.trimmingCharacters(in: .whitespaces)
        let onlyTrimmed = trimmed == pasted ? nil : trimmed
        var characters = Array(trimmed)
        var sign: [Character] = []
        if let first = characters.first, first == "-" || first == "\u{2212}" || first == "+" {
            sign = [first]
            characters.removeFirst()
        }
        // The whole part ends at the first decimal separator; what follows is digits only.
        let decimal = Array(decimalSeparator)
        let end = decimal.count == 1 ? characters.firstIndex(of: decimal[0]) ?? characters.count : characters.count
        let fraction = characters[end...]
        guard fraction.dropFirst().allSatisfy(\.isNumber) else { return onlyTrimmed }
        var groups: [[Character]] = [[]]
        var separator: Character?
        for character in characters[..<end] {
            if character.isNumber {
                groups[groups.count - 1].append(character)
            } else {
                guard separator == nil || separator == character else { return onlyTrimmed }
                separator = character
                groups.append([])
            }
        }
        guard separator != nil else { return onlyTrimmed }
        guard (1...3).contains(groups[0].count), groups[0] != ["0"], groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return onlyTrimmed }
        return String(sign + groups.joined() + fraction)
    }
}
