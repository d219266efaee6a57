import Eureka
import Foundation
import TerminalKit

/// Runs a form as plain line prompts, for pipes, scripts and screen readers: one shown row after
/// another, each asked from its description and answered through the interaction layer. Each
/// prompt focuses its row and an answer blurs it, so validation runs as in the interactive UI
/// (an invalid email is reported right after it is answered, with `.validatesOnBlur`).
///
/// Answers: Enter keeps the current value, `-` clears it, `?` explains, `<` goes back a row.
final class LineModeSession: PresentationHost, FormWorkScheduler {
    let root: FormViewController
    let console: any LineConsole
    /// Controllers presented while a row is being answered (buttons opening forms, alerts).
    private var presented: [ViewController] = []
    /// Work (lazy options) the form asked for; run before the next prompt.
    private var scheduled: [FormWork] = []
    /// Whether this session asks a form pushed from another (no banner then).
    var isNested = false

    init(root: FormViewController, console: any LineConsole) {
        self.root = root
        self.console = console
    }

    private var form: Form { root.form }
    private var interaction: FormInteraction { root.interaction }

    struct EndOfInput: Error {}

    /// Ends the run from inside a nested form with that form's result.
    struct Finished: Error {
        var result: FormRunResult
    }

    private enum Step {
        case next, back
        /// Continue at this row (an add button focused the row it inserted).
        case jump(BaseRow)
        /// No row is left to ask: on to "Submit?" (the last row was removed).
        case finish
    }

    func run() async throws -> FormRunResult {
        root.host = self
        root.loadViewIfNeeded()
        root.viewWillAppear()
        var ending: FormCompletion?
        root.completionHandler = { ending = $0 }
        if let title = root.title {
            // Underlined as long as it shows, made safe.
            try await write("\(title)\n\(String(repeating: "=", count: LineText(untrusted: title).text.count))")
        }
        if !isNested { try await write("Enter keeps a value, - clears it, < goes back, * lists a row's actions, ? explains.") }
        do {
            var row = form.rows.first { $0.inlineParentRow == nil }
            var lastSection: Section?
            while true {
                while let current = row {
                    if current.section !== lastSection, let section = current.section {
                        lastSection = section
                        try await introduce(section)
                    }
                    let step = try await ask(current)
                    switch ending {
                    case .cancel?: return result(.cancelled)
                    case .submit?:
                        ending = nil
                        switch try await submitIfValid() {
                        case .finished(let done)?: return done
                        case .at(let target)?:
                            row = target
                            continue
                        case nil: break
                        }
                    case nil: break
                    }
                    switch step {
                    case .next: row = interaction.row(after: current)
                    case .back: row = answerableRow(before: current) ?? current
                    case .jump(let target): row = target
                    case .finish: row = nil
                    }
                }
                interaction.endEditing()
                switch try await confirmSubmission() {
                case .finished(let done): return done
                case .at(let target): row = target
                }
            }
        } catch is EndOfInput {
            // Said, not only shown by the status: the prompt line is left without its newline.
            try? await write("\nInput ended before the form was submitted: nothing was saved.")
            return result(.cancelled)
        } catch let finished as Finished {
            return finished.result
        }
    }

    /// Where the run goes after "Submit?": done, or back to a row.
    private enum Resume {
        case finished(FormRunResult)
        case at(BaseRow)
    }

    /// A section's header, then its footer: the help a form gives there ("1, 2, 5 reads 1.25")
    /// is read before its rows are answered, not after.
    private func introduce(_ section: Section) async throws {
        let description = section.describe()
        if !description.header.isEmpty { try await write("\n== \(description.header.joined(separator: " ")) ==") }
        if !description.footer.isEmpty { try await write("(\(description.footer.joined(separator: " ")))") }
    }

    // MARK: Asking

    /// Asks about one row until the answer is accepted (or kept).
    private func ask(_ row: BaseRow) async throws -> Step {
        interaction.focus(row)
        var description = describe(row)
        if description.isDisabled {
            try await write("\(description.title ?? row.tag ?? "")\(description.valueText.map { ": \($0)" } ?? "") (disabled)")
            return .next
        }
        if needsOptions(description.control), let load = interaction.optionsLoad(for: row) {
            try await write("Loading options…")
            await load.perform()
            description = describe(row)
        }
        if case .wheels(let wheels) = editedControl(description.control) {
            return try await askWheels(row, wheels, title: description.title ?? row.tag ?? "Value")
        }
        let prompt = LinePromptBuilder.prompt(for: description, fallbackTitle: Self.fallbackTitle(of: row))
        if case .press(let question) = prompt { return try await askPress(row, question: question) }
        return try await answer(prompt, for: row)
    }

    private func describe(_ row: BaseRow) -> RowDescription {
        interaction.prepareForDisplay(row)
        return row.describe()
    }

    private func editedControl(_ control: RowControl) -> RowControl {
        if case .inlineParent(let parent) = control { return parent.editor }
        return control
    }

    private func needsOptions(_ control: RowControl) -> Bool {
        switch editedControl(control) {
        case .singleChoice(let choice): !choice.optionsAreKnown
        case .multipleChoice(let choice): !choice.optionsAreKnown
        default: false
        }
    }

    /// Several wheels, asked in order; later wheels' options follow earlier answers.
    private func askWheels(_ row: BaseRow, _ wheels: PickerWheels, title: String) async throws -> Step {
        for index in wheels.components.indices {
            guard case .wheels(let current) = editedControl(describe(row).control), current.components.indices.contains(index) else { break }
            let component = current.components[index]
            let step = try await answer(
                .choice(question: "\(title), part \(index + 1)", options: component.titles, current: component.selectedIndex) {
                    .perform(.choosePickerOption(component: index, index: $0))
                }, for: row)
            if case .back = step { return .back }
        }
        return .next
    }

    /// Buttons, presenters and add buttons: "y" presses. What the press presents is answered
    /// in turn: an alert as a choice, a pushed form as a nested run of prompts.
    private func askPress(_ row: BaseRow, question: String) async throws -> Step {
        var answer = try await read("\(question)? (y/N): ").lowercased()
        // Anything but an answer is asked again: "yes please" taken as no skipped the press.
        while !["y", "yes", "n", "no", "", "<"].contains(answer) {
            try await write(answer == "?" ? "y presses it; Enter or n goes on without; < goes back." : "  ✗ answer y, n or <")
            answer = try await read("\(question)? (y/N): ").lowercased()
        }
        if answer == "<" { return .back }
        guard ["y", "yes"].contains(answer) else { return .next }
        presented.removeAll()
        let problemsBefore = shownProblems()
        do {
            try interaction.perform(.press, on: row)
        } catch {
            try await write("  ✗ \(error.message)")
            return .next
        }
        try await runScheduledWork()
        // A press that validates the form ("Validate all") shows its errors under their rows;
        // here they are listed, every one: the rows they belong to may already be answered.
        let problemsAfter = shownProblems()
        if problemsAfter != problemsBefore, !problemsAfter.isEmpty {
            try await write("  → \(problemsAfter.count) problem\(problemsAfter.count == 1 ? "" : "s") in the form:")
            for problem in problemsAfter { try await write("  ✗ \(problem)") }
        }
        if let alert = presented.last as? AlertController {
            try await answerAlert(alert)
        } else if let pushed = presented.last as? FormViewController {
            try await runPresentedForm(pushed)
        }
        if let focused = interaction.focusedRow, focused !== row, focused.isShownInForm { return .jump(focused) }
        return .next
    }

    /// An alert a press presented: its actions as a numbered choice.
    private func answerAlert(_ alert: AlertController) async throws {
        let actions = alert.actions.filter { $0.style != .cancel && $0.isEnabled }
        let choice = try await readChoice(alert.title ?? "Choose", options: actions.map { $0.title ?? "?" }, current: nil)
        if let choice { alert.choose(actions[choice]) }
        if presented.contains(where: { $0 === alert }) { alert.cancel() }
    }

    /// A form a press pushed: ask it in turn. Submitting it ends the whole run with its values;
    /// cancelling comes back here.
    private func runPresentedForm(_ pushed: FormViewController) async throws {
        let nested = LineModeSession(root: pushed, console: console)
        nested.isNested = true
        let outcome = try await nested.run()
        if presented.contains(where: { $0 === pushed }) { pushed.dismiss() }
        if outcome.outcome == .submitted { throw Finished(result: outcome) }
    }

    /// Asks one prompt until the answer is accepted; returns where to go next.
    private func answer(_ firstPrompt: LinePrompt, for row: BaseRow) async throws -> Step {
        var prompt = firstPrompt
        while true {
            let reply: LineAnswer
            switch prompt {
            case .show(let text):
                if !text.isEmpty { try await write(LineText(untrusted: text)) }
                // A read-only row may still have actions (swipe actions): it is asked about them.
                guard hasActions(describe(row)) else { return .next }
                let answer = try await read("Actions (* lists them, Enter goes on): ")
                if answer == "<" { return .back }
                if answer == "*", let step = try await performRowAction(on: row) { return step }
                if answer == "*" || answer == "?" {
                    if answer == "?" { try await write("* lists what can be done to this row; Enter goes on; < goes back.") }
                    prompt = .show("")
                    continue
                }
                guard answer.isEmpty else {
                    // "2" meaning an action skipped the row without a word: asked again.
                    try await write("  ✗ answer *, Enter or < (* lists the actions)")
                    prompt = .show("")
                    continue
                }
                return .next
            case .press:
                return .next
            case .text(let question, let current, let isSecret, let action):
                // Commands are read without the blanks around them; the answer itself is given
                // to the row as typed (see `LinePromptBuilder`).
                var typed = try await read("\(question)\(current.map { " [\($0)]" } ?? ""): ", trimmed: false, secret: isSecret)
                if case .text(let entry) = editedControl(describe(row).control), entry.isMultiline {
                    typed = try await continuedLines(after: typed)
                }
                // A secret is taken as typed, blanks and all: only Enter alone keeps it.
                let answer = isSecret && !typed.isEmpty && typed.allSatisfy(\.isWhitespace) ? typed : typed.trimmingCharacters(in: .whitespaces)
                if answer == "<" { return .back }
                if answer == "?" {
                    if case .number = editedControl(describe(row).control) {
                        try await write("Type a number and press Enter. Enter alone keeps the current one.")
                    } else if case .text(let entry) = editedControl(describe(row).control), entry.isMultiline {
                        try await write(
                            "Type the text and press Enter; end a line with \\ to go on to the next one (\\\\ ends it with a backslash). "
                                + "Enter alone keeps the current text; - clears it.")
                    } else {
                        try await write("Type a value and press Enter. Enter alone keeps the current value; - clears it.")
                    }
                    continue
                }
                // A command only where the row has actions: elsewhere "*" is an answer like any.
                if answer == "*", hasActions(describe(row)) {
                    if let step = try await performRowAction(on: row) { return step }
                    continue
                }
                if answer.isEmpty { return try await keep(row) }
                // A row of a list that can lose it is removed rather than left empty in it.
                if answer == "-", describe(row).canDelete { return try await delete(row) }
                reply = action(answer == "-" ? "" : typed)
            case .yesNo(let question, let current, let action):
                let hint = current.map { $0 ? "Y/n" : "y/N" } ?? "y/n"
                let answer = try await read("\(question) (\(hint)): ").lowercased()
                if answer == "<" { return .back }
                if answer == "?" { try await write("Answer y or n; Enter keeps the answer shown in capitals; < goes back."); continue }
                // A command only where the row has actions: elsewhere "*" is an answer like any.
                if answer == "*", hasActions(describe(row)) {
                    if let step = try await performRowAction(on: row) { return step }
                    continue
                }
                if answer.isEmpty { return try await keep(row) }
                if ["y", "yes", "1", "true", "on"].contains(answer) {
                    reply = action(true)
                } else if ["n", "no", "0", "false", "off"].contains(answer) {
                    reply = action(false)
                } else {
                    reply = .problem("answer y or n")
                }
            case .choice(let question, let options, let current, let action):
                var isPicker = false
                if case .wheels = editedControl(describe(row).control) { isPicker = true }
                guard
                    let index = try await readChoice(
                        question, options: options, current: current, allowsRowActions: hasActions(describe(row)), canClear: !isPicker)
                else { return try await keep(row) }
                if index == -1 { return .back }
                if index == -3 {
                    if let step = try await performRowAction(on: row) { return step }
                    continue
                }
                if index == -2, describe(row).canDelete { return try await delete(row) }
                if index == -2, case .wheels = editedControl(describe(row).control) {
                    reply = .problem("a picker always holds one of its options: choose a number")
                } else {
                    reply = index == -2 ? .perform(.choose(nil)) : action(index)
                }
            case .multipleChoice(let question, let options, let current, let action):
                try await write("\(question):")
                for (index, option) in options.enumerated() {
                    try await write("  \(index + 1)) \(option)\(current.contains(index) ? "  (selected)" : "")")
                }
                let answer = try await read("Choose any of 1-\(options.count), separated by commas: ")
                if answer == "<" { return .back }
                if answer == "?" {
                    try await write("Type the numbers of every option to choose, like 1,3; Enter keeps the choice, - chooses none, < goes back.")
                    continue
                }
                if answer.isEmpty { return try await keep(row) }
                if answer == "-" {
                    reply = action([])
                } else {
                    switch NumberedAnswer.choices(answer, optionCount: options.count) {
                    case .success(let indices): reply = action(indices)
                    case .failure(let problem): reply = .problem(problem.message)
                    }
                }
            }
            switch reply {
            case .problem(let message):
                try await write("  ✗ \(message)")
                continue
            case .keep:
                return try await keep(row)
            case .perform(let action):
                let chosenBefore = chosenOptions(besides: row)
                do {
                    try interaction.perform(action, on: row)
                } catch {
                    try await write("  ✗ \(error.message)")
                    continue
                }
                if let note = adjustment(of: action, on: row) { try await write("  → \(note)") }
                // Each option of a list is its own question: one that took another's place says so.
                let chosenNow = chosenOptions(besides: row)
                for other in chosenBefore where !chosenNow.contains(where: { $0 === other }) {
                    try await write("  → one choice in this list: “\(describe(other).title ?? "the earlier one")” is no longer chosen")
                }
            }
            // Leaving the row is a blur: validation on blur runs now, as in the interactive UI.
            interaction.endEditing()
            let errors = describe(row).errors
            if errors.isEmpty { return .next }
            for error in errors { try await write("  ✗ \(error)") }
            interaction.focus(row)
            // The row kept the answer (as typed, even when it did not read), so the question
            // asked again shows it: Enter alone keeps what the hint shows.
            prompt = LinePromptBuilder.prompt(for: describe(row), fallbackTitle: Self.fallbackTitle(of: row))
        }
    }

    /// The errors shown rows carry, as "Title: message" lines in form order.
    private func shownProblems() -> [String] {
        form.rows.flatMap { row in
            let description = describe(row)
            let title = description.title ?? Self.fallbackTitle(of: row)
            return description.errors.map { "\(title): \($0)" }
        }
    }

    /// Whether asking `row` asks anything: disabled rows, and read-only rows without actions,
    /// are only shown, so going back never stops at one (it would only come forward again).
    private func asksSomething(_ row: BaseRow) -> Bool {
        let description = describe(row)
        guard !description.isDisabled else { return false }
        if case .show = LinePromptBuilder.prompt(for: description, fallbackTitle: "") { return hasActions(description) }
        return true
    }

    /// The row "<" goes back to: the nearest one before `row` that asks something.
    private func answerableRow(before row: BaseRow) -> BaseRow? {
        var candidate = interaction.row(before: row)
        while let current = candidate, !asksSomething(current) { candidate = interaction.row(before: current) }
        return candidate
    }

    // MARK: Row actions

    private func hasActions(_ description: RowDescription) -> Bool {
        !description.swipeActions.isEmpty || description.canDelete || description.canMoveUp || description.canMoveDown
    }

    /// "*": what can be done to the row — its swipe actions, then moving and removing it in a
    /// list — as a numbered choice. Nil when nothing was done (the row is asked again).
    private func performRowAction(on row: BaseRow) async throws -> Step? {
        let description = describe(row)
        var titles: [String] = []
        var actions: [() async throws -> Step] = []
        for swipe in description.swipeActions {
            titles.append(swipe.title + (swipe.isDestructive ? " (removes it)" : ""))
            actions.append { [unowned self] in
                let next = interaction.row(after: row)
                guard let action = interaction.swipeActions(for: row, edge: swipe.edge).dropFirst(swipe.index).first else { return .jump(row) }
                interaction.perform(action, on: row)
                try await runScheduledWork()
                if row.section != nil, row.isShownInForm { return .jump(row) }
                try await write(row.section == nil ? "  → removed" : "  → no longer shown")
                return next.map(Step.jump) ?? .finish
            }
        }
        if description.canMoveUp || description.canMoveDown, let index = row.indexPath?.row {
            if description.canMoveUp {
                titles.append("Move up")
                actions.append { [unowned self] in
                    interaction.moveMultivaluedRow(row, to: index - 1)
                    try await sayPosition(of: row)
                    return .jump(row)
                }
            }
            if description.canMoveDown {
                titles.append("Move down")
                actions.append { [unowned self] in
                    interaction.moveMultivaluedRow(row, to: index + 1)
                    try await sayPosition(of: row)
                    // The row that came up into its place is asked next, then this one: jumping to
                    // this one skipped it.
                    if let section = row.section, section.indices.contains(index) { return .jump(section[index]) }
                    return .jump(row)
                }
            }
        }
        if description.canDelete, !description.swipeActions.contains(where: \.isDestructive) {
            titles.append("Remove")
            actions.append { [unowned self] in try await delete(row) }
        }
        guard !titles.isEmpty else {
            try await write("  ✗ nothing can be done to this row but answering it")
            return nil
        }
        guard
            let choice = try await readChoice("Actions for \(Self.name(of: description))", options: titles, current: nil, canClear: false),
            choice >= 0
        else { return nil }
        return try await actions[choice]()
    }

    /// Where a moved row now is in its list, as the page says it: a move was asked again
    /// without a word, and the row it passed was never shown.
    private func sayPosition(of row: BaseRow) async throws {
        guard let section = row.section, let index = row.indexPath?.row else { return }
        let add = (section as? any MultivaluedSectionType)?.baseAddButtonRow
        let count = section.count - (add.map { added in section.contains { $0 === added } ? 1 : 0 } ?? 0)
        try await write("  → moved to position \(index + 1) of \(count)")
    }

    /// A row as a person knows it: its title, else what it shows or holds, quoted.
    private static func name(of description: RowDescription) -> String {
        var shown = description.title ?? description.valueText
        if shown == nil, case .text(let entry) = description.control, !entry.text.isEmpty, !entry.isSecure { shown = entry.text }
        return shown.map { "“\($0)”" } ?? "this row"
    }

    /// Removes a row of a list; the next row is asked next.
    private func delete(_ row: BaseRow) async throws -> Step {
        let next = interaction.row(after: row)
        guard interaction.deleteMultivaluedRow(row) else {
            try await write("  ✗ this row cannot be removed")
            return .jump(row)
        }
        try await write("  → removed")
        return next.map(Step.jump) ?? .finish
    }

    /// The other chosen options of `row`'s list, when `row` is an option of a list.
    private func chosenOptions(besides row: BaseRow) -> [BaseRow] {
        guard case .selectableOption = describe(row).control, let section = row.section else { return [] }
        return section.allRows.filter { other in
            guard other !== row, other.isShownInForm, case .selectableOption(let option) = describe(other).control else { return false }
            return option.isSelected
        }
    }

    /// What the row made of an answer it took but changed: a slider moves in steps, a stepper
    /// keeps nine decimals, a time goes to its minute interval. Said, so nothing changes unseen.
    private func adjustment(of action: RowAction, on row: BaseRow) -> String? {
        switch (action, editedControl(describe(row).control)) {
        case (.setNumber(let typed), .number(let number)):
            guard let stored = number.value, stored != typed else { return nil }
            let steps = number.style == .slider ? number.step.map { " (it moves in steps of \(PromptNumberText.text($0)))" } ?? "" : ""
            return "kept as \(PromptNumberText.text(stored))\(steps)"
        case (.setText(let typed), .date(let entry)):
            // Compared as people read them: "1:30 PM" typed is the "1:30\u{202F}PM" shown.
            guard let shown = entry.valueText, entry.rejectedText == nil, Self.folded(shown) != Self.folded(typed) else { return nil }
            return "kept as \(shown)"
        case (.setText(let typed), .text(let entry)):
            // A number read otherwise than it was typed (a till fills digits from the right).
            guard entry.rejectedText == nil, let number = Double(typed.trimmingCharacters(in: .whitespaces)), let stored = Self.number(row.baseValue),
                stored != number
            else { return nil }
            return "read as \(entry.text)"
        default:
            return nil
        }
    }

    /// `text` with every run of blanks (no-break and narrow spaces too) one space, lowercased.
    private static func folded(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    /// A row's value as a number, when it is one.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let double as Double: double
        case let integer as Int: Double(integer)
        case let float as Float: Double(float)
        case let decimal as Decimal: NSDecimalNumber(decimal: decimal).doubleValue
        default: nil
        }
    }

    /// Enter alone: the value stays; leaving still blurs the row, and any problem is reported.
    private func keep(_ row: BaseRow) async throws -> Step {
        // A date whose typed text did not read still shows its value in the hint: Enter keeps
        // that value, so the refused text goes (else Enter would only repeat its error, and the
        // submit would send the person back to it for ever).
        if case .date(let entry) = describe(row).control, entry.rejectedText != nil {
            try? interaction.perform(.setDate(entry.value), on: row)
        }
        interaction.endEditing()
        for error in describe(row).errors { try await write("  ✗ \(error)") }
        return .next
    }

    /// Lists numbered options and reads a choice: an index, nil for Enter (keep), -1 for "<",
    /// -2 for "-" (clear), -3 for "*" (the row's actions) when `allowsRowActions`; asks again
    /// after an answer that is not one of the numbers.
    private func readChoice(_ question: String, options: [String], current: Int?, allowsRowActions: Bool = false, canClear: Bool = true) async throws
        -> Int?
    {
        try await write("\(question):")
        for (index, option) in options.enumerated() {
            try await write("  \(index + 1)) \(option)\(index == current ? "  (current)" : "")")
        }
        while true {
            let answer = try await read(options.isEmpty ? "No options; Enter to go on: " : "Choose 1-\(options.count): ")
            if answer.isEmpty { return nil }
            if answer == "<" { return -1 }
            if answer == "-" { return -2 }
            if answer == "*", allowsRowActions { return -3 }
            if answer == "?" {
                try await write("Type one of the numbers; Enter keeps the current choice\(canClear ? ", - clears it" : ""), < goes back.")
                continue
            }
            switch NumberedAnswer.choice(answer, optionCount: options.count) {
            case .success(let index): return index
            case .failure(let problem): try await write("  ✗ \(problem.message)")
            }
        }
    }

    // MARK: Submitting

    /// Asks the form; on problems, lists them and asks about every invalid row again, in form
    /// order (one row per "Submit?" took four rounds for four problems). Nil when "Submit?"
    /// comes next; `.at` a row when "<" was answered at one of them.
    private func submitIfValid() async throws -> Resume? {
        interaction.endEditing()
        let submission = root.submission()
        guard !submission.isAccepted else { return .finished(result(.submitted)) }
        // Every problem: a line has no screen to run out of ("…and 1 more" hid the rest).
        for line in submission.summary(limit: submission.problems.count) { try await write(LineText(untrusted: line)) }
        for row in submission.invalidRows where row.isShownInForm && asksSomething(row) {
            if case .back = try await ask(row) { return .at(answerableRow(before: row) ?? row) }
        }
        return nil
    }

    /// "Submit?": y (or Enter) submits, n cancels, < goes back to the last row.
    private func confirmSubmission() async throws -> Resume {
        while true {
            let answer = try await read("Submit? (Y/n): ").lowercased()
            if answer == "n" || answer == "no" { return .finished(result(.cancelled)) }
            if answer == "<" {
                if let last = form.rows.last(where: { $0.isShownInForm && $0.inlineParentRow == nil && asksSomething($0) }) { return .at(last) }
                try await write("  ✗ no row is left to go back to")
                continue
            }
            guard answer.isEmpty || answer == "y" || answer == "yes" else {
                try await write(answer == "?" ? "Enter or y submits the form, n cancels it, < goes back to its last row." : "  ✗ answer y, n or <")
                continue
            }
            if let resume = try await submitIfValid() { return resume }
        }
    }

    private func result(_ outcome: FormRunResult.Outcome) -> FormRunResult {
        FormRunResult(outcome: outcome, values: form.exportValues())
    }

    // MARK: Console

    /// Reads one answer. The session runs on a thread of its own (`LineModeRunner`), so the
    /// blocking read holds no thread of the concurrency runtime's pool.
    /// A line that is not UTF-8 text, or too long, is refused and asked again: read with
    /// replacement characters, or cut, it would reach the value changed.
    private func read(_ question: LineText, trimmed: Bool = true, secret: Bool = false) async throws -> String {
        while true {
            let line: String?
            do {
                if secret {
                    line = try console.readSecretLine(prompt: question.text)
                } else {
                    try console.write(question.text)
                    line = try console.readLine()
                }
            } catch let refused as RefusedLine {
                try await write("  ✗ \(refused)")
                continue
            }
            guard let line else { throw EndOfInput() }
            guard trimmed else { return line }
            // A command, a number or y/n is read as the text answers are: an arrow key or a
            // control pressed on the way is no part of it ("\e[A3" is 3), and a line of nothing
            // else is asked again rather than taken for Enter alone.
            let spaced = line.replacingOccurrences(of: "\t", with: " ")
            let cleaned = ControlCharacterFilter.filter(spaced)
            if cleaned != spaced, cleaned.allSatisfy(\.isWhitespace) {
                try await write("  ✗ only control keys were typed: type an answer")
                continue
            }
            return cleaned.trimmingCharacters(in: .whitespaces)
        }
    }

    /// A text area's answer: a line ending with a backslash goes on to the next line, read
    /// after a "…" prompt, as a shell continues one; "\\" at the end is a backslash that ends it.
    /// Each line is cleaned on its own (an escape sequence left open in one does not swallow the
    /// next), and the end of input after a backslash ends the text rather than losing it.
    private func continuedLines(after first: String) async throws -> String {
        var line = ControlCharacterFilter.filter(first, keepingLineBreaks: true)
        var text = ""
        while line.hasSuffix("\\") {
            if line.hasSuffix("\\\\") {
                line.removeLast()
                break
            }
            line.removeLast()
            text += line + "\n"
            do {
                line = ControlCharacterFilter.filter(try await read("… ", trimmed: false), keepingLineBreaks: true)
            } catch is EndOfInput {
                return String(text.dropLast())
            }
        }
        return text + line
    }

    /// Writes a line; only `LineText` reaches the console, so nothing a form or a person
    /// supplied is printed unmade safe.
    private func write(_ text: LineText) async throws {
        try console.writeLine(text.text)
    }

    // MARK: PresentationHost, FormWorkScheduler

    func show(_ controller: ViewController, from presenter: ViewController, style: PresentationStyle) {
        presented.append(controller)
    }

    func dismiss(_ controller: ViewController) {
        presented.removeAll { $0 === controller }
    }

    func schedule(_ work: FormWork) {
        scheduled.append(work)
    }

    private func runScheduledWork() async throws {
        while !scheduled.isEmpty {
            let work = scheduled.removeFirst()
            await work.perform()
        }
    }

    /// What to ask a row by when it has no title or placeholder: its section's header, else
    /// its tag.
    private static func fallbackTitle(of row: BaseRow) -> String {
        if let header = row.section?.header?.title, !header.isEmpty { return header }
        return row.tag ?? "Value"
    }
}
