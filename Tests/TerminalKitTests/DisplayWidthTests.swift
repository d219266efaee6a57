import TerminalKit
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "single grapheme clusters",
        arguments: [
            ("a", 1), ("Z", 1), (" ", 1), ("é", 1), ("e\u{301}", 1), ("a\u{300}\u{316}\u{35C}", 1),
            ("ß", 1), ("Ω", 1), ("—", 1), ("→", 1),
            // CJK, kana, Hangul (precomposed and conjoining jamo), fullwidth forms
            ("中", 2), ("字", 2), ("あ", 2), ("カ", 2), ("ｶ", 1), ("한", 2), ("\u{1112}\u{1161}\u{11AB}", 2),
            ("Ａ", 2), ("！", 2), ("￥", 2), ("\u{3000}", 2), ("𠀋", 2),
            // Emoji: presentation default, VS16, ZWJ families, skin tones, flags, keycaps
            ("😀", 2), ("🎉", 2), ("❤️", 2), ("☺️", 2), ("👨‍👩‍👧‍👦", 2), ("👩🏽‍💻", 2), ("👍🏿", 2),
            ("🇫🇷", 2), ("🇯🇵", 2), ("🏳️‍🌈", 2), ("1️⃣", 2), ("⌚", 2),
            // Text-presentation symbols stay narrow, VS15 adds nothing
            ("☺", 1), ("❤", 1), ("☺︎", 1),
            // Zero width: format characters and controls
            ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FEFF}", 0), ("\u{301}", 0), ("\u{7}", 0), ("\u{1B}", 0),
            ("\u{7F}", 0), ("\u{85}", 0), ("\r\n", 0),
        ] as [(Character, Int)])
    func character(_ character: Character, width: Int) {
        #expect(DisplayWidth.of(character) == width, "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    /// Indic conjuncts are one cluster since Unicode 15.1 (the compiler's literals still split
    /// them, so they are built at run time): they take their letters' columns, as terminals draw
    /// them, and a vowel sign or a lone virama adds nothing.
    @Test(
        "Indic conjuncts",
        arguments: [
            ("\u{938}\u{94D}\u{924}\u{947}", 2), ("\u{915}\u{94D}\u{937}", 2), ("\u{924}\u{947}", 1), ("\u{915}\u{94D}", 1),
            ("\u{938}\u{94D}\u{924}\u{94D}\u{930}", 2),
        ])
    func conjunct(_ text: String, width: Int) throws {
        try #require(text.count == 1)
        #expect(DisplayWidth.of(try #require(text.first)) == width)
    }

    @Test(
        "strings add up their clusters",
        arguments: [
            ("hello", 5), ("héllo 世界", 10), ("Ｆｕｌｌ", 8), ("日本語テキスト", 14), ("👨‍👩‍👧 family", 9),
            ("a\u{200B}b", 2), ("", 0), ("🇫🇷🇩🇪", 4), ("नमस्ते", 4), ("नमस्ते दुनिया", 10),
        ])
    func string(_ text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test("every Emoji_Presentation scalar is wide")
    func emojiPresentationIsWide() {
        var narrow: [String] = []
        for value in UInt32(0x2000)...0x1FAFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation else { continue }
            // Skin-tone modifiers are wide on their own and add nothing inside a cluster.
            if DisplayWidth.of(scalar: scalar) != 2 { narrow.append(String(value, radix: 16)) }
        }
        // The standard library may know emoji newer than Unicode 15.1; anything else is a table bug.
        #expect(narrow.allSatisfy { UInt32($0, radix: 16)! >= 0x1FA89 || UInt32($0, radix: 16)! == 0x1F6D8 }, "narrow emoji: \(narrow)")
    }

    @Test(
        "truncate",
        arguments: [
            ("Hello, world", 8, "Hello, …"),
            ("short", 10, "short"),
            ("exactly", 7, "exactly"),
            ("日本語テキスト", 7, "日本語…"),
            ("日本語テキスト", 6, "日本…"),
            ("日本語テキスト", 8, "日本語…"),
            ("ab", 1, "…"),
            ("abc", 0, ""),
            ("👨‍👩‍👧 family", 3, "👨‍👩‍👧…"),
        ])
    func truncate(_ text: String, columns: Int, expected: String) {
        let result = DisplayWidth.truncate(text, to: columns)
        #expect(result == expected)
        #expect(DisplayWidth.of(result) <= max(0, columns))
    }

    @Test("truncate with a custom or too-wide ellipsis")
    func truncateEllipsis() {
        #expect(DisplayWidth.truncate("abcdef", to: 4, ellipsis: "...") == "a...")
        #expect(DisplayWidth.truncate("abcdef", to: 2, ellipsis: "...") == "ab")
        #expect(DisplayWidth.truncate("abcdef", to: 3, ellipsis: "") == "abc")
    }

    @Test(
        "pad",
        arguments: [
            ("中文", 6, DisplayWidth.Alignment.leading, "中文  "),
            ("42", 5, .trailing, "   42"),
            ("ok", 6, .center, "  ok  "),
            ("odd", 6, .center, " odd  "),
            ("toolong", 4, .leading, "too…"),
            ("中文字", 5, .leading, "中文…"),
            ("中文字", 4, .leading, "中… "),
        ])
    func pad(_ text: String, columns: Int, alignment: DisplayWidth.Alignment, expected: String) {
        let result = DisplayWidth.pad(text, to: columns, alignment: alignment)
        #expect(result == expected)
        #expect(DisplayWidth.of(result) == columns)
    }
}

@Suite("Control character filter")
struct ControlCharacterFilterTests {
    @Test(
        "strips controls and whole escape sequences",
        arguments: [
            ("plain", "plain"),
            ("a\u{1B}[31mred\u{1B}[0m", "ared"),
            ("bell\u{7}", "bell"),
            ("title\u{1B}]0;evil\u{7}after", "titleafter"),
            ("osc st\u{1B}]8;;http://x\u{1B}\\link", "osc stlink"),
            ("dcs\u{1B}Pq#0;2;0;0;0\u{1B}\\end", "dcsend"),
            ("charset\u{1B}(Bok", "charsetok"),
            ("keypad\u{1B}=ok", "keypadok"),
            ("c1\u{9B}2Jcsi", "c1csi"),
            ("del\u{7F}x", "delx"),
            ("nl\nand\ttab\r", "nlandtab"),
            ("\u{1B}", ""),
            ("esc then text\u{1B}\u{1B}[1mx", "esc then textx"),
            ("é中😀", "é中😀"),
        ])
    func strips(_ input: String, expected: String) {
        #expect(ControlCharacterFilter.filter(input) == expected)
    }

    @Test("keeping line breaks normalises carriage returns")
    func keepsLineBreaks() {
        #expect(ControlCharacterFilter.filter("one\r\ntwo\rthree\nfour\tx\u{1B}[A", keepingLineBreaks: true) == "one\ntwo\nthree\nfour\tx")
    }
}
