import Eureka
import TerminalKit

/// Date and time rows edited in place or with a picker shown: ←/→ choose the component, +/-
/// change it (clamped to the limits, snapped to the minute interval); typing digits edits the
/// date as text, applied with Enter.
struct DateAdapter: TerminalRowAdapter {
    func handles(_ row: BaseRow) -> Bool {
        row is DateInputRow
    }

    func display(of row: BaseRow, in context: RowContext) -> RowDisplay {
        let date = row as! DateInputRow
        let theme = context.theme
        // An inline picker sits right under its row, which already names it: wheels only.
        let title = row.inlineParentRow != nil ? nil : (row.baseCell?.textLabel?.text ?? row.title)
        if context.isFocused, let editor = context.editor {
            let window = editor.visibleWindow(width: max(1, context.valueWidth - 1))
            return RowDisplay(title: title, value: StyledLine(window.text, style: theme.rowValue), layout: .editing, cursorColumn: window.cursorColumn)
        }
        let showsWheels = context.isFocused || row.inlineParentRow != nil || isPickerStyle(row)
        guard showsWheels else {
            let text = row.baseCell?.detailTextLabel?.text ?? ""
            return RowDisplay(title: title, value: StyledLine(text, style: theme.rowValue))
        }
        let components = date.pickerComponentValues
        let selected = context.selectedComponent(of: row, count: components.count)
        var value = StyledLine()
        for (index, component) in components.enumerated() {
            if index > 0 { value.append(separator(between: components[index - 1].component, and: component.component), style: theme.rowValue) }
            var style = theme.rowValue
            if context.isFocused, index == selected, !row.isDisabled { style = style.merging(TextStyle(bold: true, underline: true)) }
            value.append(component.text, style: style)
        }
        return RowDisplay(title: title, value: value)
    }

    private func isPickerStyle(_ row: BaseRow) -> Bool {
        !(row.baseCell is DateCell)
    }

    private func separator(between first: DatePickerComponent, and second: DatePickerComponent) -> String {
        switch (first, second) {
        case (.hour, .minute): return ":"
        case (.year, _), (.month, _), (.day, .month), (.day, .year): return " "
        default: return "  "
        }
    }

    func keyBindings(for row: BaseRow, in context: RowContext) -> [KeyBinding] {
        guard !row.isDisabled else { return [] }
        if context.editor != nil { return [KeyBinding("Enter", "apply"), KeyBinding("Esc", "cancel typing")] }
        return [KeyBinding("←→", "component"), KeyBinding("+/-", "change"), KeyBinding("0-9", "type")]
    }

    func handle(_ key: KeyEvent, on row: BaseRow, in context: RowContext) -> Bool {
        guard !row.isDisabled else { return false }
        let date = row as! DateInputRow
        if var editor = context.editor {
            switch key.key {
            case .enter:
                date.setDate(fromText: editor.text)
                context.editor = nil
                if let error = date.inputError { context.showStatus(error.message) }
            case .escape:
                context.editor = nil
            default:
                guard editor.handle(key) else { return false }
                context.editor = editor
            }
            return true
        }
        let components = date.pickerComponentValues
        guard !components.isEmpty else { return false }
        let selected = context.selectedComponent(of: row, count: components.count)
        switch key.key {
        case .left: context.selectComponent(max(0, selected - 1), of: row)
        case .right: context.selectComponent(min(components.count - 1, selected + 1), of: row)
        case .character("+"), .character("="): date.step(components[selected].component, by: 1)
        case .character("-"): date.step(components[selected].component, by: -1)
        case .character(let character) where character.isNumber && key.modifiers.isEmpty:
            var editor = TextEditor(text: "")
            editor.insert(String(character))
            context.editor = editor
            context.showStatus("Typing a date like “\(date.textForTyping)” — Enter applies, Esc cancels")
        default:
            return false
        }
        return true
    }

    func focusDidChange(_ isFocused: Bool, on row: BaseRow, in context: RowContext) {
        if !isFocused { context.editor = nil }
    }
}
