import Eureka
import Foundation
import TerminalKit

/// Turns a row's description into a line prompt: every control has one, custom rows included.
enum LinePromptBuilder {
    /// A row without a title is asked by its placeholder, else by `fallbackTitle` (its section's
    /// header or its tag): never by an internal name when the row shows a better one.
    static func prompt(for description: RowDescription, fallbackTitle: String) -> LinePrompt {
        var placeholder: String?
        if case .text(let entry) = description.control, let text = entry.placeholder, !text.isEmpty { placeholder = text }
        // A required row says so when asked, as the page marks it: an empty answer moved on
        // without a word, and the problem came only at "Cannot submit".
        let title = (description.title ?? placeholder ?? fallbackTitle) + (description.isRequired ? " (required)" : "")
        return prompt(for: description.control, description: description, title: title)
    }

    /// A selector's own question after the row's title, so rows sharing one ("Pick a size")
    /// are told apart.
    private static func question(_ title: String, selectorTitle: String?) -> String {
        guard let selectorTitle, !selectorTitle.isEmpty, selectorTitle != title else { return title }
        return "\(title) — \(selectorTitle)"
    }

    private static func prompt(for control: RowControl, description: RowDescription, title: String) -> LinePrompt {
        switch control {
        case .text(let entry):
            guard entry.isEditable else { return .show(shown(title, entry.text)) }
            // An answer is typed text like a field's: escape sequences and controls never reach
            // the value, and it goes through the field's keyboard as a paste would in full
            // screen: in whole (capitals for codes) or refused, saying what the field does not take.
            let current = entry.text.isEmpty ? nil : (entry.isSecure ? "••••" : entry.text)
            return .text(question: title, current: current, isSecret: entry.isSecure) { answer in
                // A tab would become a space (as in a paste): in a secret that changes it unseen.
                if entry.isSecure, answer.contains("\t") { return .problem("a password cannot hold a tab: type it without") }
                guard var typed = typedText(answer, keepingLineBreaks: entry.isMultiline) else { return onlyControlKeys }
                // The answer is kept as typed, spaces around it included (a password's are
                // part of it), where the field takes spaces; where it refuses them (an email,
                // a number) blanks around it can only be a slip of the keyboard.
                if !entry.inputFilter.refusedCharacters(in: " ", into: "").isEmpty {
                    typed = typed.trimmingCharacters(in: .whitespaces)
                }
                let (accepted, refused) = entry.inputFilter.screen(typed, into: "")
                guard refused.isEmpty else { return .problem(entry.inputFilter.refusal(refused, quotedAfter: "this field does not take")) }
                return .perform(.setText(accepted))
            }
        case .toggle(let toggle):
            return .yesNo(question: title, current: toggle.isOn) { .perform(.setOn($0)) }
        case .singleChoice(let choice):
            // A value that is none of the options is listed last, as the current choice.
            return .choice(question: question(title, selectorTitle: choice.selectorTitle), options: choice.shownOptions, current: choice.shownSelectedIndex) {
                choice.isHeldValue($0) ? .keep : .perform(.choose($0))
            }
        case .multipleChoice(let choice):
            return .multipleChoice(
                question: question(title, selectorTitle: choice.selectorTitle), options: choice.options, current: Set(choice.selectedIndices)
            ) {
                .perform(.chooseSet($0))
            }
        case .number(let number):
            let range = "\(PromptNumberText.text(number.minimum))–\(PromptNumberText.text(number.maximum))"
            return .text(question: "\(title) (\(range))", current: number.value.map(PromptNumberText.text)) { answer in
                // "-" (clear) arrives as "": such a control always holds a number.
                guard !answer.isEmpty else { return .problem("this row always holds a number: type one, or Enter to keep it") }
                // Read as a page reads a number control's text: decimal only (no "0x8", "inf").
                guard let value = Double(fieldText: answer) else { return .problem("“\(answer)” is not a number") }
                guard value >= number.minimum, value <= number.maximum else { return .problem("choose between \(range)") }
                return .perform(.setNumber(value))
            }
        case .date(let entry):
            // A time is on some clock: its zone is said, as the page says it under the field.
            let zone = entry.timeZoneName.map { ", time zone \($0)" } ?? ""
            return .text(question: "\(title) (like \(entry.typingExample)\(zone))", current: entry.valueText) { answer in
                guard let typed = typedText(answer) else { return onlyControlKeys }
                return .perform(.setText(typed))
            }
        case .inlineParent(let parent):
            return prompt(for: parent.editor, description: description, title: title)
        case .action, .presenter:
            return .press(question: title)
        case .selectableOption(let option):
            return .yesNo(question: title, current: option.isSelected) { .perform(.setOn($0)) }
        case .addButton:
            return .press(question: description.title ?? "Add")
        case .readOnly, .custom, .wheels:
            return .show(shown(title, description.valueText))
        }
    }

    /// The text of an answer: a tab parts words as a space (as in a paste), controls and escape
    /// sequences go; nil when nothing is left of it (an arrow key pressed out of habit), which
    /// must neither clear the value nor pass for an answer.
    private static func typedText(_ answer: String, keepingLineBreaks: Bool = false) -> String? {
        // A text area's lines come joined by "\n" (see `LineModeSession`); its tabs are text too.
        let typed =
            keepingLineBreaks
            ? ControlCharacterFilter.filter(answer, keepingLineBreaks: true)
            : ControlCharacterFilter.filter(answer.replacingOccurrences(of: "\t", with: " "))
        let hadControls = typed != answer
        return hadControls && typed.allSatisfy(\.isWhitespace) ? nil : typed
    }

    private static let onlyControlKeys = LineAnswer.problem("only control keys were typed: type the text, or press Enter to keep the value")

    private static func shown(_ title: String, _ value: String?) -> String {
        guard let value, !value.isEmpty else { return title }
        return "\(title): \(value)"
    }
}
