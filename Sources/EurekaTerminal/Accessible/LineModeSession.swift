import Eureka
import Foundation
import TerminalKit

/// Runs a form as plain line prompts, for pipes, scripts and screen readers: one visible row
/// after another (conditions are re-evaluated between prompts, so rows appear and disappear as
/// answers change), numbered options, and a re-prompt with the error after invalid input.
///
/// Answers: Enter keeps the current value, `-` clears it, `?` explains, `<` goes back a row.
/// Rows that open a selector or an alert show its options as a numbered choice.
final class LineModeSession: PresentationHost {
    let root: FormViewController
    let console: LineConsole
    let prompters: [LineRowPrompter]
    /// Controllers presented while a row is being answered (selectors, alerts), in order.
    private var presented: [ViewController] = []

    init(root: FormViewController, console: LineConsole, prompters: [LineRowPrompter] = []) {
        self.root = root
        self.console = console
        self.prompters = prompters + [BuiltInLinePrompter()]
    }

    private var form: Form { root.form }

    struct EndOfInput: Error {}

    func run() async throws -> FormRunResult {
        root.host = self
        root.loadViewIfNeeded()
        root.viewWillAppear()
        var ending: FormCompletion?
        root.completionHandler = { ending = $0 }
        if let title = root.title { try console.writeLine("\(title)\n\(String(repeating: "=", count: title.count))") }
        if !isNested { try console.writeLine("Enter keeps a value, - clears it, < goes back, ? explains.") }
        do {
            var row = form.rows.first { $0.inlineParentRow == nil }
            var lastSection: Section?
            while let current = row {
                if current.section !== lastSection, let section = current.section {
                    lastSection = section
                    if let header = section.header?.contentLines(for: section), !header.isEmpty {
                        try console.writeLine("\n== \(header.joined(separator: " ")) ==")
                    }
                }
                let step = try await ask(current)
                switch ending {
                case .cancel?: return result(.cancelled)
                case .submit?:
                    ending = nil
                    if let done = try await submitIfValid() { return done }
                case nil: break
                }
                row = step == .back ? (rowBefore(current) ?? current) : rowAfter(current)
            }
            return try await confirmSubmission()
        } catch is EndOfInput {
            return result(.cancelled)
        } catch let finished as Finished {
            return finished.result
        }
    }

    private enum Step { case next, back }

    private func read(_ question: String) throws -> String {
        guard let line = try console.prompt(question) else { throw EndOfInput() }
        return line.trimmingCharacters(in: .whitespaces)
    }

    /// Asks about one row until the answer is accepted.
    private func ask(_ row: BaseRow) async throws -> Step {
        row.updateCell()
        if row.isDisabled {
            let value = row.baseCell?.detailTextLabel?.text.map { ": \($0)" } ?? ""
            try console.writeLine("\(row.title ?? row.tag ?? "")\(value) (disabled)")
            return .next
        }
        if row is any InlineRowType {
            return try await askInline(row)
        }
        if let picker = row as? PickerComponentsRow, picker.pickerComponents.count > 1 {
            return try askComponents(picker, title: row.title ?? row.tag ?? "Value")
        }
        if let prompt = prompters.lazy.compactMap({ $0.prompt(for: row) }).first {
            return try answer(prompt, for: row)
        }
        if wouldPresent(row) {
            return try await askThroughPresentation(row)
        }
        if row is any SelectableRowType {
            return try answer(.yesNo(question: row.title ?? "Selected", current: row.baseValue != nil) { [weak self] wanted in
                if wanted != (row.baseValue != nil) { self?.root.interaction.select(row) }
                return nil
            }, for: row)
        }
        if row.baseCell?.textLabel?.textAlignment == .center {
            presented.removeAll()
            let step = try answer(.action(question: row.title ?? "Continue") { [weak self] in self?.root.interaction.select(row) }, for: row)
            try await runPresentedForm()
            return step
        }
        return try answer(GenericLinePrompter().prompt(for: row) ?? .show(row.title ?? ""), for: row)
    }

    private func wouldPresent(_ row: BaseRow) -> Bool {
        row is OptionsLoading || row.baseCell?.accessoryType == .disclosureIndicator
    }

    /// Inline rows: open the inline picker, ask about it, close it.
    private func askInline(_ row: BaseRow) async throws -> Step {
        if row.expandedInlineRow == nil { root.interaction.select(row) }
        defer { if row.expandedInlineRow != nil { root.interaction.select(row) } }
        guard let inline = row.expandedInlineRow else { return try answer(.show(row.title ?? ""), for: row) }
        if inline.title == nil { inline.title = row.title }
        return try await ask(inline)
    }

    /// Several wheels, asked in order; later wheels' options follow earlier answers.
    private func askComponents(_ picker: PickerComponentsRow, title: String) throws -> Step {
        for index in picker.pickerComponents.indices {
            let component = picker.pickerComponents[index]
            let step = try answer(.choice(question: "\(title), part \(index + 1)", options: component.titles, current: component.selectedIndex) { choice in
                picker.selectPickerOption(at: choice, inComponent: index)
                return nil
            }, for: picker)
            if step == .back { return .back }
        }
        return .next
    }

    /// Selects the row and answers whatever it presents (a selector screen or an alert).
    private func askThroughPresentation(_ row: BaseRow) async throws -> Step {
        presented.removeAll()
        root.interaction.select(row)
        guard let controller = presented.last else {
            return try answer(.show("\(row.title ?? "")\(row.baseCell?.detailTextLabel?.text.map { ": \($0)" } ?? "")"), for: row)
        }
        try await waitForOptions(controller, row: row)
        let title = controller.title ?? row.title ?? "Choose"
        if let alert = controller as? AlertController {
            let actions = alert.actions.filter { $0.style != .cancel && $0.isEnabled }
            let current = actions.firstIndex { $0.title == row.baseCell?.detailTextLabel?.text }
            let step = try answer(.choice(question: title, options: actions.map { $0.title ?? "?" }, current: current) { index in
                alert.choose(actions[index])
                return nil
            }, for: row)
            if presented.contains(where: { $0 === alert }) { alert.cancel() }
            return step
        }
        guard let selector = controller as? FormViewController else {
            controller.dismiss()
            return try answer(.show(row.title ?? ""), for: row)
        }
        let options = selector.form.rows
        let titles = options.map { $0.title ?? $0.baseCell?.textLabel?.text ?? "?" }
        let selected = Set(options.indices.filter { options[$0].baseValue != nil })
        let step: Step
        if selector is MultipleSelectionControllerType {
            step = try answer(.multipleChoice(question: title, options: titles, current: selected) { chosen in
                for index in options.indices where chosen.contains(index) != selected.contains(index) {
                    selector.interaction.select(options[index])
                }
                return nil
            }, for: row)
        } else {
            step = try answer(.choice(question: title, options: titles, current: selected.first) { index in
                if !selected.contains(index) { selector.interaction.select(options[index]) }
                return nil
            }, for: row)
        }
        if presented.contains(where: { $0 === selector }) { selector.dismiss() }
        return step
    }

    /// A button that pushed a form (the catalogue's home form opening an example): ask that form
    /// in turn. Submitting it ends the whole run with its values; cancelling comes back here.
    private func runPresentedForm() async throws {
        guard let pushed = presented.last as? FormViewController, !(pushed is RowControllerType) else { return }
        let nested = LineModeSession(root: pushed, console: console, prompters: Array(prompters.dropLast()))
        nested.isNested = true
        let outcome = try await nested.run()
        if presented.contains(where: { $0 === pushed }) { pushed.dismiss() }
        if outcome.outcome == .submitted { throw Finished(result: outcome) }
    }

    /// Ends the run from inside a nested form with that form's result.
    struct Finished: Error {
        var result: FormRunResult
    }

    /// Whether this session asks a form pushed from another (it then never prints the root's banner twice).
    var isNested = false

    /// Lazy options: wait (printing once) until they arrive, up to 30 seconds.
    private func waitForOptions(_ controller: ViewController, row: BaseRow) async throws {
        func loading() -> Bool { (controller as? OptionsLoading)?.isLoadingOptions == true || (row as? OptionsLoading)?.isLoadingOptions == true }
        guard loading() else { return }
        try console.writeLine("Loading options…")
        for _ in 0..<300 where loading() {
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// Asks one prompt until the answer is accepted; returns whether to go on or back.
    private func answer(_ prompt: LinePrompt, for row: BaseRow) throws -> Step {
        while true {
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
                switch NumberedAnswer.choice(answer, optionCount: options.count) {
                case .success(let index): error = apply(index)
                case .failure(let problem): error = problem.message
                }
            case .multipleChoice(let question, let options, let current, let apply):
                try console.writeLine(question + ":")
                for (index, option) in options.enumerated() {
                    try console.writeLine("  \(index + 1)) \(option)\(current.contains(index) ? "  (selected)" : "")")
                }
                let answer = try read("Choose any of 1-\(options.count), separated by commas: ")
                if answer == "<" { return .back }
                if answer.isEmpty { break }
                if answer == "-" { error = apply([]); break }
                switch NumberedAnswer.choices(answer, optionCount: options.count) {
                case .success(let indices): error = apply(indices)
                case .failure(let problem): error = problem.message
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

    /// The visible row after `row` in reading order (skipping inline pickers, which their parent
    /// asks about), found through `allRows` so it works even when `row` was just hidden.
    private func rowAfter(_ row: BaseRow) -> BaseRow? {
        let all = form.allRows
        guard let index = all.firstIndex(where: { $0 === row }) else { return form.rows.first }
        return all[(index + 1)...].first { $0.indexPath != nil && $0.inlineParentRow == nil }
    }

    private func rowBefore(_ row: BaseRow) -> BaseRow? {
        let all = form.allRows
        guard let index = all.firstIndex(where: { $0 === row }) else { return nil }
        return all[..<index].last { $0.indexPath != nil && !$0.isDisabled && $0.inlineParentRow == nil }
    }

    /// Validates; on problems, lists them and asks about the first invalid row again.
    private func submitIfValid() async throws -> FormRunResult? {
        let problems = SubmissionCheck.problems(in: form)
        guard let first = problems.first else { return result(.submitted) }
        for line in SubmissionCheck.summary(problems) { try console.writeLine(line) }
        if let row = first.row { _ = try await ask(row) }
        return nil
    }

    private func confirmSubmission() async throws -> FormRunResult {
        while true {
            let answer = try read("Submit? (Y/n): ").lowercased()
            if answer == "n" || answer == "no" { return result(.cancelled) }
            guard answer.isEmpty || answer == "y" || answer == "yes" else { continue }
            if let done = try await submitIfValid() { return done }
        }
    }

    private func result(_ outcome: FormRunResult.Outcome) -> FormRunResult {
        FormRunResult(outcome: outcome, values: form.exportValues())
    }

    // MARK: PresentationHost

    func show(_ controller: ViewController, from presenter: ViewController, style: PresentationStyle) {
        presented.append(controller)
    }

    func dismiss(_ controller: ViewController) {
        presented.removeAll { $0 === controller }
    }
}
