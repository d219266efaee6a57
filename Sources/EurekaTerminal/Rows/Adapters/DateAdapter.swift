import Eureka
import TerminalKit

/// Dates and times: ←/→ choose the wheel, +/- turn it (clamped to the limits, snapped to the
/// minute interval); typing digits edits the date as text, applied with Enter.
struct DateAdapter: ControlAdapter {
    func display(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
        guard case .date(let entry) = description.control else { return ValueAdapter().display(description, in: context) }
        let theme = context.theme
        // An inline picker sits right under its row, which already names it: wheels only.
        let title = description.isInlineRow ? nil : description.title
        if context.isFocused, let editor = context.state.editor {
            let window = editor.visibleWindow(width: max(1, context.valueWidth - 1))
            return RowDisplay(title: title, value: StyledLine(window.text, style: theme.rowValue), layout: .editing, cursorColumn: window.cursorColumn)
        }
        let showsWheels = context.isFocused || description.isInlineRow || entry.presentation == .wheels
        guard showsWheels else {
            return RowDisplay(title: title, value: StyledLine(description.valueText ?? "", style: theme.rowValue))
        }
        let wheels = entry.wheels
        let selected = context.state.component(of: wheels.count)
        var value = StyledLine()
        for (index, wheel) in wheels.enumerated() {
            if index > 0 { value.append(separator(between: wheels[index - 1].component, and: wheel.component), style: theme.rowValue) }
            var style = theme.rowValue
            if context.isFocused, index == selected, !description.isDisabled { style = style.merging(TextStyle(bold: true, underline: true)) }
            value.append(wheel.text, style: style)
        }
        return RowDisplay(title: title, value: value)
    }

    private func separator(between first: DatePickerComponent, and second: DatePickerComponent) -> String {
        switch (first, second) {
        case (.hour, .minute): ":"
        case (.year, _), (.month, _), (.day, .month), (.day, .year): " "
        default: "  "
        }
    }

    func keyBindings(_ description: RowDescription, state: RowUIState) -> [KeyBinding] {
        guard !description.isDisabled else { return [] }
        if state.editor != nil { return [KeyBinding("Enter", "apply"), KeyBinding("Esc", "cancel typing")] }
        return [KeyBinding("←→", "component"), KeyBinding("+/-", "change"), KeyBinding("0-9", "type")]
    }

    /// Typed date text not yet applied with Enter is applied as Enter would.
    func pendingAction(_ description: RowDescription, state: RowUIState) -> RowAction? {
        guard !description.isDisabled, let editor = state.editor else { return nil }
        return .setText(editor.text)
    }

    /// A paste is typed as date text, as a digit starts it: into the text being typed, or as
    /// new text, applied with Enter ("1 Dec 2026", "2026-12-01T09:30").
    func handle(paste text: String, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool {
        guard !description.isDisabled, case .date(let entry) = description.control else { return false }
        let pasted = PastedText.oneLine(text)
        guard !pasted.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
        let starting = context.state.editor == nil
        var editor = context.state.editor ?? TextEditor(text: "")
        editor.insert(starting ? pasted.trimmingCharacters(in: .whitespaces) : pasted)
        context.state.editor = editor
        if starting { context.showStatus("Typing a date like “\(entry.typingExample)” — Enter applies, Esc cancels") }
        return true
    }

    func handle(_ key: KeyEvent, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool {
        guard !description.isDisabled, case .date(let entry) = description.control else { return false }
        if var editor = context.state.editor {
            switch key.key {
            case .enter:
                context.perform(.setText(editor.text), on: row)
                context.state.editor = nil
                if let error = row.describe().errors.first { context.showStatus(error) }
            case .escape:
                context.state.editor = nil
            default:
                guard editor.handle(key) else { return false }
                context.state.editor = editor
            }
            return true
        }
        let wheels = entry.wheels
        guard !wheels.isEmpty else { return false }
        let selected = context.state.component(of: wheels.count)
        switch key.key {
        case .left: context.state.selectedComponent = max(0, selected - 1)
        case .right: context.state.selectedComponent = min(wheels.count - 1, selected + 1)
        case .character("+"), .character("="): context.perform(.stepDate(wheels[selected].component, by: 1), on: row)
        case .character("-"): context.perform(.stepDate(wheels[selected].component, by: -1), on: row)
        case .character(let character) where character.isNumber && key.modifiers.isEmpty:
            var editor = TextEditor(text: "")
            editor.insert(String(character))
            context.state.editor = editor
            context.showStatus("Typing a date like “\(entry.typingExample)” — Enter applies, Esc cancels")
        default:
            return false
        }
        return true
    }
}
