/// Where the cursor goes when a formatter rewrites the text being typed, for formatters that
/// do not place it themselves (`FormatterProtocol`): after as many digits as it had before it.
///
/// Reformatting adds or removes grouping separators and symbols around the digits the user
/// typed, but keeps those digits in order; counting them is what keeps the cursor where the
/// user is editing ("12|34567" → "12|,345,67" would be wrong, "1,2|34,567" is right).
///
/// ```swift
/// ReformattedCursor.position(after: 3, in: "12934567", reformattedAs: "12,934,567")   // 4
/// ```
enum ReformattedCursor {
    /// The offset in `new` for a cursor at offset `position` in `old`, both in characters.
    static func position(after position: Int, in old: String, reformattedAs new: String) -> Int {
        let before = old.prefix(max(0, position))
        // Leading zeros the formatter dropped ("0|1234" → "1,234") are not digits the cursor
        // stands after: it stays before the first digit, where the zero was typed.
        let digits = max(0, before.reduce(0) { $0 + ($1.isNumber ? 1 : 0) } - droppedLeadingZeros(from: old, in: new))
        let newCharacters = Array(new)
        guard digits > 0 else {
            // Nothing typed yet before the cursor: it stays before the first digit, after a
            // sign or symbol the formatter put in front ("-|1,234").
            let firstDigit = newCharacters.firstIndex(where: \.isNumber) ?? newCharacters.count
            return min(max(0, position), firstDigit)
        }
        var seen = 0
        var offset = 0
        while offset < newCharacters.count, seen < digits {
            if newCharacters[offset].isNumber { seen += 1 }
            offset += 1
        }
        guard seen == digits else { return newCharacters.count }
        // Characters the user typed after the last digit before the cursor (a decimal
        // separator) stay before the cursor when the formatter kept them.
        let typedAfterDigit = before.reversed().prefix { !$0.isNumber }.reversed()
        for character in typedAfterDigit {
            guard offset < newCharacters.count, newCharacters[offset] == character else { break }
            offset += 1
        }
        return offset
    }

    /// How many of `old`'s leading zero digits `new` no longer has, when what follows them is
    /// `new`'s digits (a formatter dropping leading zeros); 0 when the digits changed otherwise.
    private static func droppedLeadingZeros(from old: String, in new: String) -> Int {
        let oldDigits = old.filter(\.isNumber)
        let newDigits = new.filter(\.isNumber)
        let dropped = oldDigits.prefix { $0 == "0" }.count - newDigits.prefix { $0 == "0" }.count
        guard dropped > 0 else { return 0 }
        let kept = oldDigits.dropFirst(dropped)
        return kept.starts(with: newDigits) || newDigits.starts(with: kept) ? dropped : 0
    }
}
