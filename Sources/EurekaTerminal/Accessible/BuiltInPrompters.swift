import Eureka
import Foundation

/// Line-mode prompts for the built-in row kinds. Rows that present a controller (selectors,
/// alerts) are handled by the session itself, which shows the presented options as a choice.
struct BuiltInLinePrompter: LineRowPrompter {
    func prompt(for row: BaseRow) -> LinePrompt? {
        let title = row.title ?? row.tag ?? "Value"
        switch row {
        case let input as TextInputRow where input.isTextInputEnabled:
            return .text(question: title, current: row.baseCell?.detailTextLabel?.text ?? (row.baseCell as? TextFieldCell)?.textField.text) { text in
                input.beginEditing()
                input.editingTextDidChange(to: text, cursorPosition: nil)
                input.endEditing()
                return input.inputError?.message
            }
        case let toggle as SwitchRow:
            return .yesNo(question: title, current: toggle.value) { toggle.value = $0; return nil }
        case let check as CheckRow:
            return .yesNo(question: title, current: check.value) { check.value = $0; return nil }
        case let slider as SliderRow:
            return .text(question: "\(title) (\(format(slider.minimumValue))–\(format(slider.maximumValue)))", current: slider.value.map(format)) { text in
                guard let number = Float(text.trimmingCharacters(in: .whitespaces)) else { return "“\(text)” is not a number" }
                guard number >= slider.minimumValue, number <= slider.maximumValue else { return "choose between \(format(slider.minimumValue)) and \(format(slider.maximumValue))" }
                slider.slide(to: number)
                return nil
            }
        case let stepper as StepperRow:
            return .text(question: "\(title) (\(format(stepper.minimumValue))–\(format(stepper.maximumValue)))", current: stepper.value.map(format)) { text in
                guard let number = Double(text.trimmingCharacters(in: .whitespaces)) else { return "“\(text)” is not a number" }
                guard number >= stepper.minimumValue, number <= stepper.maximumValue else { return "choose between \(format(stepper.minimumValue)) and \(format(stepper.maximumValue))" }
                stepper.value = number
                return nil
            }
        case let date as DateInputRow:
            return .text(question: "\(title) (like \(date.textForTyping))", current: row.baseCell?.detailTextLabel?.text) { text in
                date.setDate(fromText: text)
                return date.inputError?.message
            }
        case let picker as PickerComponentsRow:
            return pickerPrompt(picker, title: title)
        default:
            if let segments = row.baseCell.flatMap(SegmentedControlReader.control(in:)), let adjustable = row as? AdjustableRow {
                return .choice(question: title, options: segments.titles, current: segments.selectedSegmentIndex) { index in
                    // Step to the chosen segment through the row, so the change pipeline runs.
                    var guardCount = segments.titles.count * 2
                    while segments.selectedSegmentIndex != index, guardCount > 0 {
                        if (segments.selectedSegmentIndex ?? -1) < index { adjustable.increment() } else { adjustable.decrement() }
                        row.updateCell()
                        guardCount -= 1
                    }
                    return nil
                }
            }
            return nil
        }
    }

    /// A single wheel is one choice; several wheels are asked one by one by the session.
    private func pickerPrompt(_ picker: PickerComponentsRow, title: String) -> LinePrompt? {
        let components = picker.pickerComponents
        guard components.count == 1, let component = components.first else { return nil }
        return .choice(question: title, options: component.titles, current: component.selectedIndex) { index in
            picker.selectPickerOption(at: index, inComponent: 0)
            return nil
        }
    }

    private func format(_ number: Float) -> String { format(Double(number)) }
    private func format(_ number: Double) -> String {
        PromptNumberText.text(number)
    }
}
