import Eureka
import TerminalKit

/// Sliders and steppers: a bar or − value +; ←/→ (or -/+, h/l) step.
struct NumberAdapter: ControlAdapter {
    func display(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
        guard case .number(let number) = description.control else { return ValueAdapter().display(description, in: context) }
        let theme = context.theme
        var value = StyledLine()
        switch number.style {
        case .slider:
            let barWidth = max(5, min(20, context.valueWidth - 8))
            let filled = Int((number.fraction * Double(barWidth - 1)).rounded())
            value.append(String(repeating: "━", count: filled), style: theme.rowValue)
            value.append("●", style: theme.rowValue.merging(TextStyle(bold: true)))
            value.append(String(repeating: "─", count: max(0, barWidth - 1 - filled)), style: theme.off)
            if let text = number.valueText { value.append(" " + text, style: theme.rowValue) }
        case .stepper:
            let enabled = !description.isDisabled
            value.append("− ", style: enabled && number.canDecrement ? theme.rowValue : theme.off)
            value.append(number.valueText ?? "", style: theme.rowValue)
            value.append(" +", style: enabled && number.canIncrement ? theme.rowValue : theme.off)
        }
        return RowDisplay(title: description.title, value: value)
    }

    func keyBindings(_ description: RowDescription, state: RowUIState) -> [KeyBinding] {
        guard !description.isDisabled, case .number(let number) = description.control else { return [] }
        if let digits = digitRange(number) { return [KeyBinding("←→", "adjust"), KeyBinding("\(digits.lowerBound)-\(digits.upperBound)", "set")] }
        return [KeyBinding("←→", "adjust")]
    }

    /// Whole-number controls whose every value is one digit (a rating, a count up to 9) take a
    /// typed digit as the value.
    private func digitRange(_ number: BoundedNumber) -> ClosedRange<Int>? {
        guard number.style == .stepper, number.step == 1, number.minimum >= 0, number.maximum <= 9,
            number.minimum == number.minimum.rounded(), number.maximum == number.maximum.rounded()
        else { return nil }
        return Int(number.minimum)...Int(number.maximum)
    }

    func handle(_ key: KeyEvent, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool {
        guard !description.isDisabled else { return false }
        switch key.key {
        case .right, .character("+"), .character("="), .character("l"): context.perform(.step(1), on: row)
        case .left, .character("-"), .character("h"): context.perform(.step(-1), on: row)
        case .character(let character) where key.modifiers.isEmpty:
            guard case .number(let number) = description.control, let digits = digitRange(number),
                let digit = character.wholeNumberValue, character.isASCII, digits.contains(digit)
            else { return false }
            context.perform(.setNumber(Double(digit)), on: row)
        default: return false
        }
        return true
    }
}
