import Eureka
import TerminalKit

/// Picker wheels, inline or always shown: with one wheel ←/→ choose; with several ←/→ select
/// the wheel and +/- turn it.
struct WheelAdapter: ControlAdapter {
    private func components(_ control: RowControl) -> [PickerComponent] {
        switch control {
        case .singleChoice(let choice): [PickerComponent(titles: choice.options, selectedIndex: choice.selectedIndex)]
        case .wheels(let wheels): wheels.components
        default: []
        }
    }

    func display(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
        let components = components(description.control)
        let selected = context.state.component(of: components.count)
        // A value that is none of the options is still the value: shown, not "–".
        var heldTitle: String?
        if case .singleChoice(let choice) = description.control { heldTitle = choice.heldValueTitle }
        var value = StyledLine()
        for (index, component) in components.enumerated() {
            if index > 0 { value.append("  ", style: context.theme.rowValue) }
            let title = component.selectedIndex.flatMap { component.titles.indices.contains($0) ? component.titles[$0] : nil } ?? heldTitle ?? "–"
            let canStep = components.count == 1 || index == selected
            let arrows = context.isFocused && canStep && !description.isDisabled
            var style = context.theme.rowValue
            if context.isFocused, components.count > 1, index == selected { style = style.merging(TextStyle(underline: true)) }
            value.append((arrows ? "‹ " : "") + title + (arrows ? " ›" : ""), style: style)
        }
        // An inline picker sits right under its row, which already names it: wheels only.
        return RowDisplay(title: description.isInlineRow ? nil : description.title, value: value)
    }

    func keyBindings(_ description: RowDescription, state: RowUIState) -> [KeyBinding] {
        guard !description.isDisabled else { return [] }
        return components(description.control).count > 1 ? [KeyBinding("←→", "wheel"), KeyBinding("+/-", "turn")] : [KeyBinding("←→", "choose")]
    }

    func handle(_ key: KeyEvent, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool {
        guard !description.isDisabled else { return false }
        let components = components(description.control)
        let count = components.count
        guard count > 0 else { return false }
        let selected = context.state.component(of: count)
        switch key.key {
        case .left where count > 1: context.state.selectedComponent = max(0, selected - 1)
        case .right where count > 1: context.state.selectedComponent = min(count - 1, selected + 1)
        case .left, .character("-"): turn(description.control, components, count > 1 ? selected : 0, by: -1, row: row, context: &context)
        case .right, .character("+"), .character("="): turn(description.control, components, count > 1 ? selected : 0, by: 1, row: row, context: &context)
        default: return false
        }
        return true
    }

    /// Moves one wheel by a step, stopping at its ends; without a selection a step forward
    /// picks the first option and a step back the last.
    private func turn(_ control: RowControl, _ components: [PickerComponent], _ index: Int, by delta: Int, row: BaseRow, context: inout RowKeyContext) {
        let titles = components[index].titles
        guard !titles.isEmpty else { return }
        let target = components[index].selectedIndex.map { min(max($0 + delta, 0), titles.count - 1) } ?? (delta > 0 ? 0 : titles.count - 1)
        guard target != components[index].selectedIndex else { return }
        if case .singleChoice = control {
            context.perform(.choose(target), on: row)
        } else {
            context.perform(.choosePickerOption(component: index, index: target), on: row)
        }
    }
}
