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
    @Test func theGoalColumnIsForgottenByAnyOtherEditOrMove() {
        var editor = TextEditor(text: "abc\ndef", allowsNewlines: true)
        editor.moveCursor(to: 1, aimingAtColumn: 5)
        #expect(editor.goalColumn == 5)
        editor.handle(KeyEvent(.right))
        #expect(editor.goalColumn == nil)
        editor.moveCursor(to: 6, aimingAtColumn: 2)
        editor.insert("x")
        #expect(editor.goalColumn == nil)
        editor.moveCursor(to: 6, aimingAtColumn: 2)
        editor.moveCursor(to: 0)
        #expect(editor.goalColumn == nil)
    }

    @Test(arguments: ["one\r\ntwo", "one\u{2028}two", "one\rtwo", "one\ntwo"])
    func homeAndEndStopAtEveryKindOfLineBreak(_ text: String) {
        var editor = TextEditor(text: text, allowsNewlines: true)
        editor.handle(KeyEvent(.home))
        #expect(editor.cursor == 4, "the start of “two”")
        editor.moveCursor(to: 1)
        editor.handle(KeyEvent(.end))
        #expect(editor.cursor == 3, "the end of “one”")
    }
}
