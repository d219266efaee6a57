import TerminalKit

/// A box drawn over the screen: alerts, action sheets, confirmations and the help screen.
struct Overlay {
    /// One choice in the box.
    struct Choice {
        var title: String
        var isDestructive = false
        var isCancel = false
        var isEnabled = true
        var action: () -> Void
    }

    var title: String?
    var message: [String]
    var choices: [Choice]
    var selected = 0
    /// The first message line shown, when the message is taller than the screen allows.
    var messageOffset = 0
    /// Message lines shown at once when the message scrolls (nil: it all fits); set by `draw`.
    private(set) var messagePage: Int?

    /// Draws the box centred over `grid`. Message lines wider than the box wrap between words;
    /// a message taller than the screen scrolls (Page Up/Down) between the title and the
    /// choices, which always stay in view.
    mutating func draw(into grid: inout CellGrid, theme: TerminalTheme) {
        let innerWidth = innerWidth(columns: grid.columns)
        let boxWidth = innerWidth + 4
        let lines = bodyLines(columns: grid.columns, rows: grid.rows, theme: theme)
        let (firstRow, rows) = Self.usableRows(grid.rows)
        let boxHeight = min(rows, lines.count + 2)
        let top = firstRow + max(0, (rows - boxHeight) / 2)
        let left = max(0, (grid.columns - boxWidth) / 2)
        grid.fill(rows: top..<(top + boxHeight), columns: left..<(left + boxWidth), style: theme.overlayBody)
        let border = theme.overlayBorder
        _ = grid.write("┌" + String(repeating: "─", count: boxWidth - 2) + "┐", row: top, column: left, style: border)
        for offset in 1..<max(1, boxHeight - 1) {
            _ = grid.write("│", row: top + offset, column: left, style: border)
            _ = grid.write("│", row: top + offset, column: left + boxWidth - 1, style: border)
        }
        _ = grid.write("└" + String(repeating: "─", count: boxWidth - 2) + "┘", row: top + boxHeight - 1, column: left, style: border)
        for (index, line) in lines.prefix(max(0, boxHeight - 2)).enumerated() {
            line.draw(into: &grid, row: top + 1 + index, column: left + 2, maxColumns: innerWidth)
        }
    }

    /// The choices, one a line.
    private func choiceLines(_ theme: TerminalTheme) -> [StyledLine] {
        var lines: [StyledLine] = []
        for (index, choice) in choices.enumerated() {
            var style = choice.isDestructive ? theme.destructive : (choice.isCancel ? theme.helpText : theme.overlayBody)
            if !choice.isEnabled { style = theme.disabledRow }
            if index == selected { style = style.merging(theme.focusedRow) }
            lines.append(StyledLine((index == selected ? "▸ " : "  ") + choice.title, style: style))
        }
        return lines
    }

    /// Works out whether the message scrolls on a screen of this size (`messagePage`), before
    /// anything is drawn, so the help bar can say so in the same frame.
    mutating func fit(to size: TerminalSize) {
        _ = bodyLines(columns: size.columns, rows: size.rows, theme: .standard)
    }

    /// The rows the box may take: all but the title bar and the help bar, which say where
    /// the user is and which keys work, on screens tall enough to spare them.
    private static func usableRows(_ rows: Int) -> (first: Int, count: Int) {
        rows >= 8 ? (1, rows - 2) : (0, rows)
    }

    private func innerWidth(columns: Int) -> Int {
        let maxWidth = max(10, columns - 4)
        let contentWidths = [DisplayWidth.of(title ?? "")] + message.map(DisplayWidth.of) + choices.map { DisplayWidth.of($0.title) + 4 }
        return max(1, min(maxWidth - 4, max(20, contentWidths.max() ?? 0)))
    }

    /// What the box shows inside its border: the title, the message wrapped to the box, a
    /// blank line and the choices. The choices and the title always show (the title gives way
    /// only when the choices alone fill the room); the message takes the rows left. A message
    /// taller than that shows the part from `messageOffset` (clamped here) and a last line
    /// saying which lines are shown and how to see the rest, the blank line giving way for a
    /// one-line page; with no room for that, no message line shows, and the blank line goes
    /// too when even the title and the choices need its row.
    private mutating func bodyLines(columns: Int, rows: Int, theme: TerminalTheme) -> [StyledLine] {
        let width = innerWidth(columns: columns)
        let inside = max(0, Self.usableRows(rows).count - 2)
        let choices = choiceLines(theme)
        var head = title.map { [StyledLine($0, style: theme.overlayBorder)] } ?? []
        if head.count + choices.count > inside, !choices.isEmpty { head = [] }
        // Lines that fit are kept as they are, spaces lined up in columns included.
        let wrapped = message.flatMap { DisplayWidth.of($0) <= width ? [$0] : WrappedText.byWords($0, width: width) }
        let blank = choices.isEmpty ? 0 : 1
        var room = inside - head.count - choices.count - blank
        var message: [StyledLine]
        messagePage = nil
        if wrapped.count <= room {
            messageOffset = 0
            message = wrapped.map { StyledLine($0, style: theme.overlayBody) }
        } else {
            if room == 1 { room += blank }
            if room >= 2 {
                let page = room - 1
                messagePage = page
                messageOffset = min(max(0, messageOffset), max(0, wrapped.count - page))
                let end = min(wrapped.count, messageOffset + page)
                message = wrapped[messageOffset..<end].map { StyledLine($0, style: theme.overlayBody) }
                message.append(StyledLine("\(messageOffset + 1)–\(end)/\(wrapped.count) PgUp PgDn", style: theme.helpText))
            } else {
                message = []
            }
        }
        let separated = !choices.isEmpty && !(head.isEmpty && message.isEmpty)
        let fits = head.count + message.count + 1 + choices.count <= inside
        return head + message + (separated && fits ? [StyledLine()] : []) + Self.window(of: choices, around: selected, rows: inside, theme: theme)
    }

    /// The choices that fit in `rows`: all of them, or a window holding the selected one, its
    /// first and last lines saying how many more lie above and below (a list longer than the
    /// screen would otherwise lose its last choices, and the selection with them).
    static func window(of lines: [StyledLine], around selected: Int, rows: Int, theme: TerminalTheme) -> [StyledLine] {
        guard lines.count > rows, rows > 0 else { return lines }
        let selected = min(max(0, selected), lines.count - 1)
        // With three rows or more, a marker row at each cut end; fewer rows show choices only.
        let markers = rows >= 3
        var start = max(0, min(selected - rows / 2, lines.count - rows))
        var end = start + rows
        if markers {
            // A marker takes the place of a choice: keep the selected one clear of both.
            if start > 0, selected <= start { start = max(0, selected - 1); end = start + rows }
            if end < lines.count, selected >= end - 1 { end = min(lines.count, selected + 2); start = end - rows }
        }
        var window = Array(lines[start..<end])
        if markers, start > 0 { window[0] = StyledLine("  ↑ \(start + 1) more", style: theme.helpText) }
        if markers, end < lines.count { window[window.count - 1] = StyledLine("  ↓ \(lines.count - end + 1) more", style: theme.helpText) }
        return window
    }

    /// Moves the selection or chooses; returns true when the overlay should close.
    mutating func handle(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .tab where key.modifiers.contains(.shift):
            if !choices.isEmpty { selected = (selected + choices.count - 1) % choices.count }
        case .up:
            if !choices.isEmpty { selected = (selected + choices.count - 1) % choices.count }
        case .down, .tab:
            if !choices.isEmpty { selected = (selected + 1) % choices.count }
        case .pageDown:
            if let messagePage { messageOffset += messagePage }
        case .pageUp:
            if let messagePage { messageOffset = max(0, messageOffset - messagePage) }
        case .enter, .character(" "):
            guard choices.indices.contains(selected) else { return true }
            guard choices[selected].isEnabled else { return false }
            let action = choices[selected].action
            action()
            return true
        case .escape:
            choices.first(where: \.isCancel)?.action()
            return true
        case .character(let character) where key.modifiers.isDisjoint(with: [.control, .alt]):
            // A choice's first letter picks it, as in a menu. A destructive one is only selected:
            // a letter can come from a key sequence cut in two (an arrow's "[D" after a lone Esc
            // opened "Discard changes?"), and losing the form must take Enter or Space.
            if let index = choices.firstIndex(where: { $0.isEnabled && $0.title.lowercased().first == Character(character.lowercased()) }) {
                guard !choices[index].isDestructive else {
                    selected = index
                    return false
                }
                let action = choices[index].action
                action()
                return true
            }
        default:
            break
        }
        return false
    }
}
