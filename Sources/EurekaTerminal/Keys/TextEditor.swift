import TerminalKit

/// A single-line (or multi-line) text buffer with a cursor, edited with the keys terminal users
/// expect: arrows, Home/End (^A/^E), word moves (Alt-←/→), Backspace/Delete, word delete (^W,
/// Alt-Backspace), ^U / ^K to the start / end, and paste.
///
/// The cursor counts grapheme clusters, so é, 中 and 👍🏽 each take one step. Text typed one
/// scalar at a time may join the character before it (`e` then U+0301 is one `é`; 👍 then 🏽,
/// or two regional indicators, are one emoji), so edits place the cursor by where the edit
/// ends in the new text rather than by counting what was typed. Characters drawn zero wide (a
/// zero-width space, a bidi control) take no step of their own: the arrows and Backspace pass
/// over them with their visible neighbour, so no key press seems to do nothing.
///
/// ```swift
/// var editor = TextEditor(text: "hello")
/// editor.handle(KeyEvent(.home))
/// editor.insert("¡")
/// editor.text   // "¡hello"
/// ```
public struct TextEditor: Hashable, Sendable {
    /// The text.
    public private(set) var text: String
    /// The cursor, in characters from the start.
    public private(set) var cursor: Int
    /// Whether newlines are allowed (text areas).
    public var allowsNewlines: Bool
    /// The column Up and Down aim for, kept across lines too short to reach it; any other
    /// edit or move forgets it.
    public private(set) var goalColumn: Int?

    /// An editor with the cursor at the end.
    public init(text: String = "", allowsNewlines: Bool = false) {
        self.text = allowsNewlines ? text : Self.joiningLines(text)
        self.cursor = self.text.count
        self.allowsNewlines = allowsNewlines
    }

    private var characters: [Character] { Array(text) }

    /// Inserts text at the cursor (newlines become spaces unless allowed).
    public mutating func insert(_ inserted: String) {
        goalColumn = nil
        var clean = ControlCharacterFilter.filter(inserted, keepingLineBreaks: allowsNewlines)
        if !allowsNewlines { clean = Self.joiningLines(clean) }
        guard !clean.isEmpty else { return }
        let split = stringIndex(atCharacter: cursor)
        let anchor = EditAnchor(before: split, characters: cursor, in: text)
        let end = text.utf8.distance(from: text.startIndex, to: split) + clean.utf8.count
        text.insert(contentsOf: clean, at: split)
        cursor = anchor.characterBoundary(atOrAfterUTF8: end, in: text)
    }

    /// `text` on one line: every line break (LF, CR LF, U+2028…) becomes a space. By
    /// `Character`, so a CR LF pair becomes one space rather than leaving a stray CR.
    private static func joiningLines(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// Moves the cursor to another line, remembering the column the moves aim for.
    ///
    /// ```swift
    /// editor.moveCursor(to: 3, aimingAtColumn: 10)
    /// editor.goalColumn   // 10
    /// ```
    public mutating func moveCursor(to position: Int, aimingAtColumn column: Int) {
        moveCursor(to: position)
        goalColumn = column
    }

    /// Moves the cursor, clamped to the text.
    public mutating func moveCursor(to position: Int) {
        cursor = min(max(0, position), text.count)
        goalColumn = nil
    }

    /// Replaces the whole text, cursor at the end.
    public mutating func setText(_ newText: String) {
        self = TextEditor(text: newText, allowsNewlines: allowsNewlines)
    }

    /// Handles an editing key; returns whether it changed text or cursor (or was an editing key).
    @discardableResult
    public mutating func handle(_ event: KeyEvent) -> Bool {
        goalColumn = nil
        let alt = event.modifiers.contains(.alt)
        let control = event.modifiers.contains(.control)
        // Typing needs no copy of the text's characters (the moves and deletions below do).
        switch event.key {
        case .character(let character) where !alt && !control:
            insert(String(character))
            return true
        case .enter where allowsNewlines:
            insert("\n")
            return true
        default:
            break
        }
        let chars = characters
        switch event.key {
        case .left where alt || control: cursor = wordStart(before: cursor, in: chars)
        case .right where alt || control: cursor = wordEnd(after: cursor, in: chars)
        case .left: cursor = stepBack(from: cursor, in: chars)
        case .right: cursor = stepForward(from: cursor, in: chars)
        case .home: cursor = lineStart(in: chars)
        case .end: cursor = lineEnd(in: chars)
        case .backspace where alt || control: deleteRange(wordStart(before: cursor, in: chars)..<cursor)
        case .backspace: deleteRange(stepBack(from: cursor, in: chars)..<cursor)
        case .delete: deleteRange(cursor..<stepForward(from: cursor, in: chars))
        case .enter where allowsNewlines: insert("\n")
        case .character(let character) where control:
            switch character {
            case "a": cursor = lineStart(in: chars)
            case "e": cursor = lineEnd(in: chars)
            case "b": cursor = stepBack(from: cursor, in: chars)
            case "f": cursor = stepForward(from: cursor, in: chars)
            case "w": deleteRange(wordStart(before: cursor, in: chars)..<cursor)
            case "u": deleteRange(lineStart(in: chars)..<cursor)
            case "k": deleteRange(cursor..<lineEnd(in: chars))
            case "d": deleteRange(cursor..<stepForward(from: cursor, in: chars))
            default: return false
            }
        case .character(let character) where alt:
            switch character {
            case "b": cursor = wordStart(before: cursor, in: chars)
            case "f": cursor = wordEnd(after: cursor, in: chars)
            case "d": deleteRange(cursor..<wordEnd(after: cursor, in: chars))
            default: return false
            }
        case .character(let character):
            insert(String(character))
        default:
            return false
        }
        return true
    }

    private mutating func deleteRange(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let lower = stringIndex(atCharacter: range.lowerBound)
        let upper = stringIndex(atCharacter: range.upperBound)
        let anchor = EditAnchor(before: lower, characters: range.lowerBound, in: text)
        let start = text.utf8.distance(from: text.startIndex, to: lower)
        text.removeSubrange(lower..<upper)
        // The characters either side of the gap may join (a combining mark after a deleted
        // line break), so the cursor is found again rather than assumed.
        cursor = anchor.characterBoundary(atOrAfterUTF8: start, in: text)
    }

    /// The index of the character `offset` characters from the start, clamped to the end.
    private func stringIndex(atCharacter offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: max(0, offset), limitedBy: text.endIndex) ?? text.endIndex
    }

    /// The last character boundary before an edit that the edit cannot move: the start of the
    /// character before the edited point (what is inserted or left next to it may join that
    /// character, as a combining mark joins a letter), while every boundary before it depends
    /// only on text the edit leaves alone. Counting characters from here, not from the start
    /// of the text, keeps a keystroke's cost independent of the text's length.
    private struct EditAnchor {
        /// The boundary's UTF-8 offset, the same before and after the edit.
        let utf8Offset: Int
        /// How many characters come before it.
        let characters: Int

        /// The anchor for an edit at `index`, which is `characters` characters into `text`.
        init(before index: String.Index, characters: Int, in text: String) {
            let start = characters > 0 ? text.index(before: index) : index
            utf8Offset = text.utf8.distance(from: text.startIndex, to: start)
            self.characters = max(0, characters - 1)
        }

        /// The number of characters of the edited `text` that start before UTF-8 offset
        /// `offset`: the cursor at the first character boundary at or after it.
        func characterBoundary(atOrAfterUTF8 offset: Int, in text: String) -> Int {
            let end = text.utf8.index(text.startIndex, offsetBy: offset)
            var index = text.utf8.index(text.startIndex, offsetBy: utf8Offset)
            var count = characters
            while index < end {
                index = text.index(after: index)
                count += 1
            }
            return count
        }
    }

    /// One character back, and past any invisible one (a zero-width space, a bidi control, a
    /// lone mark) on the way, so that every arrow press and Backspace shows: stepping over a
    /// character drawn zero wide looked like a key that did nothing.
    private func stepBack(from position: Int, in chars: [Character]) -> Int {
        var index = max(0, position - 1)
        while index > 0, Self.isInvisible(chars[index]) { index -= 1 }
        return index
    }

    /// One character forward, and past any invisible one that follows (see ``stepBack(from:in:)``).
    private func stepForward(from position: Int, in chars: [Character]) -> Int {
        var index = position
        // Past invisible ones the cursor stands before (at the start, after Home), one visible
        // character, and the invisible ones after it.
        while index < chars.count, Self.isInvisible(chars[index]) { index += 1 }
        index = min(chars.count, index + 1)
        while index < chars.count, Self.isInvisible(chars[index]) { index += 1 }
        return index
    }

    /// Drawn zero columns wide, and neither a line break (a step to the next line) nor a tab (a
    /// text area shows it as a space). The cursor never rests just before such a character.
    static func isInvisible(_ character: Character) -> Bool {
        !character.isNewline && character != "\t" && DisplayWidth.of(character) == 0
    }

    private func lineStart(in chars: [Character]) -> Int {
        var index = cursor
        while index > 0, !chars[index - 1].isNewline { index -= 1 }
        return index
    }

    private func lineEnd(in chars: [Character]) -> Int {
        var index = cursor
        while index < chars.count, !chars[index].isNewline { index += 1 }
        return index
    }

    private func wordStart(before position: Int, in chars: [Character]) -> Int {
        var index = position
        while index > 0, !chars[index - 1].isLetterOrNumber { index -= 1 }
        while index > 0, chars[index - 1].isLetterOrNumber { index -= 1 }
        return index
    }

    private func wordEnd(after position: Int, in chars: [Character]) -> Int {
        var index = position
        while index < chars.count, !chars[index].isLetterOrNumber { index += 1 }
        while index < chars.count, chars[index].isLetterOrNumber { index += 1 }
        return index
    }

    /// The part of the (single-line) text to show in `width` columns so the cursor is visible,
    /// and the cursor's column within it. `mask` replaces each character (secure entry).
    public func visibleWindow(width: Int, mask: Character? = nil) -> (text: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        // A masked invisible character shows nothing either, so the mask moves with the cursor.
        let shown: [Character] = mask.map { mask in characters.map { Self.isInvisible($0) ? $0 : mask } } ?? characters
        let widths = shown.map { DisplayWidth.of($0) }
        let cursor = min(max(0, self.cursor), shown.count)
        // Start so that the cursor (plus one column for it) fits, keeping as much before it as possible.
        var start = 0
        var used = widths[..<cursor].reduce(0, +) + 1
        while used > width, start < cursor {
            used -= widths[start]
            start += 1
        }
        var end = start
        var total = 0
        while end < shown.count, total + widths[end] <= width {
            total += widths[end]
            end += 1
        }
        let cursorColumn = widths[start..<cursor].reduce(0, +)
        return (String(shown[start..<end]), cursorColumn)
    }
}

private extension Character {
    /// What a word is made of for Ctrl-W and Alt-arrows: letters, digits, `_`, and emoji
    /// pictures, which users type inside words and messages (`great👍`) and expect to go with them.
    var isLetterOrNumber: Bool { isLetter || isNumber || self == "_" || isEmojiPicture }

    /// An emoji drawn as a picture: one whose first scalar shows as emoji by default, or any
    /// emoji sequence (`❤️`, flags, families). A lone `#` or `*`, emoji only in a keycap, is not.
    private var isEmojiPicture: Bool {
        guard let first = unicodeScalars.first, first.properties.isEmoji else { return false }
        return first.properties.isEmojiPresentation || unicodeScalars.count > 1
    }
}
