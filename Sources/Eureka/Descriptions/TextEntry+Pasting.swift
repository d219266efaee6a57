extension TextEntry {
    /// `pasted` made fit for a one-line field whose keyboard refused it as it stands, without
    /// changing what it means: the blank space around it taken off (a number field takes no
    /// spaces), then grouping separators between digits taken out where each is followed by
    /// exactly three digits, as grouping writes them ("1,234,567.50", "1.234,5" with a comma
    /// decimal separator, "1 234"). A separator before another count of digits is no grouping
    /// ("1,5" is a decimal written another way) and stays, so the paste is still refused. Nil
    /// when nothing could be taken out.
    ///
    /// ```swift
    /// entry.pasteFitted("1,234,567")   // "1234567" for a number field whose decimal separator is "."
    /// entry.pasteFitted("1,5")         // nil: refused as it stands
    /// ```
    public func pasteFitted(_ pasted: String) -> String? {
        let trimmed = pasted.trimmingCharacters(in: .whitespaces)
        let characters = Array(trimmed)
        var kept: [Character] = []
        kept.reserveCapacity(characters.count)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if isDigitGroupSeparator(at: index, in: characters) {
                index += 1
                continue
            }
            kept.append(character)
            index += 1
        }
        let fitted = String(kept)
        return fitted == pasted ? nil : fitted
    }

    /// Whether the character at `index` separates groups of digits: neither a digit, the
    /// decimal separator nor a minus sign, after a digit, and followed by exactly three digits
    /// that end the text or meet another separator of the same kind or the decimal separator.
    private func isDigitGroupSeparator(at index: Int, in characters: [Character]) -> Bool {
        let separator = characters[index]
        guard index > 0, characters[index - 1].isNumber, !separator.isNumber, String(separator) != decimalSeparator,
            separator != "-", separator != "\u{2212}"
        else { return false }
        var digits = 0
        var next = index + 1
        while next < characters.count, characters[next].isNumber {
            digits += 1
            next += 1
        }
        guard digits == 3 else { return false }
        return next == characters.count || characters[next] == separator || String(characters[next]) == decimalSeparator
    }
}
