import Eureka
import Foundation
import TerminalKit

/// Runs a form as plain line prompts, for pipes, scripts and screen readers: one visible row
/// after another (conditions are re-evaluated between prompts, so rows appear and disappear as
/// answers change), numbered options, and a re-prompt with the error after invalid input.
///
/// Answers: Enter keeps the current value, `-` clears it, `?` explains, `<` goes back a row.
final class LineModeSession {
    let root: FormViewController
    let console: LineConsole
    let prompters: [LineRowPrompter]

    init(root: FormViewController, console: LineConsole, prompters: [LineRowPrompter] = []) {
        self.root = root
        self.console = console
        self.prompters = prompters + BuiltInPrompters.all
    }

    private var form: Form { root.form }

    struct EndOfInput: Error {}

    func run() throws -> FormRunResult {
        root.loadViewIfNeeded()
        root.viewWillAppear()
        var cancelled = false
        root.completionHandler = { completion in if completion == .cancel { cancelled = true } }
        if let title = root.title { try console.writeLine("\(title)\n\(String(repeating: "=", count: title.count))") }
        try console.writeLine("Enter keeps a value, - clears it, < goes back, ? explains.")
        do {
            var row = form.rows.first
            var lastSection: Section?
            while let current = row {
                if cancelled { return result(.cancelled) }
                if current.section !== lastSection, let section = current.section {
                    lastSection = section
                    if let header = section.header?.contentLines(for: section), !header.isEmpty {
                        try console.writeLine("\n== \(header.joined(separator: " ")) ==")
                    }
                }
                switch try ask(current) {
                case .next: row = rowAfter(current)
                case .back: row = rowBefore(current) ?? current
                }
            }
            return try confirmSubmission()
        } catch is EndOfInput {
            return result(.cancelled)
        }
    }

    private enum Step { case next, back }

    private func prompt(for row: BaseRow) -> LinePrompt {
        for prompter in prompters { if let prompt = prompter.prompt(for: row) { return prompt } }
        return .show(row.title ?? row.tag ?? "")
    }

    private func read(_ question: String) throws -> String {
        guard let line = try console.prompt(question) else { throw EndOfInput() }
        return line.trimmingCharacters(in: .whitespaces)
    }

    /// Asks about one row until the answer is accepted.
    private func ask(_ row: BaseRow) throws -> Step {
        row.updateCell()
        if row.isDisabled {
            let value = row.baseCell?.detailTextLabel?.text.map { ": \($0)" } ?? ""
            try console.writeLine("\(row.title ?? row.tag ?? "")\(value) (disabled)")
            return .next
        }
        while true {
            let prompt = self.prompt(for: row)
            var error: String?
            switch prompt {
            case .show(let text):
                if !text.isEmpty { try console.writeLine(text) }
                return .next
            case .text(let question, let current, let apply):
                let answer = try read("\(question)\(current.map { " [\($0)]" } ?? ""): ")
                if answer == "<" { return .back }
                if answer == "?" { try console.writeLine("Type a value and press Enter. Enter alone keeps the current value; - clears it."); continue }
                if answer.isEmpty { break }
                error = apply(answer == "-" ? "" : answer)
            case .yesNo(let question, let current, let apply):
                let hint = current.map { $0 ? "Y/n" : "y/N" } ?? "y/n"
                let answer = try read("\(question) (\(hint)): ").lowercased()
                if answer == "<" { return .back }
                if answer.isEmpty { break }
                if ["y", "yes", "1", "true", "on"].contains(answer) { error = apply(true) }
                else if ["n", "no", "0", "false", "off"].contains(answer) { error = apply(false) }
                else { error = "answer y or n" }
            case .choice(let question, let options, let current, let apply):
                try console.writeLine(question + ":")
                for (index, option) in options.enumerated() {
                    try console.writeLine("  \(index + 1)) \(option)\(index == current ? "  (current)" : "")")
                }
                let answer = try read("Choose 1-\(options.count): ")
                if answer == "<" { return .back }
                if answer.isEmpty { break }
                if let number = Int(answer), options.indices.contains(number - 1) { error = apply(number - 1) }
                else { error = "“\(answer)” is not one of 1-\(options.count)" }
            case .multipleChoice(let question, let options, let current, let apply):
                try console.writeLine(question + ":")
                for (index, option) in options.enumerated() {
                    try console.writeLine("  \(index + 1)) \(option)\(current.contains(index) ? "  (selected)" : "")")
                }
                let answer = try read("Choose any of 1-\(options.count), separated by commas: ")
                if answer == "<" { return .back }
                if answer.isEmpty { break }
                if answer == "-" { error = apply([]); break }
                let parts = answer.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                let numbers = parts.compactMap(Int.init)
                if numbers.count == parts.count, numbers.allSatisfy({ options.indices.contains($0 - 1) }) {
                    error = apply(Set(numbers.map { $0 - 1 }))
                } else {
                    error = "answer with numbers from 1 to \(options.count), like 1,3"
                }
            case .action(let question, let run):
                let answer = try read("\(question)? (y/N): ").lowercased()
                if answer == "<" { return .back }
                if ["y", "yes"].contains(answer) { run() }
            }
            if let error {
                try console.writeLine("  ✗ \(error)")
                continue
            }
            let problems = RowErrors.messages(for: row)
            if !problems.isEmpty {
                for problem in problems { try console.writeLine("  ✗ \(problem)") }
                continue
            }
            return .next
        }
    }

    /// The visible row after `row` in reading order, found through `allRows` so it works even
    /// when `row` itself was just hidden by its own answer.
    private func rowAfter(_ row: BaseRow) -> BaseRow? {
        let all = form.allSections.flatMap { section in section.allRows.map { (section, $0) } }
        guard let index = all.firstIndex(where: { $0.1 === row }) else { return form.rows.first }
        return all[(index + 1)...].first { $0.1.indexPath != nil }?.1
    }

    private func rowBefore(_ row: BaseRow) -> BaseRow? {
        let all = form.allRows
        guard let index = all.firstIndex(where: { $0 === row }) else { return nil }
        return all[..<index].last { $0.indexPath != nil && !$0.isDisabled }
    }

    private func confirmSubmission() throws -> FormRunResult {
        while true {
            let problems = SubmissionCheck.problems(in: form)
            if let first = problems.first {
                for line in SubmissionCheck.summary(problems) { try console.writeLine(line) }
                if let row = first.row { _ = try ask(row); continue }
            }
            let answer = try read("Submit? (Y/n): ").lowercased()
            if answer.isEmpty || answer == "y" || answer == "yes" { return result(.submitted) }
            if answer == "n" || answer == "no" { return result(.cancelled) }
        }
    }

    private func result(_ outcome: FormRunResult.Outcome) -> FormRunResult {
        FormRunResult(outcome: outcome, values: form.exportValues())
    }
}

/// The line prompters for the built-in row kinds.
enum BuiltInPrompters {
    static var all: [LineRowPrompter] { [GenericLinePrompter()] }
}
