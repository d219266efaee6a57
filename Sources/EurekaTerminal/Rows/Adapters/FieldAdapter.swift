import Eureka
import TerminalKit

/// Text-input rows (all field rows and text areas): the real cursor in the field, editing keys,
/// the field's input filter applied to what is typed or pasted, placeholders and secure entry.
struct FieldAdapter: TerminalRowAdapter {
    func handles(_ row: BaseRow) -> Bool {
        row is TextInputRow && row.baseCell is TextFieldCell
    }

    private func parts(_ row: BaseRow) -> (TextInputRow, CellTextField) {
        ((row as! TextInputRow), (row.baseCell as! TextFieldCell).textField)
    }

    func display(of row: BaseRow, in context: RowContext) -> RowDisplay {
        let (input, field) = parts(row)
        let theme = context.theme
        let title = row.baseCell?.textLabel?.text ?? row.title
        let mask: Character? = field.isSecureTextEntry ? "•" : nil
        let valueStyle = theme.style(theme.rowValue, label: nil).merging(TextStyle(foreground: TerminalTheme.terminalColor(for: field.textColor) ?? .default))
        if field.isMultiline {
            return multilineDisplay(title: title, input: input, field: field, context: context, style: valueStyle)
        }
        if context.isFocused, let editor = context.editor, input.isEditingText {
            let window = editor.visibleWindow(width: max(1, context.valueWidth - 1), mask: mask)
            var value = StyledLine(window.text, style: valueStyle)
            if editor.text.isEmpty, let placeholder = field.placeholder {
                value = StyledLine(placeholder, style: theme.placeholder)
            }
            return RowDisplay(title: title, value: value, layout: .editing, cursorColumn: window.cursorColumn)
        }
        let text = field.text ?? ""
        if text.isEmpty {
            return RowDisplay(title: title, value: StyledLine(field.placeholder ?? "", style: theme.placeholder))
        }
        let shown = mask.map { String(repeating: $0, count: min(text.count, 12)) } ?? text
        return RowDisplay(title: title, value: StyledLine(shown, style: valueStyle))
    }

    /// Text areas: the title on the row's line, the text wrapped on the lines below.
    private func multilineDisplay(title: String?, input: TextInputRow, field: CellTextField, context: RowContext, style: TextStyle) -> RowDisplay {
        let width = max(10, context.lineWidth - 6)
        let minimumLines = max(1, (input as? TextAreaRow).map { ($0.cell.preferredLineCount) } ?? 3)
        var lines: [StyledLine]
        var cursor: (line: Int, column: Int)?
        if context.isFocused, let editor = context.editor, input.isEditingText {
            let layout = WrappedText(editor.text, width: width, cursor: editor.cursor)
            lines = layout.lines.map { StyledLine($0, style: style) }
            if editor.text.isEmpty, let placeholder = field.placeholder { lines = [StyledLine(placeholder, style: context.theme.placeholder)] }
            cursor = (layout.cursorLine, layout.cursorColumn)
        } else {
            let text = field.text ?? ""
            lines = text.isEmpty
                ? [StyledLine(field.placeholder ?? "", style: context.theme.placeholder)]
                : WrappedText(text, width: width, cursor: 0).lines.map { StyledLine($0, style: style) }
        }
        while lines.count < minimumLines { lines.append(StyledLine()) }
        guard title?.isEmpty == false else {
            // Untitled: the text starts on the row's own line, the rest lines up under it.
            var display = RowDisplay(title: nil, value: lines[0], layout: cursor != nil ? .editing : .titleAndValue, extraLines: Array(lines.dropFirst()))
            display.extraLinesIndent = 2
            if let cursor {
                if cursor.line == 0 { display.cursorColumn = cursor.column } else { display.extraLinesCursor = (cursor.line - 1, cursor.column) }
            }
            return display
        }
        var display = RowDisplay(title: title, extraLines: lines)
        display.extraLinesCursor = cursor
        return display
    }

    func keyBindings(for row: BaseRow, in context: RowContext) -> [KeyBinding] {
        let (input, field) = parts(row)
        guard input.isTextInputEnabled else { return [] }
        return field.isMultiline
            ? [KeyBinding("type", "edit"), KeyBinding("Enter", "new line"), KeyBinding("^W/^U", "delete word/line")]
            : [KeyBinding("type", "edit"), KeyBinding("←→", "cursor"), KeyBinding("^W/^U", "delete word/all")]
    }

    func handle(_ key: KeyEvent, on row: BaseRow, in context: RowContext) -> Bool {
        let (input, field) = parts(row)
        guard input.isTextInputEnabled, var editor = context.editor else { return false }
        if key.key == .enter, !field.isMultiline {
            // Enter leaves the field for the next one, committing the text on the way.
            if !context.interaction.focusNext() { context.interaction.moveFocus(.down) }
            return true
        }
        switch key.key {
        case .character(let character) where key.modifiers.isDisjoint(with: [.control, .alt, .meta]):
            return insert(String(character), into: &editor, input: input, context: context)
        case .up, .down, .tab, .escape, .pageUp, .pageDown:
            return false
        default:
            guard editor.handle(key) else { return false }
            commit(editor, to: input, context: context)
            return true
        }
    }

    func handle(paste text: String, on row: BaseRow, in context: RowContext) -> Bool {
        let (input, _) = parts(row)
        guard input.isTextInputEnabled, var editor = context.editor else { return false }
        return insert(text, into: &editor, input: input, context: context)
    }

    func focusDidChange(_ isFocused: Bool, on row: BaseRow, in context: RowContext) {
        let (input, field) = parts(row)
        if isFocused, input.isEditingText {
            context.editor = TextEditor(text: input.editingText, allowsNewlines: field.isMultiline)
        } else {
            context.editor = nil
        }
    }

    /// Inserts what the field's filter lets through (digits only in a number field, …).
    private func insert(_ text: String, into editor: inout TextEditor, input: TextInputRow, context: RowContext) -> Bool {
        let allowed = input.textInputFilter.filter(text, into: editor.text, at: editor.cursor)
        if allowed.isEmpty {
            context.showStatus("“\(ControlCharacterFilter.filter(text))” cannot be typed here")
            return true
        }
        editor.insert(allowed)
        commit(editor, to: input, context: context)
        return true
    }

    /// Sends the text to the row (which parses it), then takes back the row's version of the
    /// text when it reformats during input.
    private func commit(_ editor: TextEditor, to input: TextInputRow, context: RowContext) {
        input.editingTextDidChange(to: editor.text, cursorPosition: editor.cursor)
        var updated = editor
        if input.editingText != editor.text {
            updated = TextEditor(text: input.editingText, allowsNewlines: editor.allowsNewlines)
            updated.moveCursor(to: input.editingCursorPosition ?? updated.text.count)
        }
        context.editor = updated
    }
}

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
