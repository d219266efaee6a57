import TerminalKit

/// Text being edited, wrapped to a width character by character (as a text area shows it while
/// typing, so the cursor never jumps between lines), with the cursor's wrapped position.
/// Messages, which are read rather than edited, wrap between words (`byWords`).
struct WrappedText {
    var lines: [String] = []
    var cursorLine = 0
    var cursorColumn = 0

    init(_ text: String, width: Int, cursor: Int) {
        var line = ""
        var lineWidth = 0
        var index = 0
        var found = false
        func breakLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
        }
        for character in text {
            if index == cursor { cursorLine = lines.count; cursorColumn = lineWidth; found = true }
            index += 1
            if character == "\n" { breakLine(); continue }
            let characterWidth = DisplayWidth.of(character)
            if lineWidth + characterWidth > width { breakLine() }
            line.append(character)
            lineWidth += characterWidth
        }
        if !found {
            if lineWidth >= width { breakLine() }
            cursorLine = lines.count
            cursorColumn = lineWidth
        }
        lines.append(line)
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
