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

    /// Draws the box centred over `grid`.
    func draw(into grid: inout CellGrid, theme: TerminalTheme) {
        let maxWidth = max(10, grid.columns - 4)
        let contentWidths = [DisplayWidth.of(title ?? "")] + message.map(DisplayWidth.of) + choices.map { DisplayWidth.of($0.title) + 4 }
        let innerWidth = min(maxWidth - 4, max(20, contentWidths.max() ?? 0))
        let boxWidth = innerWidth + 4
        var lines: [StyledLine] = []
        if let title { lines.append(StyledLine(title, style: theme.overlayBorder)) }
        for text in message { lines.append(StyledLine(text, style: theme.overlayBody)) }
        if !lines.isEmpty, !choices.isEmpty { lines.append(StyledLine()) }
        for (index, choice) in choices.enumerated() {
            var style = choice.isDestructive ? theme.destructive : (choice.isCancel ? theme.helpText : theme.overlayBody)
            if !choice.isEnabled { style = theme.disabledRow }
            if index == selected { style = style.merging(theme.focusedRow) }
            lines.append(StyledLine((index == selected ? "▸ " : "  ") + choice.title, style: style))
        }
        let boxHeight = min(grid.rows, lines.count + 2)
        let top = max(0, (grid.rows - boxHeight) / 2)
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

    /// Moves the selection or chooses; returns true when the overlay should close.
    mutating func handle(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .tab where key.modifiers.contains(.shift):
            if !choices.isEmpty { selected = (selected + choices.count - 1) % choices.count }
        case .up:
            if !choices.isEmpty { selected = (selected + choices.count - 1) % choices.count }
        case .down, .tab:
            if !choices.isEmpty { selected = (selected + 1) % choices.count }
        case .enter, .character(" "):
            guard choices.indices.contains(selected) else { return true }
            guard choices[selected].isEnabled else { return false }
            let action = choices[selected].action
            action()
            return true
        case .escape:
            choices.first(where: \.isCancel)?.action()
            return true
        case .character(let character):
            // A choice's first letter picks it, as in a menu.
            if let index = choices.firstIndex(where: { $0.isEnabled && $0.title.lowercased().first == Character(character.lowercased()) }) {
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
