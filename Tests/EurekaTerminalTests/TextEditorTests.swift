import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Text editor: scalars typed one at a time")
struct TextEditorTests {
    /// Sequences whose scalars, typed one key at a time, join into fewer characters.
    struct Joining: CustomTestStringConvertible, Sendable {
        var name: String
        var keys: [Character]
        var text: String
        var testDescription: String { name }
    }

    static let joining: [Joining] = [
        Joining(name: "e + combining acute", keys: ["e", "\u{301}"], text: "e\u{301}"),
        Joining(name: "thumbs up + skin tone", keys: ["👍", "🏽"], text: "👍🏽"),
        Joining(name: "two regional indicators", keys: ["🇩", "🇪"], text: "🇩🇪"),
        Joining(name: "ZWJ family", keys: ["👩", "\u{200D}", "👧"], text: "👩\u{200D}👧"),
        Joining(name: "hangul jamo", keys: ["\u{1100}", "\u{1161}", "\u{11A8}"], text: "\u{1100}\u{1161}\u{11A8}"),
    ]

    @Test(arguments: joining)
    func typingScalarsThatJoinKeepsTheCursorOnTheText(_ sequence: Joining) {
        var editor = TextEditor(text: "ab")
        for key in sequence.keys { editor.handle(KeyEvent(.character(key))) }
        #expect(editor.text == "ab" + sequence.text)
        #expect(editor.cursor == editor.text.count)
        let window = editor.visibleWindow(width: 10)
        #expect(window.cursorColumn <= 10)
    }

    @Test(arguments: joining)
    func joiningInTheMiddleLeavesTheCursorAfterTheJoinedCharacter(_ sequence: Joining) {
        var editor = TextEditor(text: "xy")
        editor.handle(KeyEvent(.left))
        for key in sequence.keys { editor.handle(KeyEvent(.character(key))) }
        #expect(editor.text == "x" + sequence.text + "y")
        #expect(editor.cursor == 2, "after the joined character, before y")
        editor.handle(KeyEvent(.backspace))
        #expect(editor.text == "xy")
        #expect(editor.cursor == 1)
    }

    @Test func aCombiningMarkJoinsTheTextAfterTheCursorToo() {
        var editor = TextEditor(text: "\u{301}z")
        editor.moveCursor(to: 0)
        editor.insert("e")
        #expect(editor.text == "e\u{301}z")
        #expect(editor.text.count == 2)
        #expect(editor.cursor == 1)
    }

    @Test func deletingALineBreakThatSeparatedAMarkKeepsTheCursorInRange() {
        var editor = TextEditor(text: "a\n\u{301}b", allowsNewlines: true)
        editor.moveCursor(to: 2)
        editor.handle(KeyEvent(.backspace))
        #expect(editor.text == "a\u{301}b")
        #expect((0...editor.text.count).contains(editor.cursor))
        _ = editor.visibleWindow(width: 3)
    }

    @Test(arguments: [1, 2, 3, 8])
    func narrowWindowsAroundJoinedCharactersStayInBounds(width: Int) {
        var editor = TextEditor()
        for key: Character in ["中", "e", "\u{301}", "🇩", "🇪", "👍", "🏽", "x"] {
            editor.handle(KeyEvent(.character(key)))
            let window = editor.visibleWindow(width: width)
            #expect(window.cursorColumn <= width)
            let masked = editor.visibleWindow(width: width, mask: "•")
            #expect(masked.cursorColumn <= width)
        }
        #expect(editor.text == "中e\u{301}🇩🇪👍🏽x")
        #expect(editor.cursor == 5)
    }
    struct VerticalMove: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var cursor: Int
        var key: Key
        /// The cursor after the key; nil when the key is not the editor's (first or last line).
        var expected: Int?
        var testDescription: String { name }
    }

    static let verticalMoves: [VerticalMove] = [
        VerticalMove(name: "up keeps the column", text: "abcd\nefgh", cursor: 7, key: .up, expected: 2),
        VerticalMove(name: "down keeps the column", text: "abcd\nefgh", cursor: 1, key: .down, expected: 6),
        VerticalMove(name: "up to a shorter line stops at its end", text: "ab\nefgh", cursor: 7, key: .up, expected: 2),
        VerticalMove(name: "down to an empty line", text: "abcd\n\nx", cursor: 3, key: .down, expected: 5),
        VerticalMove(name: "columns are display columns", text: "中文\nabcd", cursor: 7, key: .up, expected: 2),
        VerticalMove(name: "half a wide character is not reached", text: "中文\nabcd", cursor: 4, key: .up, expected: 0),
        VerticalMove(name: "up on the first line is not the editor's", text: "ab\ncd", cursor: 1, key: .up, expected: nil),
        VerticalMove(name: "down on the last line is not the editor's", text: "ab\ncd", cursor: 4, key: .down, expected: nil),
    ]

    @Test(arguments: verticalMoves)
    func upAndDownMoveBetweenLines(_ move: VerticalMove) {
        var editor = TextEditor(text: move.text, allowsNewlines: true)
        editor.moveCursor(to: move.cursor)
        let handled = editor.handle(KeyEvent(move.key))
        #expect(handled == (move.expected != nil))
        #expect(editor.cursor == (move.expected ?? move.cursor))
    }

    @Test func upAndDownAreNotASingleLineEditorsKeys() {
        var editor = TextEditor(text: "abc")
        let up = editor.handle(KeyEvent(.up))
        let down = editor.handle(KeyEvent(.down))
        #expect(!up && !down)
    }
}
