extension TextInputFilter {
    /// Refused characters as a message quotes them: up to 12, each invisible one (a no-break
    /// space, a zero-width joiner) named after the quotes, since “ ” alone identified nothing.
    ///
    /// ```swift
    /// filter.quotedRefusal("\u{A0}")   // "“ ” (no-break space)"
    /// filter.quotedRefusal(",")        // "“,”"
    /// ```
    public func quotedRefusal(_ refused: String) -> String {
        let shown = String(refused.prefix(12))
        let names = shown.unicodeScalars.compactMap { scalar -> String? in
            guard scalar != " ", scalar.properties.isWhitespace || scalar.properties.generalCategory == .format else { return nil }
            return scalar.properties.name?.lowercased() ?? "U+" + String(scalar.value, radix: 16, uppercase: true)
        }
        return "“\(shown)”" + (names.isEmpty ? "" : " (\(names.joined(separator: ", ")))")
    }

    /// Why a number field refused `refused`, when a person might not see it: another decimal
    /// separator than the field's (a European keyboard's decimal key types a comma, and
    /// "3,5" became 35 with only "“,” cannot be typed here" said and gone at the next key), a
    /// second one, or a separator in a whole number. Nil for anything else.
    ///
    /// ```swift
    /// KeyboardType.decimalPad.inputFilter().refusalHint(for: ",")   // "the decimal separator here is “.”"
    /// ```
    public func refusalHint(for refused: String) -> String? {
        let separators: Set<Character> = [",", ".", "٫", "'", "’", "·"]
        guard refused.count == 1, let character = refused.first, separators.contains(character) else { return nil }
        switch rule {
        case .decimal:
            return String(character) == decimalSeparator ? "a number takes one decimal separator" : "the decimal separator here is “\(decimalSeparator)”"
        case .digits:
            return "whole numbers only, without separators"
        default:
            return nil
        }
    }

    /// The message for `refused`, typed: "“,” cannot be typed here: the decimal separator here
    /// is “.”".
    ///
    /// ```swift
    /// context.showStatus(entry.inputFilter.typingRefusal(","))
    /// ```
    public func typingRefusal(_ refused: String) -> String {
        quotedRefusal(refused) + " cannot be typed here" + hintSuffix(for: refused)
    }

    /// `refused` quoted, then `what`, then the hint when there is one: the one shape of every
    /// refusal message ("Not pasted: this field does not take “.”: whole numbers only, …").
    ///
    /// ```swift
    /// filter.refusal(".", quotedAfter: "this field does not take")
    /// ```
    public func refusal(_ refused: String, quotedAfter what: String) -> String {
        what + " " + quotedRefusal(refused) + hintSuffix(for: refused)
    }

    /// ": " and the hint, or nothing.
    private func hintSuffix(for refused: String) -> String {
        refusalHint(for: refused).map { ": " + $0 } ?? ""
    }
}
