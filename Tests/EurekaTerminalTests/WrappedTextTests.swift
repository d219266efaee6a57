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

/// Wrapping while editing cuts lines out of the text by offset and finds breaks as it goes;
/// this checks it against word wrap written plainly (a line built as an array of characters,
/// a word moved down by searching back for the last space), over random texts of words,
/// spaces (wide and no-break ones too), tabs, joining characters, line breaks and wide
/// characters, at every width from 1 to 12 and every cursor.
@Suite("Wrapped text: lines cut out by offset")
struct WrappedTextSliceTests {
    static let pieces: [String] = [
        "a", "e", "\u{301}", "\t", "\r", "\n", "\r\n", "\u{2028}", "中", "🇩", "🇪", "👍🏽", "\u{7}", " ", "ｗ",
        " ", "abc", "\u{3000}", "\u{A0}",
    ]

    /// The wrap as the rules say it: a line breaks after its last space when a word does not
    /// fit, spaces hang, a word wider than the line is cut; the cursor at a wrapped line's
    /// start shows at the end of the line before, past the edge at the edge.
    static func reference(_ text: String, width: Int, cursor: Int) -> (lines: [String], line: Int, column: Int) {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\u{3000}" }
        let columns = { (characters: [Character]) in characters.reduce(0) { $0 + ($1 == "\t" ? 1 : DisplayWidth.of($1)) } }
        // Each line's characters and their positions in the text, and whether a line break ends it.
        var lines: [[Character]] = []
        var owners: [[Int]] = []
        var hardEnd: [Bool] = []
        var breakAt: [Int: Int] = [:]  // a line break's position: its line
        var line: [Character] = []
        var owner: [Int] = []
        for (index, character) in text.enumerated() {
            if character.isNewline {
                breakAt[index] = lines.count
                lines.append(line)
                owners.append(owner)
                hardEnd.append(true)
                (line, owner) = ([], [])
                continue
            }
            if !isSpace(character), columns(line) + columns([character]) > width, !line.isEmpty {
                // After the line's last space: before this character, or before the last word.
                let cut = isSpace(line[line.count - 1]) ? line.count : (1..<line.count).last { isSpace(line[$0 - 1]) && !isSpace(line[$0]) }
                if let cut {
                    lines.append(Array(line[..<cut]))
                    owners.append(Array(owner[..<cut]))
                    hardEnd.append(false)
                    (line, owner) = (Array(line[cut...]), Array(owner[cut...]))
                }
                if cut == nil || (columns(line) + columns([character]) > width && !line.isEmpty) {
                    lines.append(line)
                    owners.append(owner)
                    hardEnd.append(false)
                    (line, owner) = ([], [])
                }
            }
            line.append(character)
            owner.append(index)
        }
        lines.append(line)
        owners.append(owner)
        hardEnd.append(true)
        var place: (Int, Int)
        if let number = breakAt[cursor] {
            place = (number, min(width, columns(lines[number])))
        } else if let number = owners.firstIndex(where: { $0.contains(cursor) }) {
            let inLine = owners[number].firstIndex(of: cursor)!
            place =
                inLine == 0 && number > 0 && !hardEnd[number - 1]
                ? (number - 1, min(width, columns(lines[number - 1]))) : (number, min(width, columns(Array(lines[number][..<inLine]))))
        } else if columns(line) >= width, !(line.last.map(isSpace) ?? false) {
            // After a full last line, on a new line; after spaces ending the text, which hang, not.
            lines.append([])
            place = (lines.count - 1, 0)
        } else {
            // Past the edge (after hanging spaces), at the edge.
            place = (lines.count - 1, min(width, columns(line)))
        }
        let shown = lines.map { characters in
            var characters = characters.map { $0 == "\t" ? " " : $0 }
            while columns(characters) > width, let last = characters.last, isSpace(last) { characters.removeLast() }
            return String(characters)
        }
        return (shown, place.0, place.1)
    }

    /// Every cursor place found in one pass (what Up and Down move between) is where the
    /// cursor shows at that position: the pass replaced asking position by position, which
    /// measured every line for every character (1.6 s a key in a 27 KB paragraph).
    @Test(arguments: 0..<20)
    func cursorPlacesInOnePassAreWhereTheCursorShows(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 500)
        let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
        for width in 1...12 {
            let places = WrappedText.cursorPlaces(in: text, width: width)
            let oneByOne = (0...text.count).map { cursor in
                let wrapped = WrappedText(text, width: width, cursor: cursor)
                return (wrapped.cursorLine, wrapped.cursorColumn)
            }
            #expect(places.count == oneByOne.count)
            #expect(zip(places, oneByOne).allSatisfy { $0.line == $1.0 && $0.column == $1.1 }, "\(text.debugDescription) at width \(width)")
        }
    }

    @Test(arguments: 0..<40)
    func linesAndCursorMatchWordWrapWrittenPlainly(seed: Int) {
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
