import TerminalKit
import TerminalKitTesting
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
        var random = SeededGenerator(seed: UInt64(seed))
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

/// A text area keeps its wrapped paragraphs between keystrokes and wraps again only what an
/// edit touched; after every random edit, lines and cursor must equal wrapping it all afresh.
@Suite("Text area layout: paragraphs kept between edits")
struct TextAreaLayoutTests {
    static let pieces: [String] = WrappedTextSliceTests.pieces + ["\n", "\n", "bb", "\u{85}", "\u{2029}", "\r\n"]

    @Test(arguments: 0..<24)
    func everyEditWrapsAsWrappingItAllAfresh(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 1000)
        let layout = TextAreaLayout()
        var text = ""
        let width = Int.random(in: 1...9, using: &random)
        for step in 0..<150 {
            // Insert or delete a few bytes' worth of characters anywhere, as typing and pastes do.
            var characters = Array(text)
            let at = Int.random(in: 0...characters.count, using: &random)
            if Bool.random(using: &random) || characters.isEmpty {
                let inserted = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
                characters.insert(contentsOf: Array(inserted), at: at)
            } else {
                characters.removeSubrange(at..<min(characters.count, at + Int.random(in: 1...3, using: &random)))
            }
            text = String(characters)
            let cursor = Int.random(in: -1...text.count + 1, using: &random)
            let reference = WrappedText(text, width: width, cursor: cursor)
            let wrapped = layout.wrap(text, width: width, cursor: cursor, style: .plain)
            #expect(wrapped.lines == reference.lines.map { StyledLine($0) }, "step \(step): \(text.debugDescription) at width \(width)")
            #expect(
                wrapped.cursorLine == reference.cursorLine && wrapped.cursorColumn == reference.cursorColumn,
                "step \(step): cursor \(cursor) in \(text.debugDescription)")
        }
    }

    /// Edits at a paragraph's edge: a line feed typed after a carriage return joins it into one
    /// break, a break deleted joins two paragraphs, a mark typed after a break stays apart.
    @Test(arguments: [
        ("ab\rcd", "ab\r\ncd"), ("ab\r\ncd", "ab\rcd"), ("ab\ncd", "abcd"), ("ab\ncd", "ab\n\u{301}cd"), ("ab\n", "ab\nc"),
        ("ab\ncd\nef", "ab\ncX\nef"), ("ab\ncd", "ab\nXcd"), ("ab\ncd", "abX\ncd"), ("a\rb", "a\r\n\rb"), ("abc", ""),
    ])
    func editsAtAParagraphsEdgeWrapAsAfresh(before: String, after: String) {
        let layout = TextAreaLayout()
        for width in 1...4 {
            _ = layout.wrap(before, width: width, cursor: 0, style: .plain)
            for cursor in 0...after.count {
                _ = layout.wrap(before, width: width, cursor: cursor, style: .plain)
                let wrapped = layout.wrap(after, width: width, cursor: cursor, style: .plain)
                let reference = WrappedText(after, width: width, cursor: cursor)
                #expect(wrapped.lines == reference.lines.map { StyledLine($0) }, "\(after.debugDescription) at width \(width)")
                #expect(wrapped.cursorLine == reference.cursorLine && wrapped.cursorColumn == reference.cursorColumn)
            }
        }
    }

    /// Long paragraphs (a line break now and then): edits inside one re-wrap only from the
    /// line before the edit until a line starts where one did before.
    @Test(arguments: 0..<24)
    func editsInsideALongParagraphWrapAsAfresh(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 9000)
        let layout = TextAreaLayout()
        let pieces = WrappedTextSliceTests.pieces.filter { !$0.contains(where: \.isNewline) }
        var text = (0..<60).map { _ in pieces.randomElement(using: &random)! }.joined()
        let width = Int.random(in: 1...7, using: &random)
        for step in 0..<200 {
            var characters = Array(text)
            let at = Int.random(in: 0...characters.count, using: &random)
            if Bool.random(using: &random) || characters.isEmpty {
                let piece = random.next(upTo: 40) == 0 ? "\n" : pieces.randomElement(using: &random)!
                characters.insert(contentsOf: Array(piece), at: at)
            } else {
                characters.removeSubrange(at..<min(characters.count, at + Int.random(in: 1...2, using: &random)))
            }
            text = String(characters)
            let cursor = Int.random(in: 0...text.count, using: &random)
            let reference = WrappedText(text, width: width, cursor: cursor)
            let wrapped = layout.wrap(text, width: width, cursor: cursor, style: .plain)
            #expect(wrapped.lines == reference.lines.map { StyledLine($0) }, "step \(step): \(text.debugDescription) at width \(width)")
            #expect(wrapped.cursorLine == reference.cursorLine && wrapped.cursorColumn == reference.cursorColumn, "step \(step)")
        }
    }

    @Test func aChangedWidthOrStyleWrapsAgain() {
        let layout = TextAreaLayout()
        let text = "one two three\nfour"
        _ = layout.wrap(text, width: 5, cursor: 0, style: .plain)
        #expect(layout.wrap(text, width: 8, cursor: 0, style: .plain).lines == WrappedText(text, width: 8, cursor: 0).lines.map { StyledLine($0) })
        let bold = TextStyle(bold: true)
        #expect(layout.wrap(text, width: 8, cursor: 0, style: bold).lines == WrappedText(text, width: 8, cursor: 0).lines.map { StyledLine($0, style: bold) })
    }
}

/// Up and Down ask the layout for one line's cursor places; they must be the whole text's.
@Suite("Text area layout: one line's cursor places")
struct TextAreaLayoutPlacesTests {
    @Test(arguments: 0..<16)
    func aLinesPlacesAreTheWholeTextsOnThatLine(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 5000)
        let layout = TextAreaLayout()
        let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in TextAreaLayoutTests.pieces.randomElement(using: &random)! }.joined()
        for width in 1...6 {
            let all = WrappedText.cursorPlaces(in: text, width: width)
            let lines = (all.map(\.line).max() ?? 0) + 1
            for line in -1...lines {
                let expected = all.enumerated().filter { $0.element.line == line }.map { [$0.offset, $0.element.column] }
                let places = layout.places(onLine: line, in: text, width: width).map { [$0.position, $0.column] }
                #expect(places == expected, "line \(line) of \(text.debugDescription) at width \(width)")
            }
            for cursor in 0...text.count {
                let place = layout.place(of: cursor, in: text, width: width)
                #expect(place.line == all[cursor].line && place.column == all[cursor].column)
            }
        }
    }
}
