import Eureka
import TerminalKit

/// A choice shown as segments side by side; ←/→ choose.
struct SegmentsAdapter: ControlAdapter {
    func display(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
        guard case .singleChoice(let choice) = description.control else { return ValueAdapter().display(description, in: context) }
        let theme = context.theme
        var value = StyledLine()
        for (index, title) in choice.options.enumerated() {
            if index > 0 { value.append("│", style: theme.off) }
            let selected = index == choice.selectedIndex
            value.append(" \(title) ", style: selected ? theme.selectedOption.merging(TextStyle(inverse: true)) : theme.rowValue)
        }
        return RowDisplay(title: description.title, value: value)
    }

    func keyBindings(_ description: RowDescription, state: RowUIState) -> [KeyBinding] {
        description.isDisabled ? [] : [KeyBinding("←→", "choose")]
    }

    func handle(_ key: KeyEvent, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool {
        guard !description.isDisabled else { return false }
        switch key.key {
        case .right, .character("+"), .character("="), .character("l"): context.perform(.step(1), on: row)
        case .left, .character("-"), .character("h"): context.perform(.step(-1), on: row)
        default: return false
        }
        return true
    }
}
