import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Wrapped text")
struct WrappedTextTests {
    @Test(arguments: [
        (
            "“99999999999999999999” is above the largest whole number kept, 9223372036854775807", 34,
            ["“99999999999999999999” is above", "the largest whole number kept,", "9223372036854775807"]
        ),
        ("Field value should be a valid email!", 12, ["Field value", "should be a", "valid email!"]),
        ("a  b", 10, ["a b"]),
        ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
        ("go 日本語テキスト", 6, ["go", "日本語", "テキス", "ト"]),
        ("", 5, [""]),
    ])
    func messagesBreakBetweenWords(text: String, width: Int, lines: [String]) {
        let wrapped = WrappedText.byWords(text, width: width)
        #expect(wrapped == lines)
        #expect(wrapped.allSatisfy { DisplayWidth.of($0) <= width })
    }
}

/// Wrapping while editing cuts lines out of the text by offset; this checks it against
/// building each line a character at a time, over random texts of joining characters, tabs,
/// line breaks and wide characters, at every width from 1 to 12 and every cursor.
@Suite("Wrapped text: lines cut out by offset")
struct WrappedTextSliceTests {
    static let pieces: [String] = [
        "a", "e", "\u{301}", "\t", "\r", "\n", "\r\n", "\u{2028}", "中", "🇩", "🇪", "👍🏽", "\u{7}", " ", "ｗ",
    ]

    /// The wrap as it was first written: a line built one character at a time.
    static func reference(_ text: String, width: Int, cursor: Int) -> (lines: [String], line: Int, column: Int) {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var position: (Int, Int)?
        for (index, character) in text.enumerated() {
            if index == cursor { position = (lines.count, lineWidth) }
            if character.isNewline {
                lines.append(line)
                line = ""
                lineWidth = 0
                continue
            }
            let shown: Character = character == "\t" ? " " : character
            let characterWidth = DisplayWidth.of(shown)
            if lineWidth + characterWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            line.append(shown)
            lineWidth += characterWidth
        }
        if position == nil {
            if lineWidth >= width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            position = (lines.count, lineWidth)
        }
        lines.append(line)
        return (lines, position!.0, position!.1)
    }

    @Test(arguments: 0..<40)
    func linesAndCursorMatchBuildingThemACharacterAtATime(seed: Int) {
        var random = TextEditorLocalCursorTests.Generator(state: UInt64(seed))
        let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
        for width in 1...12 {
            for cursor in 0...text.count {
                let wrapped = WrappedText(text, width: width, cursor: cursor)
                let expected = Self.reference(text, width: width, cursor: cursor)
                #expect(wrapped.lines == expected.lines, "\(text.debugDescription) at width \(width)")
                #expect(wrapped.cursorLine == expected.line && wrapped.cursorColumn == expected.column)
            }
        }
    }
}
