import Eureka
import TerminalKit

/// Picker rows (one to three wheels, inline or always shown): ←/→ change a single wheel; with
/// several wheels ←/→ choose the wheel and +/- turn it.
struct PickerAdapter: TerminalRowAdapter {
    func handles(_ row: BaseRow) -> Bool {
        row is PickerComponentsRow
    }

    func display(of row: BaseRow, in context: RowContext) -> RowDisplay {
        let picker = row as! PickerComponentsRow
        let components = picker.pickerComponents
        let selected = context.selectedComponent(of: row, count: components.count)
        var value = StyledLine()
        for (index, component) in components.enumerated() {
            if index > 0 { value.append("  ", style: context.theme.rowValue) }
            let title = component.selectedIndex.flatMap { component.titles.indices.contains($0) ? component.titles[$0] : nil } ?? "–"
            let canStep = components.count == 1 || index == selected
            let arrows = context.isFocused && canStep && !row.isDisabled
            var style = context.theme.rowValue
            if context.isFocused, components.count > 1, index == selected { style = style.merging(TextStyle(underline: true)) }
            value.append((arrows ? "‹ " : "") + title + (arrows ? " ›" : ""), style: style)
        }
        // An inline picker sits right under its row, which already names it: wheels only.
        let title = row.inlineParentRow != nil ? nil : (row.baseCell?.textLabel?.text ?? row.title)
        return RowDisplay(title: title, value: value)
    }

    func keyBindings(for row: BaseRow, in context: RowContext) -> [KeyBinding] {
        guard !row.isDisabled else { return [] }
        let count = (row as! PickerComponentsRow).pickerComponents.count
        return count > 1 ? [KeyBinding("←→", "wheel"), KeyBinding("+/-", "turn")] : [KeyBinding("←→", "choose")]
    }

    func handle(_ key: KeyEvent, on row: BaseRow, in context: RowContext) -> Bool {
        guard !row.isDisabled else { return false }
        let picker = row as! PickerComponentsRow
        let count = picker.pickerComponents.count
        guard count > 0 else { return false }
        let selected = context.selectedComponent(of: row, count: count)
        switch key.key {
        case .left where count > 1: context.selectComponent(max(0, selected - 1), of: row)
        case .right where count > 1: context.selectComponent(min(count - 1, selected + 1), of: row)
        case .left, .character("-"): picker.stepPickerComponent(count > 1 ? selected : 0, by: -1)
        case .right, .character("+"), .character("="): picker.stepPickerComponent(count > 1 ? selected : 0, by: 1)
        default: return false
        }
        return true
    }
}
