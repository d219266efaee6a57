import Eureka
import TerminalKit

/// Rows shown as a title and a value, where Enter (or Space) presses: read-only text, buttons
/// (a centred title), inline parents (▸/▾), choices that open a selector or an alert (with a
/// spinner while options load), presenters, selectable options and add buttons.
struct ValueAdapter: ControlAdapter {
    func display(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
        let theme = context.theme
        var title = description.title
        if let symbol = description.appearance.imageSymbol { title = symbol + " " + (title ?? "") }
        if case .addButton(let showsIcon) = description.control, showsIcon { title = "＋ " + (title ?? "Add") }
        var value = StyledLine()
        if description.isLoading {
            value.append(Spinner.frame(context.tick) + " Loading…", style: theme.status)
        } else if let text = description.valueText {
            value.append(text, style: theme.style(theme.rowValue, color: description.appearance.valueColor, font: description.appearance.valueFont))
        }
        var accessory = Self.accessory(for: description.appearance.accessory)
        if case .inlineParent(let parent) = description.control { accessory = parent.isExpanded ? "▾" : "▸" }
        var layout = RowDisplay.Layout.titleAndValue
        if case .action = description.control, value.width == 0 { layout = .centeredTitle }
        var display = RowDisplay(title: title, value: value, accessory: accessory, layout: layout)
        if case .addButton = description.control { display.titleStyle = theme.button }
        return display
    }

    func keyBindings(_ description: RowDescription, state: RowUIState) -> [KeyBinding] {
        guard !description.isDisabled else { return [] }
        switch description.control {
        case .addButton: return [KeyBinding("Enter", "add")]
        case .inlineParent(let parent): return [KeyBinding("Enter", parent.isExpanded ? "collapse" : "expand")]
        case .singleChoice, .multipleChoice: return [KeyBinding("Enter", "choose")]
        case .action(let action): return [KeyBinding("Enter", action.presents == nil ? "press" : "open")]
        case .presenter: return [KeyBinding("Enter", "open")]
        case .selectableOption(let option): return [KeyBinding("Space", option.pressDeselects ? "deselect" : "select")]
        default: return []
        }
    }

    func handle(_ key: KeyEvent, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool {
        guard key == KeyEvent(.enter) || key == KeyEvent(.character(" ")) else { return false }
        context.perform(.press, on: row)
        return true
    }

    /// The glyph for a cell accessory.
    static func accessory(for type: CellAccessoryType) -> String? {
        switch type {
        case .none: nil
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .detailButton: "ⓘ"
        case .detailDisclosureButton: "ⓘ›"
        }
    }
}
