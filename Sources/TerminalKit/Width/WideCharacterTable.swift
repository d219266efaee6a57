/// Unicode scalars that terminals draw two columns wide.
///
/// The ranges are East_Asian_Width `W` and `F` from Unicode 15.1, plus the regional indicators. Since Unicode 9 every
/// Emoji_Presentation scalar is also `W`, so this one table covers both CJK text and emoji.
/// Sorted and non-overlapping so a binary search works; about 130 ranges keep the lookup to
/// eight comparisons.
enum WideCharacterTable {
    /// Whether `value` falls inside one of the wide ranges.
    ///
    /// ```swift
    /// WideCharacterTable.contains(0x4E2D)  // 中 → true
    /// ```
    static func contains(_ value: UInt32) -> Bool {
        // Below U+1100 nothing is wide; most text never reaches the search.
        if value < 0x1100 { return false }
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lower {
                high = middle - 1
            } else if value > range.upper {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    struct Range {
        var lower: UInt32
        var upper: UInt32
        init(_ lower: UInt32, _ upper: UInt32) {
            self.lower = lower
            self.upper = upper
        }
        init(_ single: UInt32) { self.init(single, single) }
    }

    static let ranges: [Range] = [
        // Hangul Jamo leading consonants
        Range(0x1100, 0x115F),
        // Miscellaneous Technical and symbol emoji with default emoji presentation
        Range(0x231A, 0x231B), Range(0x2329, 0x232A), Range(0x23E9, 0x23EC), Range(0x23F0),
        Range(0x23F3), Range(0x25FD, 0x25FE), Range(0x2614, 0x2615), Range(0x2648, 0x2653),
        Range(0x267F), Range(0x2693), Range(0x26A1), Range(0x26AA, 0x26AB), Range(0x26BD, 0x26BE),
        Range(0x26C4, 0x26C5), Range(0x26CE), Range(0x26D4), Range(0x26EA), Range(0x26F2, 0x26F3),
        Range(0x26F5), Range(0x26FA), Range(0x26FD), Range(0x2705), Range(0x270A, 0x270B),
        Range(0x2728), Range(0x274C), Range(0x274E), Range(0x2753, 0x2755), Range(0x2757),
        Range(0x2795, 0x2797), Range(0x27B0), Range(0x27BF), Range(0x2B1B, 0x2B1C), Range(0x2B50),
        Range(0x2B55),
        // CJK radicals, Kangxi, ideographic description, CJK symbols, kana, bopomofo, Hangul
        // compatibility jamo, kanbun, CJK strokes, enclosed CJK, CJK compatibility
        Range(0x2E80, 0x2E99), Range(0x2E9B, 0x2EF3), Range(0x2F00, 0x2FD5), Range(0x2FF0, 0x2FFF),
        Range(0x3000, 0x303E), Range(0x3041, 0x3096), Range(0x3099, 0x30FF), Range(0x3105, 0x312F),
        Range(0x3131, 0x318E), Range(0x3190, 0x31E3), Range(0x31EF, 0x321E), Range(0x3220, 0x3247),
        // Enclosed CJK through CJK Unified Ideographs and Yi
        Range(0x3250, 0x4DBF), Range(0x4E00, 0xA48C), Range(0xA490, 0xA4C6),
        // Hangul Jamo Extended-A and syllables
        Range(0xA960, 0xA97C), Range(0xAC00, 0xD7A3),
        // CJK compatibility ideographs, vertical forms, compatibility forms, small forms
        Range(0xF900, 0xFAFF), Range(0xFE10, 0xFE19), Range(0xFE30, 0xFE52), Range(0xFE54, 0xFE66),
        Range(0xFE68, 0xFE6B),
        // Fullwidth forms (F) and fullwidth signs
        Range(0xFF01, 0xFF60), Range(0xFFE0, 0xFFE6),
        // Ideographic symbols, Tangut, Khitan, kana supplements, Nushu
        Range(0x16FE0, 0x16FE4), Range(0x16FF0, 0x16FF1), Range(0x17000, 0x187F7),
        Range(0x18800, 0x18CD5), Range(0x18D00, 0x18D08), Range(0x1AFF0, 0x1AFF3),
        Range(0x1AFF5, 0x1AFFB), Range(0x1AFFD, 0x1AFFE), Range(0x1B000, 0x1B122), Range(0x1B132),
        Range(0x1B150, 0x1B152), Range(0x1B155), Range(0x1B164, 0x1B167), Range(0x1B170, 0x1B2FB),
        // Mahjong, playing card, enclosed alphanumerics and ideographs
        Range(0x1F004), Range(0x1F0CF), Range(0x1F18E), Range(0x1F191, 0x1F19A),
        // Regional indicators are East_Asian_Width N but Emoji_Presentation, and terminals draw
        // them (alone or paired into a flag) two columns wide.
        Range(0x1F1E6, 0x1F1FF),
        Range(0x1F200, 0x1F202), Range(0x1F210, 0x1F23B), Range(0x1F240, 0x1F248),
        Range(0x1F250, 0x1F251), Range(0x1F260, 0x1F265),
        // Miscellaneous Symbols and Pictographs (emoji-presentation subset)
        Range(0x1F300, 0x1F320), Range(0x1F32D, 0x1F335), Range(0x1F337, 0x1F37C),
        Range(0x1F37E, 0x1F393), Range(0x1F3A0, 0x1F3CA), Range(0x1F3CF, 0x1F3D3),
        Range(0x1F3E0, 0x1F3F0), Range(0x1F3F4), Range(0x1F3F8, 0x1F43E), Range(0x1F440),
        Range(0x1F442, 0x1F4FC), Range(0x1F4FF, 0x1F53D), Range(0x1F54B, 0x1F54E),
        Range(0x1F550, 0x1F567), Range(0x1F57A), Range(0x1F595, 0x1F596), Range(0x1F5A4),
        Range(0x1F5FB, 0x1F64F),
        // Transport and map symbols
        Range(0x1F680, 0x1F6C5), Range(0x1F6CC), Range(0x1F6D0, 0x1F6D2), Range(0x1F6D5, 0x1F6D7),
        Range(0x1F6DC, 0x1F6DF), Range(0x1F6EB, 0x1F6EC), Range(0x1F6F4, 0x1F6FC),
        // Geometric shapes extended, supplemental symbols and pictographs, symbols extended-A
        Range(0x1F7E0, 0x1F7EB), Range(0x1F7F0), Range(0x1F90C, 0x1F93A), Range(0x1F93C, 0x1F945),
        Range(0x1F947, 0x1F9FF), Range(0x1FA70, 0x1FA7C), Range(0x1FA80, 0x1FA88),
        Range(0x1FA90, 0x1FABD), Range(0x1FABF, 0x1FAC5), Range(0x1FACE, 0x1FADB),
        Range(0x1FAE0, 0x1FAE8), Range(0x1FAF0, 0x1FAF8),
        // CJK Unified Ideographs Extensions B–I (planes 2 and 3)
        Range(0x20000, 0x2FFFD), Range(0x30000, 0x3FFFD),
    ]
}
