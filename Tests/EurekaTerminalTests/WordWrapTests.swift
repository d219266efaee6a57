import Eureka
import EurekaTerminalTesting
import TerminalKit
import Testing

@testable import EurekaTerminal

/// A text area wraps between words as a browser's textarea does (`LineBreaker`): these pin the
/// rules with examples, fresh and kept between keystrokes, and on screen.
@Suite("Text area: word wrap")
struct WordWrapTests {
    @Test(arguments: [
        ("the quick brown fox", 13, ["the quick ", "brown fox"]),
        // A space hanging past the edge is not drawn.
        ("one two three", 7, ["one two", "three"]),
        ("one  two", 4, ["one ", "two"]),
        // A tab shows as one space and breaks like one.
        ("ab\tcdef", 5, ["ab ", "cdef"]),
        ("a\tbc de", 4, ["a bc", "de"]),
        // A word wider than the line is cut, after moving down to a line of its own.
        ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
        ("go abcdefghij", 6, ["go ", "abcdef", "ghij"]),
        // Line breaks still end lines; leading spaces stay on the line they start.
        ("one two\nthree four", 8, ["one two", "three ", "four"]),
        ("  abc", 3, ["  ", "abc"]),
        // A no-break space keeps its neighbours together.
        ("10\u{A0}km away", 6, ["10\u{A0}km ", "away"]),
        ("10\u{A0}km away", 4, ["10\u{A0}k", "m ", "away"]),
        // Wide characters take two columns; text without spaces is cut between characters.
        ("go 日本語テキスト", 6, ["go ", "日本語", "テキス", "ト"]),
        ("日本 語", 4, ["日本", "語"]),
        ("ok 👍🏽👍🏽", 4, ["ok ", "👍🏽👍🏽"]),
        ("cafe\u{301} bar", 5, ["cafe\u{301} ", "bar"]),
        ("a\u{3000}b", 2, ["a", "b"]),
    ])
    func linesBreakBetweenWords(text: String, width: Int, lines: [String]) {
        #expect(WrappedText(text, width: width, cursor: 0).lines == lines)
        #expect(TextAreaLayout().wrap(text, width: width, cursor: 0, style: .plain).lines == lines.map { StyledLine($0) })
    }

    /// The cursor after spaces hanging past the edge stays at the edge, and at a wrapped
    /// line's start shows at the end of the line before; at the end of the text after a full
    /// line of a word it goes to a new line, where the next character will be, but after
    /// spaces ending the text it stays at the edge, as it does after spaces inside the text
    /// (it went to a new line holding only the cursor, as if a line break had been typed).
    @Test(arguments: [
        ("one two three", 7, 7, 0, 7), ("one two three", 7, 8, 0, 7), ("one two three", 7, 9, 1, 1),
        ("one  two", 4, 4, 0, 4), ("one  two", 4, 5, 0, 4), ("one  two", 4, 6, 1, 1),
        ("ab de", 5, 3, 0, 3), ("abc ", 4, 4, 0, 4), ("abcd  ", 4, 5, 0, 4), ("abcd  ", 4, 6, 0, 4),
        ("abcd  \nx", 4, 6, 0, 4), ("abcd  \nx", 4, 7, 1, 0), ("abcd", 4, 4, 1, 0), ("ab\ncd  ", 4, 7, 1, 4),
        ("      ", 4, 6, 0, 4), ("abcd\t", 4, 5, 0, 4), ("ab\u{3000}", 4, 3, 0, 4), ("abc\u{A0}", 4, 4, 1, 0),
    ])
    func theCursorAfterHangingSpaces(text: String, width: Int, cursor: Int, line: Int, column: Int) {
        let fresh = WrappedText(text, width: width, cursor: cursor)
        #expect(fresh.cursorLine == line && fresh.cursorColumn == column, "\(fresh.cursorLine), \(fresh.cursorColumn)")
        let kept = TextAreaLayout().wrap(text, width: width, cursor: cursor, style: .plain)
        #expect(kept.cursorLine == line && kept.cursorColumn == column)
        #expect(WrappedText.cursorPlaces(in: text, width: width)[cursor] == (line, column))
    }

    /// Typed a key at a time at the end: the word at the edge moves down whole, and the cursor
    /// with it.
    @Test func aWordTypedPastTheEdgeMovesDownWithTheCursor() {
        let layout = TextAreaLayout()
        var text = ""
        var seen: [String: ([String], Int, Int)] = [:]
        for character in "the quick brown fox" {
            text.append(character)
            let wrapped = layout.wrap(text, width: 13, cursor: text.count, style: .plain)
            seen[text] = (wrapped.lines.map(\.plainText), wrapped.cursorLine, wrapped.cursorColumn)
        }
        #expect(seen["the quick br"]! == (["the quick br"], 0, 12))
        #expect(seen["the quick bro"]! == (["the quick bro", ""], 1, 0))
        #expect(seen["the quick brow"]! == (["the quick ", "brow"], 1, 4))
        #expect(seen["the quick brown fox"]! == (["the quick ", "brown fox"], 1, 9))
    }

    /// Spaces typed at the end of a full line hang there with the cursor at the edge; only the
    /// next word goes down, taking the cursor with it. Up and Down move between the same
    /// places: there is no line below the last for them to reach.
    @Test func spacesTypedAtTheEndOfAFullLineHangThere() {
        let layout = TextAreaLayout()
        var text = ""
        var seen: [String: ([String], Int, Int)] = [:]
        for character in "the quick   brown" {
            text.append(character)
            let wrapped = layout.wrap(text, width: 9, cursor: text.count, style: .plain)
            seen[text] = (wrapped.lines.map(\.plainText), wrapped.cursorLine, wrapped.cursorColumn)
            #expect(WrappedText.cursorPlaces(in: text, width: 9)[text.count] == (wrapped.cursorLine, wrapped.cursorColumn), "\(text.debugDescription)")
        }
        #expect(seen["the quick"]! == (["the quick", ""], 1, 0))
        #expect(seen["the quick "]! == (["the quick"], 0, 9))
        #expect(seen["the quick   "]! == (["the quick"], 0, 9))
        #expect(seen["the quick   b"]! == (["the quick", "b"], 1, 1))
        #expect(layout.places(onLine: 1, in: "the quick   ", width: 9).isEmpty)
        #expect(layout.places(onLine: 0, in: "the quick   ", width: 9).last! == (12, 9))
    }

    /// On screen: a space typed after a word that fills the text area's line leaves the cursor
    /// on that line, at its end, and Down from there goes on to the next row.
    @Test func aSpaceAfterAFullLineKeepsTheCursorOnIt() {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< TextAreaRow("notes") { $0.title = "Notes" }
            <<< PlainRow("after") { $0.title = "After" }
        // At 30 columns the text wraps at 24.
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 30, rows: 14))
        driver.type("the quick brown fox jum")
        let before = driver.cursor
        // The first space fills the line's 24 columns, the second hangs past them.
        driver.type("  ")
        #expect(driver.cursor.row == before.row && driver.cursor.column == before.column + 1, "\(driver.screen)")
        driver.press(.down)
        #expect(driver.focusedRow?.tag == "after")
    }

    /// Kept between keystrokes, an edit wraps again from the line before the one it is on: a
    /// space typed into a line's first word lets its start up onto that line, and deleting a
    /// word lets the next one back up.
    @Test(arguments: [
        ("aaaa bbbbbb", 8, 7, " ", ["aaaa bb ", "bbbb"]),
        ("xxxxxxx aaaa bbbbbb", 8, 15, " ", ["xxxxxxx ", "aaaa bb ", "bbbb"]),
        ("the quick brown fox", 12, 4, "", ["quick brown ", "fox"]),
    ])
    func anEditLetsAWordBackUp(before: String, width: Int, at: Int, inserted: String, lines: [String]) {
        let layout = TextAreaLayout()
        _ = layout.wrap(before, width: width, cursor: 0, style: .plain)
        var characters = Array(before)
        if inserted.isEmpty { characters.removeSubrange(0..<at) } else { characters.insert(contentsOf: inserted, at: at) }
        let after = String(characters)
        let wrapped = layout.wrap(after, width: width, cursor: 0, style: .plain)
        #expect(wrapped.lines.map(\.plainText) == lines)
        #expect(wrapped.lines == WrappedText(after, width: width, cursor: 0).lines.map { StyledLine($0) })
    }

    /// An edit can change the width of the character before it, and that character can be
    /// what ended the line two before: here a word cut put a two-column cluster on a line of
    /// its own, and deleting its spacing marks leaves a mark alone, no columns wide, which
    /// fits on the first line with the word.
    @Test func anEditNarrowingTheCharacterBeforeItReachesTwoLinesBack() {
        let layout = TextAreaLayout()
        let before = " bbb\u{7}\u{301}\u{903}\u{903}"
        let after = " bbb\u{7}\u{301}"
        #expect(layout.wrap(before, width: 4, cursor: 0, style: .plain).lines == [" ", "bbb\u{7}", "\u{301}\u{903}\u{903}"].map { StyledLine($0) })
        #expect(layout.wrap(after, width: 4, cursor: 0, style: .plain).lines == [StyledLine(after)])
    }

    /// Backspace a character at a time until a word fits back on the line above: it goes up
    /// whole, with the cursor after it.
    @Test func deletingLetsTheWordMoveBackUp() {
        let layout = TextAreaLayout()
        var text = "the quick brown"
        #expect(layout.wrap(text, width: 13, cursor: 15, style: .plain).lines.map(\.plainText) == ["the quick ", "brown"])
        text.removeLast(2)
        let wrapped = layout.wrap(text, width: 13, cursor: text.count, style: .plain)
        #expect(wrapped.lines.map(\.plainText) == ["the quick bro", ""] && wrapped.cursorLine == 1 && wrapped.cursorColumn == 0)
        text.removeLast()
        let shorter = layout.wrap(text, width: 13, cursor: text.count, style: .plain)
        #expect(shorter.lines.map(\.plainText) == ["the quick br"] && shorter.cursorLine == 0 && shorter.cursorColumn == 12)
    }

    /// Up and Down move between the word-wrapped lines on screen, keeping the column they
    /// aimed at: a shorter line above takes the cursor to its end, the next line back to it.
    @Test func upAndDownMoveBetweenWordWrappedLines() {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PlainRow("before") { $0.title = "Before" }
            <<< TextAreaRow("notes") { $0.title = "Notes" }
        // At 30 columns the text wraps at 24.
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 30, rows: 14))
        driver.press(.down)
        driver.type("the quick brown fox jumps over the lazy dog and then some more word")
        let rows = driver.screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        let end = driver.cursor
        #expect(rows[end.row].contains("and then some more word"), "\(driver.screen)")
        #expect(rows[end.row - 1].contains("jumps over the lazy dog"))
        #expect(rows[end.row - 2].contains("the quick brown fox"))
        driver.press(.up)
        #expect(driver.cursor.row == end.row - 1 && driver.cursor.column == end.column)
        // "the quick brown fox " is 20 columns: the cursor stops after its space.
        driver.press(.up)
        #expect(driver.cursor.row == end.row - 2 && driver.cursor.column == end.column - 3)
        driver.press(.down)
        #expect(driver.cursor.row == end.row - 1 && driver.cursor.column == end.column)
        driver.press(.down)
        #expect(driver.cursor.row == end.row && driver.cursor.column == end.column)
        #expect(driver.focusedRow?.tag == "notes")
    }
}
