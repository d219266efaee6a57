import Eureka
import TerminalKit

/// Sliders, steppers and segmented rows: ←/→ (or -/+) adjust, drawn as a bar, a stepper or
/// segments.
struct AdjustableAdapter: TerminalRowAdapter {
    func handles(_ row: BaseRow) -> Bool {
        row is AdjustableRow
    }

    func display(of row: BaseRow, in context: RowContext) -> RowDisplay {
        let theme = context.theme
        let title = row.baseCell?.textLabel?.text ?? row.title
        var value = StyledLine()
        if let slider = row as? SliderRow {
            let control = slider.cell.slider
            let barWidth = max(5, min(20, context.valueWidth - 8))
            let filled = Int((control.fraction * Double(barWidth - 1)).rounded())
            value.append(String(repeating: "━", count: filled), style: theme.rowValue)
            value.append("●", style: theme.rowValue.merging(TextStyle(bold: true)))
            value.append(String(repeating: "─", count: max(0, barWidth - 1 - filled)), style: theme.off)
            if !slider.shouldHideValue, let text = slider.cell.valueLabel.text { value.append(" " + text, style: theme.rowValue) }
        } else if let stepper = row as? StepperRow {
            let control = stepper.cell.stepper
            value.append("− ", style: control.canDecrement ? theme.rowValue : theme.off)
            value.append(stepper.cell.valueLabel.text ?? stepper.displayText ?? "", style: theme.rowValue)
            value.append(" +", style: control.canIncrement ? theme.rowValue : theme.off)
        } else if let segments = row.baseCell.map(SegmentedControlReader.control(in:)) ?? nil {
            for (index, title) in segments.titles.enumerated() {
                if index > 0 { value.append("│", style: theme.off) }
                let selected = index == segments.selectedSegmentIndex
                value.append(" \(title) ", style: selected ? theme.selectedOption.merging(TextStyle(inverse: true)) : theme.rowValue)
            }
        }
        return RowDisplay(title: title, value: value)
    }

    func keyBindings(for row: BaseRow, in context: RowContext) -> [KeyBinding] {
        row.isDisabled ? [] : [KeyBinding("←→", row.baseCell.flatMap(SegmentedControlReader.control(in:)) != nil ? "choose" : "adjust")]
    }

    func handle(_ key: KeyEvent, on row: BaseRow, in context: RowContext) -> Bool {
        guard let adjustable = row as? AdjustableRow, !row.isDisabled else { return false }
        switch key.key {
        case .right, .character("+"), .character("="), .character("l"): adjustable.increment()
        case .left, .character("-"), .character("h"): adjustable.decrement()
        default: return false
        }
        return true
    }
}

/// Finds the segmented control of a `SegmentedRow<T>` whatever its `T`.
enum SegmentedControlReader {
    static func control(in cell: BaseCell) -> SegmentedControl? {
        (cell as? SegmentedControlCell)?.segmentedControl
    }
}

/// A cell with a segmented control, whatever its value type.
protocol SegmentedControlCell {
    var segmentedControl: SegmentedControl { get }
}

extension SegmentedCell: SegmentedControlCell {}
