import Eureka
import TerminalKit

/// Text entries (field rows and text areas): the real cursor in the field, editing keys, the
/// entry's input filter applied to what is typed or pasted, placeholders and secure entry.
struct TextAdapter: ControlAdapter {
    func display(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
        guard case .text(let entry) = description.control else { return ValueAdapter().display(description, in: context) }
        let theme = context.theme
        let mask: Character? = entry.isSecure ? "•" : nil
        let valueStyle = theme.style(theme.rowValue, color: description.appearance.valueColor, font: nil)
        if entry.isMultiline {
            return multilineDisplay(description, entry: entry, context: context, style: valueStyle)
        }
        if context.isFocused, let editor = context.state.editor, entry.isEditing {
            let window = editor.visibleWindow(width: max(1, context.valueWidth - 1), mask: mask)
            var value = StyledLine(window.text, style: valueStyle)
            if editor.text.isEmpty, let placeholder = entry.placeholder {
                value = StyledLine(placeholder, style: theme.placeholder)
            }
            return RowDisplay(title: description.title, value: value, layout: .editing, cursorColumn: window.cursorColumn)
        }
        // Text that did not become the value is shown as typed, beside its error, as on a page:
        // the value kept is the last one that read, which nobody typed as it is.
        let text = entry.rejectedText ?? entry.text
        if text.isEmpty {
            return RowDisplay(title: description.title, value: StyledLine(entry.placeholder ?? "", style: theme.placeholder))
        }
        let shown = mask.map { String(repeating: $0, count: min(text.count, 12)) } ?? text
        var display = RowDisplay(title: description.title, value: StyledLine(shown, style: valueStyle))
        display.valueAlignment = entry.alignment
        return display
    }

    /// Text areas: the title on the row's line, the text wrapped on the lines below.
    private func multilineDisplay(_ description: RowDescription, entry: TextEntry, context: RowDrawingContext, style: TextStyle) -> RowDisplay {
        let width = Self.textAreaWidth(lineWidth: context.lineWidth)
        let minimumLines = max(1, entry.lineCount)
        var lines: [StyledLine]
        var cursor: (line: Int, column: Int)?
        if context.isFocused, let editor = context.state.editor, entry.isEditing {
            // The layout kept since focus (`focusGained`), or one for this frame alone.
            let layout = context.state.textAreaLayout ?? TextAreaLayout()
            let wrapped = layout.wrap(editor.text, width: width, cursor: editor.cursor, style: style)
            lines = wrapped.lines
            cursor = (wrapped.cursorLine, wrapped.cursorColumn)
            if editor.text.isEmpty, let placeholder = entry.placeholder { lines = [StyledLine(placeholder, style: context.theme.placeholder)] }
        } else {
            lines =
                entry.text.isEmpty
                ? [StyledLine(entry.placeholder ?? "", style: context.theme.placeholder)]
                : WrappedText(entry.text, width: width, cursor: 0).lines.map { StyledLine($0, style: style) }
        }
        while lines.count < minimumLines { lines.append(StyledLine()) }
        guard description.title?.isEmpty == false else {
            // Untitled: the text starts on the row's own line, the rest lines up under it.
            var display = RowDisplay(title: nil, value: lines[0], layout: cursor != nil ? .editing : .titleAndValue, extraLines: Array(lines.dropFirst()))
            display.extraLinesIndent = 2
            if let cursor {
                if cursor.line == 0 { display.cursorColumn = cursor.column } else { display.extraLinesCursor = (cursor.line - 1, cursor.column) }
            }
            return display
        }
        var display = RowDisplay(title: description.title, extraLines: lines)
        display.extraLinesCursor = cursor
        return display
    }

    func keyBindings(_ description: RowDescription, state: RowUIState) -> [KeyBinding] {
        guard case .text(let entry) = description.control, entry.isEditable else { return [] }
        return entry.isMultiline
            ? [KeyBinding("type", "edit"), KeyBinding("Enter", "new line"), KeyBinding("↑↓", "lines"), KeyBinding("^W/^U", "delete word/line")]
            : [KeyBinding("type", "edit"), KeyBinding("←→", "cursor"), KeyBinding("^W/^U", "delete word/start")]
    }

    func handle(_ key: KeyEvent, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool {
        guard case .text(let entry) = description.control, entry.isEditable, var editor = context.state.editor else { return false }
        if key.key == .enter, !entry.isMultiline {
            // Enter leaves the field for the next one, committing the text on the way.
            if !context.interaction.focusNext() { context.interaction.moveFocus(.down) }
            return true
        }
        switch key.key {
        case .character(let character) where key.modifiers.isDisjoint(with: [.control, .alt, .meta]):
            return insert(String(character), into: &editor, entry: entry, row: row, context: &context)
        case .up where entry.isMultiline && key.modifiers.isEmpty, .down where entry.isMultiline && key.modifiers.isEmpty:
            // Between the lines on screen; from the first or last one, on to the next row.
            let width = Self.textAreaWidth(lineWidth: context.lineWidth)
            // Only the paragraphs of the two lines are measured, however long the text.
            let layout = context.state.textAreaLayout ?? TextAreaLayout()
            let here = layout.place(of: editor.cursor, in: editor.text, width: width)
            let goal = editor.goalColumn ?? here.column
            let places = layout.places(onLine: here.line + (key.key == .up ? -1 : 1), in: editor.text, width: width)
            guard let target = Self.position(nearColumn: goal, among: places) else { return false }
            editor.moveCursor(to: target, aimingAtColumn: goal)
            commit(editor, row: row, context: &context)
            return true
        case .up, .down, .tab, .escape, .pageUp, .pageDown:
            return false
        default:
            if entry.reformatsWhileTyping, key.modifiers.isEmpty {
                Self.stepOverSeparator(for: key.key, in: &editor, decimalSeparator: entry.decimalSeparator)
            }
            guard editor.handle(key) else { return false }
            commit(editor, row: row, context: &context)
            return true
        }
    }

    /// A paste goes in whole or not at all: when the field's keyboard would refuse some of its
    /// characters, inserting the rest could change its meaning without a word ("2.75" into a
    /// whole-number field would read 275), so the paste is refused and the status names what
    /// the field does not take. A single-line field takes a pasted line's line breaks around it
    /// off and a space for each one or tab inside, so no two words join; spaces stay where the
    /// field takes them (a password's are part of it). Where the keyboard refuses the paste as
    /// it stands, its blank space around it and the grouping of its digits are taken out
    /// (`TextEntry.pasteFitted(_:)`), so a number copied as a field shows it ("1,234.50") goes in.
    ///
    /// In a field that reads typed keys otherwise than written text (a till, filling digits
    /// from the right: `TextEntry.pasteReplacesText`), a paste is an amount written out: it
    /// replaces the amount shown and is read whole, as a posted page or a line-mode answer is
    /// ("12.5" is 12.5, also into "0.00" or "1.25"; "125" is 125). Typed keys there move every
    /// digit along rather than going in at a place, so there is no place to insert a number
    /// at: put among the digits, "12.5" met the separator shown and was refused, and into an
    /// empty till it was read as the keys 1, 2, 5 (1.25).
    func handle(paste text: String, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool {
        guard case .text(let entry) = description.control, entry.isEditable, var editor = context.state.editor else { return false }
        let replaces = entry.pasteReplacesText && !entry.isMultiline
        // A paste that replaces the text is screened as typed into an empty field.
        let (into, at) = replaces ? ("", 0) : (editor.text, editor.cursor)
        var pasted = entry.isMultiline ? ControlCharacterFilter.filter(text, keepingLineBreaks: true) : PastedText.oneLine(text)
        var (accepted, refused) = entry.inputFilter.screen(pasted, into: into, at: at)
        if !refused.isEmpty, !entry.isMultiline, let fitted = entry.pasteFitted(pasted) {
            // Fitted or not, the status names what the field still refuses ("." in "1,234.5"
            // for a whole number, not the grouping it takes).
            let screened = entry.inputFilter.screen(fitted, into: into, at: at)
            (pasted, accepted, refused) = (fitted, screened.accepted, screened.refused)
        }
        guard refused.isEmpty else {
            context.showStatus("Not pasted: " + entry.inputFilter.refusal(ControlCharacterFilter.filter(refused), quotedAfter: "this field does not take"))
            return true
        }
        if replaces, !accepted.isEmpty {
            replace(with: accepted, row: row, context: &context)
            return true
        }
        return insert(accepted, from: pasted, filter: entry.inputFilter, into: &editor, row: row, context: &context)
    }

    /// Commits `text` whole (`.setText`: read as written, not as keys), then goes on editing
    /// the text the row made of it ("12.50"), the cursor at its end, as after typing.
    private func replace(with text: String, row: BaseRow, context: inout RowKeyContext) {
        context.perform(.setText(text), on: row)
        guard case .text(let entry) = row.control else { return }
        // Text that did not read is edited on as it was pasted, with its error.
        let shown = entry.rejectedText ?? entry.text
        context.perform(.editText(shown, cursor: shown.count), on: row)
        var updated = TextEditor(text: shown, allowsNewlines: false)
        if case .text(let edited) = row.control { updated = TextEditor(text: edited.text, allowsNewlines: false) }
        updated.moveCursor(to: updated.text.count)
        context.state.editor = updated
    }

    /// Before Backspace (or Delete) in text the formatter regroups as it is typed: with a
    /// grouping separator beside the cursor ("1,|234"), the cursor moves past it, so the digit
    /// beyond is deleted; deleting the separator alone did nothing, as formatting put it
    /// straight back. The decimal separator and a minus sign are deleted as typed.
    static func stepOverSeparator(for key: Key, in editor: inout TextEditor, decimalSeparator: String) {
        let characters = Array(editor.text)
        let isGrouping = { (character: Character) in
            !character.isNumber && String(character) != decimalSeparator && character != "-" && character != "\u{2212}"
        }
        var cursor = editor.cursor
        switch key {
        case .backspace:
            while cursor > 1, isGrouping(characters[cursor - 1]), characters[cursor - 2].isNumber { cursor -= 1 }
        case .delete:
            while cursor + 1 < characters.count, isGrouping(characters[cursor]), characters[cursor + 1].isNumber { cursor += 1 }
        default:
            return
        }
        if cursor != editor.cursor { editor.moveCursor(to: cursor) }
    }

    /// The columns a text area's text wraps to on a screen `lineWidth` wide: the lines sit
    /// indented under the title, with room for the cursor after a full line.
    static func textAreaWidth(lineWidth: Int) -> Int {
        max(2, lineWidth - 6)
    }

    /// The position among `places` (one line's, in order) whose column is nearest `column`
    /// without passing it (the first when every column is past it); nil when there are none.
    static func position(nearColumn column: Int, among places: [(position: Int, column: Int)]) -> Int? {
        var best: Int?
        for place in places {
            if best == nil || place.column <= column { best = place.position }
            if place.column > column { break }
        }
        return best
    }

    func focusGained(_ description: RowDescription, state: inout RowUIState) {
        guard case .text(let entry) = description.control, entry.isEditing else { return }
        state.editor = TextEditor(text: entry.text, allowsNewlines: entry.isMultiline)
        if entry.isMultiline { state.textAreaLayout = TextAreaLayout() }
    }

    /// Inserts a typed key if the entry's keyboard has it (digits only on a number pad, …),
    /// in capitals for `.allCharacters`.
    private func insert(_ text: String, into editor: inout TextEditor, entry: TextEntry, row: BaseRow, context: inout RowKeyContext) -> Bool {
        insert(
            entry.inputFilter.filter(text, into: editor.text, at: editor.cursor), from: text, filter: entry.inputFilter, into: &editor, row: row,
            context: &context)
    }

    /// Inserts what the filter accepted of `text`; when nothing was, the status says so, and
    /// why when a person might not see it (a comma in a field whose decimal separator is ".").
    private func insert(
        _ allowed: String, from text: String, filter: TextInputFilter, into editor: inout TextEditor, row: BaseRow, context: inout RowKeyContext
    ) -> Bool {
        if allowed.isEmpty {
            let refused = ControlCharacterFilter.filter(text)
            if filter.refusalHint(for: refused) != nil {
                context.showFieldHint(filter.typingRefusal(refused))
            } else {
                context.showStatus(filter.typingRefusal(refused))
            }
            return true
        }
        editor.insert(allowed)
        commit(editor, row: row, context: &context)
        return true
    }

    /// Sends the text to the row (which parses it), then takes back the row's version of the
    /// text when it reformats during input.
    private func commit(_ editor: TextEditor, row: BaseRow, context: inout RowKeyContext) {
        context.perform(.editText(editor.text, cursor: editor.cursor), on: row)
        var updated = editor
        if case .text(let entry) = row.control, entry.text != editor.text {
            updated = TextEditor(text: entry.text, allowsNewlines: editor.allowsNewlines)
            updated.moveCursor(to: entry.cursorPosition ?? updated.text.count)
        }
        context.state.editor = updated
    }
}
