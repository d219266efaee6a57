import TerminalKit

/// Text wrapped to a width by words (long words are cut), with the cursor's wrapped position.
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
}
