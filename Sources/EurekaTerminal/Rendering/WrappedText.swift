import TerminalKit

/// Text being edited, wrapped to a width between words as a browser's textarea wraps it (the
/// rules are `LineBreaker`'s), with the cursor's wrapped position. Messages, which are read
/// rather than edited, wrap between words too, runs of spaces read as one (`byWords`).
///
/// The cursor at the start of a wrapped line shows at the end of the line before, and after
/// spaces hanging past the edge, at the edge (see `LineBreaker.place`); at the end of the text
/// after a full line, on a new line, where what is typed next goes, unless the text ends in
/// spaces, which hang: then at the edge too (`LineBreaker.cursorAtEndStartsALine`).
struct WrappedText {
    var lines: [String] = []
    var cursorLine = 0
    var cursorColumn = 0
    /// Where the cursor shows at each position of the text, 0 through its character count;
    /// filled only by `cursorPlaces(in:width:)`.
    private(set) var places: [(line: Int, column: Int)] = []

    init(_ text: String, width: Int, cursor: Int) {
        self.init(text, width: width, cursor: cursor, recordsPlaces: false)
    }

    /// Where the cursor shows at each position of `text` wrapped to `width`: what Up and Down
    /// move between, found by the same rules the text is drawn with.
    static func cursorPlaces(in text: String, width: Int) -> [(line: Int, column: Int)] {
        WrappedText(text, width: width, cursor: -1, recordsPlaces: true).places
    }

    private init(_ text: String, width: Int, cursor: Int, recordsPlaces: Bool) {
        let width = max(1, width)
        // Lines are cut out of the text by UTF-8 offset rather than built a character at a
        // time: a long text area is wrapped on every keystroke.
        var breaker = LineBreaker(start: 0, width: width)
        var index = 0
        var found = false
        /// Ends a paragraph at UTF-8 offset `end`; `firstIndex` is its first character's.
        func finish(_ paragraph: LineBreaker, end: Int, firstIndex: Int) {
            let firstLine = lines.count
            for line in paragraph.lineStarts.indices {
                let lineEnd = line + 1 < paragraph.lineStarts.count ? paragraph.lineStarts[line + 1] : end
                lines.append(paragraph.shownLine(line, end: lineEnd, in: text))
            }
            let placeOf = { (offset: Int) -> (line: Int, column: Int) in
                let place = LineBreaker.place(
                    of: offset, lineStarts: paragraph.lineStarts, lineCharacters: paragraph.lineCharacters, lineWidths: paragraph.lineWidths,
                    in: text, width: width)
                return (firstLine + place.line, place.column)
            }
            if cursor >= firstIndex, cursor <= firstIndex + paragraph.characters, !found {
                found = true
                (cursorLine, cursorColumn) = placeOf(cursor - firstIndex)
            }
            if recordsPlaces {
                let paragraphPlaces = LineBreaker.places(
                    lineStarts: paragraph.lineStarts, lineCharacters: paragraph.lineCharacters, lineWidths: paragraph.lineWidths, in: text,
                    width: width)
                places += paragraphPlaces.map { (firstLine + $0.line, $0.column) }
            }
        }
        var firstIndex = 0
        for character in text {
            let length = character.utf8.count
            // Any line break (LF, CR LF, CR, U+2028, U+2029) ends the line, as the editor's
            // Home and End take it.
            if character.isNewline {
                finish(breaker, end: breaker.offset, firstIndex: firstIndex)
                breaker = LineBreaker(start: breaker.offset + length, width: width)
                firstIndex = index + 1
            } else {
                breaker.add(character, length: length)
            }
            index += 1
        }
        // The end of the text: after a full last line, on a new line; after spaces, which
        // hang, at the line's end (`LineBreaker.cursorAtEndStartsALine`).
        let cursorAtEnd = !found && (cursor < firstIndex || cursor >= firstIndex + breaker.characters)
        let full = LineBreaker.cursorAtEndStartsALine(
            lastLineWidth: breaker.lineWidths.last ?? 0, width: width, endsInSpace: LineBreaker.endsInSpace(text))
        finish(breaker, end: breaker.offset, firstIndex: firstIndex)
        if full, cursorAtEnd || recordsPlaces {
            lines.append("")
            if cursorAtEnd { (cursorLine, cursorColumn) = (lines.count - 1, 0) }
            if recordsPlaces { places[places.count - 1] = (lines.count - 1, 0) }
        } else if cursorAtEnd {
            (cursorLine, cursorColumn) = (lines.count - 1, min(width, breaker.lineWidths.last ?? 0))
        }
    }

    /// `text` in lines of at most `width` columns broken between words, so a number or a word
    /// is read whole; a word wider than a line is cut across lines.
    static func byWords(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = DisplayWidth.of(String(word))
            if lineWidth > 0, lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if lineWidth > 0 {
                line.append(" ")
                lineWidth += 1
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth + characterWidth > width, lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        lines.append(line)
        return lines
    }
}
