import Eureka
import TerminalKit

/// Switches and checks: the state drawn as a control, Space or Enter toggles it.
struct ToggleAdapter: TerminalRowAdapter {
    func handles(_ row: BaseRow) -> Bool {
        row is SwitchRow || row is CheckRow
    }

    func display(of row: BaseRow, in context: RowContext) -> RowDisplay {
        let theme = context.theme
        let title = row.baseCell?.textLabel?.text ?? row.title
        if let switchRow = row as? SwitchRow {
            let on = switchRow.cell.isOn
            return RowDisplay(title: title, value: StyledLine(on ? "● On " : "○ Off", style: on ? theme.on : theme.off))
        }
        let checked = (row as? CheckRow)?.value == true
        return RowDisplay(title: title, value: StyledLine(checked ? "[✓]" : "[ ]", style: checked ? theme.on : theme.off))
    }

    func keyBindings(for row: BaseRow, in context: RowContext) -> [KeyBinding] {
        row.isDisabled ? [] : [KeyBinding("Space", "toggle")]
    }

    func handle(_ key: KeyEvent, on row: BaseRow, in context: RowContext) -> Bool {
        guard key == KeyEvent(.character(" ")) || key == KeyEvent(.enter) else { return false }
        context.interaction.select(row)
        return true
    }
}
