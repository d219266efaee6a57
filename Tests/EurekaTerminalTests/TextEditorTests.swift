import TerminalKit
import TerminalKitTesting
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

/// Where an edit leaves the cursor is worked out from the character before the edit, not from
/// the start of the text (so a keystroke costs the same in a long text area); this checks it
/// against counting from the start, over random edits among characters that join.
@Suite("Text editor: the cursor after an edit, counted locally")
struct TextEditorLocalCursorTests {
    /// Pieces whose neighbours join or split them: marks, flags, ZWJ, CR LF, Hangul jamo.
    static let pieces: [String] = [
        "a", "e", "\u{301}", "🇩", "🇪", "🇫", "👩", "\u{200D}", "👧", "👍", "🏽", "\r", "\n", "\u{1100}", "\u{1161}", "\u{11A8}", "中", " ", "\u{2028}",
    ]

    /// The cursor as counted from the start: characters that start before UTF-8 offset `end`.
    static func referenceCursor(atOrAfterUTF8 end: Int, in text: String) -> Int {
        var offset = 0
        var characters = 0
        for character in text {
            guard offset < end else { break }
            offset += character.utf8.count
            characters += 1
        }
        return characters
    }

    @Test(arguments: [1, 2, 3, 4])
    func randomEditsLeaveTheCursorWhereCountingFromTheStartWould(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var editor = TextEditor(allowsNewlines: true)
        for _ in 0..<400 {
            editor.moveCursor(to: Int.random(in: 0...editor.text.count, using: &random))
            let before = editor.text
            let cursor = editor.cursor
            let start = before.utf8.distance(from: before.startIndex, to: before.index(before.startIndex, offsetBy: cursor))
            if Bool.random(using: &random) || before.isEmpty {
                let piece = Self.pieces.randomElement(using: &random)!
                editor.insert(piece)
                // Line breaks go in as "\n" (a CR or U+2028 too): the text around them is unchanged.
                let inserted = editor.text.utf8.count - before.utf8.count
                #expect(Array(editor.text.utf8.prefix(start)) == Array(before.utf8.prefix(start)))
                #expect(Array(editor.text.utf8.suffix(before.utf8.count - start)) == Array(before.utf8.dropFirst(start)))
                let typed = piece.unicodeScalars.map { String($0.value, radix: 16) }
                #expect(
                    editor.cursor == Self.referenceCursor(atOrAfterUTF8: start + inserted, in: editor.text),
                    "typing \(typed) into \(before.debugDescription) at \(cursor)")
            } else if cursor > 0 {
                editor.handle(KeyEvent(.backspace))
                // Backspace takes the character before the cursor, and any invisible one before it.
                let characters = Array(before)
                var deleted = cursor - 1
                while deleted > 0, TextEditor.isInvisible(characters[deleted]) { deleted -= 1 }
                let lower = before.utf8.distance(from: before.startIndex, to: before.index(before.startIndex, offsetBy: deleted))
                #expect(editor.cursor == Self.referenceCursor(atOrAfterUTF8: lower, in: editor.text), "backspace in \(before.debugDescription) at \(cursor)")
            }
            #expect((0...editor.text.count).contains(editor.cursor))
        }
    }

    /// Ctrl-W deletes the word before the cursor, emoji pictures included; a keycap's lone `#`
    /// and punctuation still end a word.
    @Test(arguments: [
        ("great👍", ""),
        ("so 👍🏽👍", "so "),
        ("flag 🇩🇪", "flag "),
        ("ab #cd", "ab #"),
        ("a, b!", "a, "),
        ("heart ❤️", "heart "),
    ])
    func controlWDeletesAWordWithItsEmoji(text: String, left: String) {
        var editor = TextEditor(text: text)
        editor.handle(KeyEvent(.character("w"), modifiers: .control))
        #expect(editor.text == left)
    }

    /// Every arrow press and Backspace shows: an invisible character (a zero-width space, a
    /// bidi override) is stepped over, and deleted, with its visible neighbour.
    @Test func invisibleCharactersCostNoKeyPressOfTheirOwn() {
        var editor = TextEditor(text: "a\u{200B}b\u{202E}")
        var stops: [Int] = []
        for key in [Key.left, .left, .right, .right] {
            editor.handle(KeyEvent(key))
            stops.append(editor.cursor)
        }
        #expect(stops == [2, 0, 2, 4], "only before a visible character, or at the end")
        editor.handle(KeyEvent(.backspace))
        #expect(editor.text == "a\u{200B}", "the override went with the b")
        editor.handle(KeyEvent(.backspace))
        #expect(editor.text == "", "the space went with the a")
        var masked = TextEditor(text: "p\u{200B}w")
        #expect(masked.visibleWindow(width: 10, mask: "•") == ("•\u{200B}•", 2))
        masked.handle(KeyEvent(.left))
        #expect(masked.visibleWindow(width: 10, mask: "•").cursorColumn == 1)
    }

    /// From the start (Home), before a leading invisible character, Right and Delete reach the
    /// first visible one.
    @Test func fromTheStartRightAndDeleteReachTheFirstVisibleCharacter() {
        var editor = TextEditor(text: "\u{200B}ab")
        editor.handle(KeyEvent(.home))
        editor.handle(KeyEvent(.right))
        #expect(editor.cursor == 2, "after the a")
        editor.handle(KeyEvent(.home))
        editor.handle(KeyEvent(.delete))
        #expect(editor.text == "b")
    }

    /// A line break is no invisible character: it is a step to the next line.
    @Test func aLineBreakIsStillAStep() {
        var editor = TextEditor(text: "a\nb", allowsNewlines: true)
        editor.handle(KeyEvent(.left))
        editor.handle(KeyEvent(.left))
        #expect(editor.cursor == 1)
    }
}
