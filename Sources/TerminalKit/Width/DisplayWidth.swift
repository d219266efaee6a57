/// How many terminal columns text occupies, and fitting text into a number of columns.
///
/// Width is decided per grapheme cluster (a Swift `Character`): East Asian wide and fullwidth
/// characters and emoji take 2 columns; combining marks, zero-width joiners and variation
/// selectors inside a cluster add nothing; control characters take 0.
///
/// ```swift
/// DisplayWidth.of("a")             // 1
/// DisplayWidth.of("中")            // 2
/// DisplayWidth.of("👨‍👩‍👧")            // 2
/// DisplayWidth.of("héllo 世界")     // 10
/// DisplayWidth.truncate("héllo 世界", to: 8)  // "héllo 世…"
/// ```
public enum DisplayWidth {
    /// The ellipsis `truncate` appends by default (one column wide).
    ///
    /// ```swift
    /// DisplayWidth.truncate(text, to: 10, ellipsis: DisplayWidth.defaultEllipsis)
    /// ```
    public static let defaultEllipsis = "…"

    /// Columns a single grapheme cluster occupies: 0, 1 or 2.
    ///
    /// ```swift
    /// DisplayWidth.of("e\u{301}" as Character)  // 1
    /// DisplayWidth.of("🇫🇷" as Character)        // 2
    /// DisplayWidth.of("स्ते" as Character)        // 2: two letters joined
    /// ```
    public static func of(_ character: Character) -> Int {
        // ASCII from its byte ("\r\n" reads as its LF): most typed text, measured per key.
        if let byte = character.asciiValue { return byte < 0x20 || byte == 0x7F ? 0 : 1 }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard let second = iterator.next() else { return of(scalar: first) }
        if ControlCharacterFilter.isControl(first.value) { return 0 }
        // An emoji base followed by VS16 asks for emoji presentation, which is always wide.
        if second.value == 0xFE0F, first.properties.isEmoji { return 2 }
        var widest = max(of(scalar: first), of(scalar: second))
        var sum = of(scalar: first) + of(scalar: second)
        var hasEmoji = first.properties.isEmoji || second.properties.isEmoji
        while let next = iterator.next() {
            if next.value == 0xFE0F, first.properties.isEmoji { return 2 }
            let width = of(scalar: next)
            widest = max(widest, width)
            sum += width
            hasEmoji = hasEmoji || next.properties.isEmoji
        }
        // An emoji sequence (a family, a flag, a skin tone) is one wide picture. Any other
        // cluster of several letters (an Indic conjunct: स + ् + त + े is one cluster since
        // Unicode 15.1) is drawn letter by letter, as wcwidth counts it; more than 2 columns
        // (a three-letter conjunct) is kept to the grid's 2, and is one of the uncertain widths.
        return hasEmoji ? widest : min(sum, 2)
    }

    /// Whether terminals disagree on how wide `character` is, so a writer must not assume where
    /// the cursor stands after drawing it. Clusters of several scalars (emoji with a skin tone,
    /// an emoji presentation selector or joiners, flags, conjuncts of Indic scripts), a lone
    /// regional indicator, and emoji that default to text presentation are drawn 1, 2 or more
    /// columns wide depending on the terminal and its version (tmux 3.3 draws "👍🏽" 4 wide,
    /// "❤️" 1 wide); single ASCII, Latin, CJK and other one-scalar characters are not.
    ///
    /// ```swift
    /// DisplayWidth.isUncertain("a")     // false
    /// DisplayWidth.isUncertain("👍🏽")    // true
    /// ```
    public static func isUncertain(_ character: Character) -> Bool {
        if character.isASCII { return false }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if scalars.index(after: scalars.startIndex) != scalars.endIndex { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        let properties = first.properties
        return properties.isEmoji && !properties.isEmojiPresentation && first.value >= 0x203C
    }

    /// Columns a single Unicode scalar occupies on its own: 0, 1 or 2.
    ///
    /// ```swift
    /// DisplayWidth.of(scalar: "\u{200B}")  // 0 (zero width space)
    /// ```
    public static func of(scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }  // DEL and C1 controls
        if value < 0x300 { return 1 }  // Latin-1, Latin Extended, IPA: never wide, never marks
        if isZeroWidth(scalar) { return 0 }
        return WideCharacterTable.contains(value) ? 2 : 1
    }

    /// Columns a string occupies: the sum over its grapheme clusters.
    ///
    /// ```swift
    /// DisplayWidth.of("Ｆｕｌｌ")  // 8
    /// ```
    public static func of(_ text: String) -> Int {
        // Printable ASCII (the common case for form text) is one column per byte.
        if let asciiWidth = printableASCIIWidth(text) { return asciiWidth }
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// Columns a substring occupies.
    ///
    /// ```swift
    /// DisplayWidth.of("中文abc".prefix(2))  // 4
    /// ```
    public static func of(_ text: Substring) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// Shortens `text` to at most `columns` columns, ending in `ellipsis` when anything was cut.
    ///
    /// A wide character never straddles the cut: the result may be one column narrower than
    /// asked. When even the ellipsis does not fit, the text is cut without one.
    ///
    /// ```swift
    /// DisplayWidth.truncate("Hello, world", to: 8)         // "Hello, …"
    /// DisplayWidth.truncate("日本語テキスト", to: 7)          // "日本語…"
    /// DisplayWidth.truncate("short", to: 10)                // "short"
    /// ```
    public static func truncate(_ text: String, to columns: Int, ellipsis: String = defaultEllipsis) -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return text }
        let ellipsisWidth = of(ellipsis)
        let budget = ellipsisWidth <= columns ? columns - ellipsisWidth : columns
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > budget { break }
            result.append(character)
            used += width
        }
        return ellipsisWidth <= columns ? result + ellipsis : result
    }

    /// Pads `text` with spaces to exactly `columns` columns, truncating first if it is wider.
    ///
    /// ```swift
    /// DisplayWidth.pad("中文", to: 6)                      // "中文  "
    /// DisplayWidth.pad("42", to: 5, alignment: .trailing)  // "   42"
    /// DisplayWidth.pad("ok", to: 6, alignment: .center)    // "  ok  "
    /// ```
    public static func pad(
        _ text: String,
        to columns: Int,
        alignment: Alignment = .leading,
        ellipsis: String = defaultEllipsis
    ) -> String {
        guard columns > 0 else { return "" }
        let fitted = truncate(text, to: columns, ellipsis: ellipsis)
        let missing = columns - of(fitted)
        guard missing > 0 else { return fitted }
        switch alignment {
        case .leading:
            return fitted + String(repeating: " ", count: missing)
        case .trailing:
            return String(repeating: " ", count: missing) + fitted
        case .center:
            let left = missing / 2
            return String(repeating: " ", count: left) + fitted + String(repeating: " ", count: missing - left)
        }
    }

    /// Where `pad` places the text inside the padded field.
    ///
    /// ```swift
    /// DisplayWidth.pad("x", to: 3, alignment: .center)  // " x "
    /// ```
    public enum Alignment: Sendable, Hashable {
        /// Text first, padding after.
        case leading
        /// Padding first, text after.
        case trailing
        /// Padding split on both sides; the odd column goes to the right.
        case center
    }

    /// Marks, format characters and Hangul medial/final jamo draw nothing on their own.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return true
        default:
            return false
        }
    }

    /// The byte count when `text` is entirely printable ASCII (0x20–0x7E), else nil.
    static func printableASCIIWidth(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte > 0x7E { return nil }
            return bytes.count
        }
    }
}
