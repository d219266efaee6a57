import TerminalKit

/// One paragraph of a text area (text between line breaks) broken into lines, a character at a
/// time, between words, as a browser's textarea does: the text being edited and the text area
/// kept between keystrokes (`WrappedText`, `TextAreaLayout`) break lines by this one rule.
///
/// - A line breaks after the last space or tab on it when the next word does not fit, so a
///   word is read whole and moves down whole as it is typed past the edge.
/// - Spaces never start a line: they stay at the end of the line they follow, even past the
///   edge (they hang, and are not drawn past it), so the next line starts with the word.
/// - A word wider than the line is cut where its next character does not fit.
/// - A line always holds something: a character wider than the whole line (a wide one on a
///   line one column wide) sits alone on its line rather than after an empty one.
///
/// A line's end depends only on where it starts and the text from there (a line starts with no
/// break found yet), so a layout kept between edits can stop wrapping once a line starts where
/// one did before.
///
/// ```swift
/// var breaker = LineBreaker(start: 0, width: 40)
/// for character in paragraph { breaker.add(character, length: character.utf8.count) }
/// ```
struct LineBreaker {
    let width: Int
    /// UTF-8 offset reached.
    private(set) var offset: Int
    private(set) var characters = 0
    /// Where each line starts (UTF-8 offset), its characters and columns (hanging spaces
    /// included, so a line can be wider than `width`).
    private(set) var lineStarts: [Int]
    private(set) var lineCharacters = [0]
    private(set) var lineWidths = [0]
    private(set) var lineHasTab = [false]
    /// Whether the last character added is a space (where the next word may start a line).
    private var afterSpace = false
    /// The current line's last place to break, after its last spaces: the UTF-8 offset, and
    /// the characters and columns before it.
    private var lastBreak: (offset: Int, characters: Int, columns: Int)?

    init(start: Int, width: Int) {
        self.width = max(1, width)
        offset = start
        lineStarts = [start]
    }

    mutating func add(_ character: Character, length: Int) {
        let isTab = character == "\t"
        let characterWidth = isTab ? 1 : DisplayWidth.of(character)
        var line = lineWidths.count - 1
        if Self.isBreakingSpace(character) {
            afterSpace = true
        } else {
            if afterSpace { lastBreak = (offset, lineCharacters[line], lineWidths[line]) }
            afterSpace = false
            if lineWidths[line] + characterWidth > width, lineCharacters[line] > 0 {
                if let lastBreak {
                    // The word so far goes down with the character that does not fit.
                    let carried = (characters: lineCharacters[line] - lastBreak.characters, columns: lineWidths[line] - lastBreak.columns)
                    lineCharacters[line] = lastBreak.characters
                    lineWidths[line] = lastBreak.columns
                    startLine(at: lastBreak.offset, characters: carried.characters, columns: carried.columns)
                    // Still too wide on a line of its own: the word is cut here.
                    if carried.columns + characterWidth > width, carried.characters > 0 { startLine(at: offset, characters: 0, columns: 0) }
                } else {
                    startLine(at: offset, characters: 0, columns: 0)
                }
                line = lineWidths.count - 1
            }
        }
        lineCharacters[line] += 1
        lineWidths[line] += characterWidth
        if isTab { lineHasTab[line] = true }
        characters += 1
        offset += length
    }

    private mutating func startLine(at start: Int, characters: Int, columns: Int) {
        lineStarts.append(start)
        lineCharacters.append(characters)
        lineWidths.append(columns)
        lineHasTab.append(false)
        lastBreak = nil
    }

    /// Whether a line may break after `character`: a space or a tab, or other blank space
    /// that is not a line break; not a no-break space (U+00A0, U+2007, U+202F), which is
    /// there to keep its neighbours together, nor a space carrying a combining mark, which
    /// shows as the mark.
    static func isBreakingSpace(_ character: Character) -> Bool {
        if let byte = character.asciiValue { return byte == 0x20 || byte == 0x09 }
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1 else { return false }
        switch scalar.value {
        case 0xA0, 0x2007, 0x202F: return false
        default: return scalar.properties.isWhitespace && !character.isNewline
        }
    }

    /// Whether the cursor at the end of a text goes to a new line of its own below the last
    /// one: when that line is full, so what is typed next starts the next line, unless the
    /// text ends in a space. Spaces hang at the end of their line however far they reach
    /// (only a word starts a new one), so the cursor after them stays at the line's end, at
    /// the edge, as a browser's textarea keeps its caret there; a new line holding nothing but
    /// the cursor read as a line break typed. Only the next word typed goes down, taking the
    /// cursor with it, as after spaces hanging inside the text.
    ///
    /// ```swift
    /// LineBreaker.cursorAtEndStartsALine(lastLineWidth: 13, width: 13, endsInSpace: false)   // true
    /// LineBreaker.cursorAtEndStartsALine(lastLineWidth: 14, width: 13, endsInSpace: true)    // false
    /// ```
    static func cursorAtEndStartsALine(lastLineWidth: Int, width: Int, endsInSpace: Bool) -> Bool {
        lastLineWidth >= width && !endsInSpace
    }

    /// Whether `text` ends in a space a line may break after (`isBreakingSpace`): one that
    /// hangs at the end of its line.
    static func endsInSpace(_ text: String) -> Bool {
        text.last.map(isBreakingSpace) ?? false
    }

    /// The line `index` as shown: a tab as one space, and spaces hanging past the edge not
    /// drawn. `end` is the UTF-8 offset where the line ends.
    func shownLine(_ index: Int, end: Int, in text: String) -> String {
        let utf8 = text.utf8
        let range = utf8.index(utf8.startIndex, offsetBy: lineStarts[index])..<utf8.index(utf8.startIndex, offsetBy: end)
        var line = String(Substring(utf8[range]))
        // A tab (kept in a text area's value) shows as one space.
        if lineHasTab[index] { line = String(line.map { $0 == "\t" ? " " : $0 }) }
        var columns = lineWidths[index]
        while columns > width, let last = line.last, Self.isBreakingSpace(last) {
            line.removeLast()
            columns -= DisplayWidth.of(last)
        }
        return line
    }

    /// Where the cursor shows before character `offset` of a paragraph broken into lines that
    /// start at `lineStarts` (UTF-8 offsets in `text` from `base`) with `lineCharacters` and `lineWidths`:
    /// on a line's first character after a wrap, at the end of the line before (so typing at
    /// the end of a line does not show the cursor on the next until the text goes there); at
    /// `offset` equal to the paragraph's characters, at the end of its last line. A place
    /// past `width` (after spaces hanging past the edge, which are not drawn) shows at the
    /// edge, as a browser's textarea keeps its caret there: every place stays inside the text
    /// area, and a word typed there starts the next line and takes the cursor with it.
    static func place(
        of offset: Int, lineStarts: [Int], from base: Int = 0, lineCharacters: [Int], lineWidths: [Int], in text: String, width: Int
    ) -> (line: Int, column: Int) {
        var before = 0
        let last = lineCharacters.count - 1
        for (index, count) in lineCharacters.enumerated() {
            guard offset < before + count || index == last else {
                before += count
                continue
            }
            let characters = offset - before
            if characters == 0, index > 0 { return (index - 1, min(width, lineWidths[index - 1])) }
            if characters == count { return (index, min(width, lineWidths[index])) }
            // Part of a line: its first characters measured as the wrap measured them.
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: base + lineStarts[index])
            var columns = 0
            for character in text[start...].prefix(characters) { columns += character == "\t" ? 1 : DisplayWidth.of(character) }
            return (index, min(width, columns))
        }
        return (0, 0)
    }

    /// `place(of:…)` for every offset of the paragraph, 0 through its character count, in one
    /// pass: asked offset by offset, Up and Down in a 27 KB paragraph measured every line for
    /// every character (1.6 s a key).
    static func places(
        lineStarts: [Int], from base: Int = 0, lineCharacters: [Int], lineWidths: [Int], in text: String, width: Int
    ) -> [(line: Int, column: Int)] {
        var places: [(line: Int, column: Int)] = []
        places.reserveCapacity(lineCharacters.reduce(1, +))
        let utf8 = text.utf8
        for (index, count) in lineCharacters.enumerated() where count > 0 {
            var columns = 0
            var characters = text[utf8.index(utf8.startIndex, offsetBy: base + lineStarts[index])...].makeIterator()
            for position in 0..<count {
                // A line's first place after a wrap shows at the end of the line before.
                places.append(position == 0 && index > 0 ? (index - 1, min(width, lineWidths[index - 1])) : (index, min(width, columns)))
                if let character = characters.next() { columns += character == "\t" ? 1 : DisplayWidth.of(character) }
            }
        }
        let last = lineCharacters.count - 1
        places.append((last, min(width, lineWidths[last])))
        return places
    }
}
