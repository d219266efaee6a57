import Eureka

/// How the line mode asks about one row.
public enum LinePrompt {
    /// Show the row's text and move on (labels, read-only rows).
    case show(String)
    /// Ask for text; `apply` turns the answer into the value or returns an error message.
    case text(question: String, current: String?, apply: (String) -> String?)
    /// Ask to pick one of numbered options; `apply` gets the chosen index.
    case choice(question: String, options: [String], current: Int?, apply: (Int) -> String?)
    /// Ask to pick any of numbered options (comma-separated numbers); `apply` gets the indices.
    case multipleChoice(question: String, options: [String], current: Set<Int>, apply: (Set<Int>) -> String?)
    /// Ask yes or no.
    case yesNo(question: String, current: Bool?, apply: (Bool) -> String?)
    /// Offer an action (buttons): answering "y" runs it.
    case action(question: String, run: () -> Void)
}

/// Turns rows into line-mode prompts; the built-in row kinds have one each, and apps can add
/// their own for custom rows.
///
/// ```swift
/// struct RatingPrompter: LineRowPrompter {
///     func prompt(for row: BaseRow) -> LinePrompt? {
///         guard let row = row as? RatingRow else { return nil }
///         return .choice(question: row.title ?? "Rating", options: ["★", "★★", "★★★"], current: row.value.map { $0 - 1 }) { row.value = $0 + 1; return nil }
///     }
/// }
/// ```
public protocol LineRowPrompter {
    /// The prompt for `row`, or nil when this prompter does not know the row.
    func prompt(for row: BaseRow) -> LinePrompt?
}

/// Rows with a plain value type: text, whole and decimal numbers, yes/no; others are shown.
struct GenericLinePrompter: LineRowPrompter {
    func prompt(for row: BaseRow) -> LinePrompt? {
        let title = row.title ?? row.tag ?? "Value"
        let current = row.baseValue
        if row.accepts(value: "") {
            return .text(question: title, current: current.map { "\($0)" }) { answer in
                row.baseValue = answer.isEmpty ? nil : answer
                return nil
            }
        }
        if row.accepts(value: 0) {
            return .text(question: title, current: current.map { "\($0)" }) { answer in
                guard !answer.isEmpty else { row.baseValue = nil; return nil }
                guard let number = Int(answer.trimmingCharacters(in: .whitespaces)) else { return "“\(answer)” is not a whole number" }
                row.baseValue = number
                return nil
            }
        }
        if row.accepts(value: 0.0) {
            return .text(question: title, current: current.map { "\($0)" }) { answer in
                guard !answer.isEmpty else { row.baseValue = nil; return nil }
                guard let number = Double(answer.trimmingCharacters(in: .whitespaces)) else { return "“\(answer)” is not a number" }
                row.baseValue = number
                return nil
            }
        }
        if row.accepts(value: true) {
            return .yesNo(question: title, current: current as? Bool) { answer in
                row.baseValue = answer
                return nil
            }
        }
        let display = (row.baseCell?.detailTextLabel?.text).map { ": \($0)" } ?? ""
        return .show(title + display)
    }
}

import Foundation
