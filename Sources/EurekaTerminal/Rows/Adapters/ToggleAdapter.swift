import Eureka
import TerminalKit

/// Switches and checks: the state drawn as a control; Space or Enter presses (toggles).
struct ToggleAdapter: ControlAdapter {
    func display(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
        guard case .toggle(let toggle) = description.control else { return ValueAdapter().display(description, in: context) }
        let theme = context.theme
        let text =
            switch toggle.style {
            case .switch: toggle.isOn ? "● On " : "○ Off"
            case .check: toggle.isOn ? "[✓]" : "[ ]"
            }
        return RowDisplay(title: description.title, value: StyledLine(text, style: toggle.isOn ? theme.on : theme.off))
    }

    func keyBindings(_ description: RowDescription, state: RowUIState) -> [KeyBinding] {
        description.isDisabled ? [] : [KeyBinding("Space", "toggle")]
    }

    func handle(_ key: KeyEvent, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool {
        guard key == KeyEvent(.character(" ")) || key == KeyEvent(.enter) else { return false }
        context.perform(.press, on: row)
        return true
    }
}
