import TerminalKit

/// Text being edited, wrapped to a width character by character (as a text area shows it while
/// typing, so the cursor never jumps between lines), with the cursor's wrapped position.
/// Messages, which are read rather than edited, wrap between words (`byWords`).
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
        // Lines are cut out of the text by UTF-8 offset rather than built a character at a
        // time: a long text area is wrapped on every keystroke.
        var lineStart = 0
        var lineHasTab = false
        var lineWidth = 0
        var offset = 0
        var index = 0
        var found = false
        func breakLine(at end: Int, resumingAt next: Int) {
            let utf8 = text.utf8
            var line = String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: lineStart)..<utf8.index(utf8.startIndex, offsetBy: end)]))
            if lineHasTab { line = String(line.map { $0 == "\t" ? " " : $0 }) }
            lines.append(line)
            lineStart = next
            lineHasTab = false
            lineWidth = 0
        }
        for character in text {
            if index == cursor { cursorLine = lines.count; cursorColumn = lineWidth; found = true }
            if recordsPlaces { places.append((lines.count, lineWidth)) }
            index += 1
            let length = character.utf8.count
            defer { offset += length }
            // Any line break (LF, CR LF, CR, U+2028, U+2029) ends the line, as the editor's
            // Home and End take it.
            if character.isNewline {
                breakLine(at: offset, resumingAt: offset + length)
                continue
            }
            // A tab (kept in a text area's value) shows as one space, so it can be seen and
            // the cursor steps over it visibly.
            let isTab = character == "\t"
            let characterWidth = isTab ? 1 : DisplayWidth.of(character)
            if lineWidth + characterWidth > width { breakLine(at: offset, resumingAt: offset) }
            lineHasTab = lineHasTab || isTab
            lineWidth += characterWidth
        }
        if !found {
            if lineWidth >= width { breakLine(at: offset, resumingAt: offset) }
            cursorLine = lines.count
            cursorColumn = lineWidth
        }
        if recordsPlaces { places.append((lines.count, lineWidth)) }
        breakLine(at: offset, resumingAt: offset)
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
