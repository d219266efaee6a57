import Eureka
import Foundation
import TerminalKit

/// Runs a form controller (and whatever it presents) in a terminal session until the user
/// submits or cancels. Keys become interaction-layer calls; every frame is rendered from the
/// model and presented as a diff. `package` where `TerminalFormDriver` (EurekaTerminalTesting)
/// drives it without a terminal.
package final class InteractiveFormSession: PresentationHost, FormWorkScheduler {
    let session: ScreenOutput
    let theme: TerminalTheme
    let root: FormViewController
    package private(set) var screens: [FormScreen] = []
    var overlay: Overlay?
    /// Set by Down: a text area entered from above starts at its first line, so walking on
    /// down goes through its lines (Up enters at the end, walking back up through them).
    private var entersFromAbove = false
    private var status: [String] = []
    /// The text typed after `/` on a selector screen; nil when not filtering.
    var filter: String?
    private var result: FormRunResult?
    /// The focused row as last seen, to reset its interface state when focus moves.
    private var lastFocus: (screen: ObjectIdentifier, row: BaseRow)?
    /// Whether the last frame showed an animation (a spinner), so ticks redraw.
    private var lastFrameAnimated = false
    /// Where finished work is reported while `run` is looping; nil otherwise.
    private var workResults: AsyncStream<Input>.Continuation?
    /// Work scheduled while no loop runs (the test driver), or waiting for its result.
    package private(set) var pendingWork: [Int: FormWork] = [:]
    private var nextWorkID = 0

    enum Input: Sendable {
        case event(TerminalEvent)
        case tick
        case workFinished(Int, any Sendable)
        case end
    }

    package init(root: FormViewController, session: ScreenOutput, theme: TerminalTheme) {
        self.root = root
        self.session = session
        self.theme = theme
    }

    /// Shows the root controller and handles events until the form ends.
    func run(events: AsyncStream<TerminalEvent>) async throws -> FormRunResult {
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        workResults = continuation
        for (id, work) in pendingWork { start(work, id: id, reporting: continuation) }
        let backlog = InputBacklog()
        let forwarder = Task {
            for await event in events {
                backlog.arrived(event)
                continuation.yield(.event(event))
            }
            continuation.yield(.end)
        }
        // Spinners animate on a timer; a tick redraws only while something animated is shown.
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                continuation.yield(.tick)
            }
        }
        defer {
            forwarder.cancel()
            ticker.cancel()
            workResults = nil
            continuation.finish()
        }
        begin()
        try draw()
        for await input in inputs {
            switch input {
            case .event(let event):
                // Whatever waits before a Ctrl-C would be cancelled with the form: not done.
                handle(backlog.interruptWaiting ? .interrupt : event)
                if let result { return result }
                if backlog.handledOne() { try draw() }
            case .tick:
                guard lastFrameAnimated else { continue }
                top.tick += 1
                try draw()
            case .workFinished(let id, let value):
                completeWork(id, with: value)
                if let result { return result }
                try draw()
            case .end:
                return finish(.cancelled)
            }
        }
        return finish(.cancelled)
    }

    /// Shows the root controller: loads it, becomes its host, focuses its first row.
    package func begin() {
        root.host = self
        // Weak: the controller outlives this session.
        root.completionHandler = { [weak self] completion in self?.complete(completion) }
        root.loadViewIfNeeded()
        root.viewWillAppear()
        screens = [FormScreen(controller: root, theme: theme)]
        top.interaction.focusFirstRow()
        syncFocus()
    }

    /// How the form ended, once it has.
    package var outcome: FormRunResult? { result }

    package var top: FormScreen { screens[screens.count - 1] }

    // MARK: Events

    package func handle(_ event: TerminalEvent) {
        switch event {
        case .key(let key):
            status.removeAll()
            top.statusMessages.removeAll()
            handle(key)
        case .paste(let text):
            status.removeAll()
            top.statusMessages.removeAll()
            // A paste goes where typing would: never to the row behind an open dialog.
            if overlay != nil {
                status = ["Not pasted: close this dialog first (a paste goes into a text field)"]
            } else if filter != nil {
                pasteIntoFilter(text)
            } else if let row = top.interaction.focusedRow {
                let screen = top
                let description = screen.freshDescription(of: row)
                var context = RowKeyContext(interaction: screen.interaction, state: screen.focusState, lineWidth: session.size.columns)
                let taken = ControlAdapters.adapter(for: description.control).handle(paste: text, description, row: row, in: &context)
                screen.focusState = context.state
                screen.statusMessages += context.statusMessages
                if let hint = context.fieldHint { screen.fieldHint = (hint, ObjectIdentifier(row)) }
                // Never gone without a word: a switch, a slider or a list takes no text.
                if !taken {
                    status = [description.isDisabled ? "Not pasted: this row is disabled" : "Not pasted: this row takes no typed text (? lists its keys)"]
                }
            }
        case .unknown(let bytes) where bytes.first != 0x1B && String(validating: bytes, as: UTF8.self) == nil:
            // Text in another encoding than UTF-8 (a Latin-1 terminal's é): not typed as "�".
            status = ["Not typed: the terminal sent \(Self.describe(bytes)), which is not UTF-8 text — set it (and LANG) to UTF-8"]
        case .unknown(let bytes):
            status = ["Unknown key sequence \(Self.describe(bytes)) — press ? for the keys this screen knows"]
        case .interrupt, .terminate:
            result = finish(.cancelled)
        case .resize, .suspend, .resume:
            break
        }
        syncFocus()
    }

    private func handle(_ key: KeyEvent) {
        // Ctrl-C, Ctrl-Z and Ctrl-L mean the same everywhere, over a dialog or a filter too.
        if key.modifiers == .control, case .character(let character) = key.key {
            switch character {
            case "c": result = finish(.cancelled); return
            case "z": session.suspend(); return
            case "l": session.invalidate(); return
            default: break
            }
        }
        if var current = overlay {
            overlay = nil  // a choice may present another overlay; keep this one only if it stays
            let closes = current.handle(key)
            if !closes, overlay == nil { overlay = current }
            return
        }
        if filter != nil, handleFilter(key) { return }
        if key.modifiers == .control, key.key == .character("s") {
            complete(.submit)
            return
        }
        let screen = top
        if let row = screen.interaction.focusedRow {
            let description = screen.freshDescription(of: row)
            var context = RowKeyContext(interaction: screen.interaction, state: screen.focusState, lineWidth: session.size.columns)
            let handled = ControlAdapters.adapter(for: description.control).handle(key, description, row: row, in: &context)
            screen.focusState = context.state
            screen.statusMessages += context.statusMessages
            if let hint = context.fieldHint { screen.fieldHint = (hint, ObjectIdentifier(row)) }
            if handled { return }
        }
        if handleRowCommand(key) { return }
        switch (key.key, key.modifiers) {
        case (.tab, []):
            let from = screen.interaction.focusedRow
            if !screen.interaction.focusNext() { status = [NavigationStopMessage.text(from: from, direction: .down, on: screen)] }
        case (.tab, .shift):
            let from = screen.interaction.focusedRow
            if !screen.interaction.focusPrevious() { status = [NavigationStopMessage.text(from: from, direction: .up, on: screen)] }
        case (.down, _):
            entersFromAbove = true
            if !screen.interaction.moveFocus(.down) { screen.revealsEnd = true }
        case (.up, _): screen.interaction.moveFocus(.up)
        case (.pageDown, _):
            for _ in 0..<pageSize {
                if !screen.interaction.moveFocus(.down) {
                    screen.revealsEnd = true
                    break
                }
            }
        case (.pageUp, _): for _ in 0..<pageSize { if !screen.interaction.moveFocus(.up) { break } }
        case (.home, _): screen.interaction.focus(screen.form.rows.first { !$0.isDisabled })
        case (.end, _):
            screen.interaction.focus(screen.form.rows.last { !$0.isDisabled })
            screen.revealsEnd = true
        case (.enter, _): screen.interaction.selectFocusedRow()
        case (.escape, _): goBack()
        case (.character("?"), _), (.function(1), _): showHelp()
        case (.character("/"), []) where screen.controller is FilterableController:
            filter = ""
            applyFilter()
        default:
            status = ["\(key.label) does nothing here — press ? for the keys this screen knows"]
        }
    }

    private var pageSize: Int { max(1, session.size.rows - 4) }

    /// Esc: leave a presented screen, or end the form; asks first when that throws away what
    /// the user did (`Form.hasUnsavedChanges`: values, and rows added, deleted or moved).
    private func goBack() {
        let screen = top
        let leave: () -> Void
        if screens.count > 1 {
            leave = { screen.controller.dismiss() }
        } else {
            leave = { [weak self] in
                guard let self else { return }
                self.result = self.finish(.cancelled)
            }
        }
        guard discardsWork(leaving: screen) else {
            leave()
            return
        }
        overlay = Overlay(
            title: "Discard changes?", message: ["Your changes to this form will be lost."],
            choices: [
                .init(title: "Keep editing", isCancel: true) {},
                .init(title: "Discard", isDestructive: true) { leave() },
            ])
    }

    /// Whether leaving `screen` loses the user's changes. A selector's options page returning
    /// to its row loses nothing (the choice is already the row's value), nor does a form whose
    /// presenter takes it back when it is dismissed (`onDismiss`). The root form, and a form
    /// pushed over another with no one to hand its values to (an example opened from the
    /// catalogue's home), are thrown away with their edits.
    private func discardsWork(leaving screen: FormScreen) -> Bool {
        if screens.count > 1 {
            if screen.controller is RowControllerType || screen.controller.onDismiss != nil { return false }
        }
        return screen.form.hasUnsavedChanges
    }

    private func showHelp() {
        let bindings = helpBindings(includeGlobal: true)
        overlay = Overlay(
            title: "Keys", message: bindings.map { "\($0.keys.padding(toLength: 12, withPad: " ", startingAt: 0)) \($0.action)" },
            choices: [
                .init(title: "Close", isCancel: true) {}
            ])
    }

    // MARK: Completion

    func complete(_ completion: FormCompletion) {
        switch completion {
        case .cancel:
            result = finish(.cancelled)
        case .submit:
            let target = submissionScreen
            if let row = top.interaction.focusedRow { applyPendingEdit(of: row, on: top) }
            let submission = target.controller.submission()
            guard submission.isAccepted else {
                status = submission.summary()
                if target === top, let first = submission.firstInvalidRow { top.interaction.focus(first) }
                return
            }
            result = finish(.submitted, form: target.form)
        }
    }

    private func finish(_ outcome: FormRunResult.Outcome, form: Form? = nil) -> FormRunResult {
        syncFocus(ending: true)
        return FormRunResult(outcome: outcome, values: (form ?? submissionScreen.form).exportValues())
    }

    /// The form Ctrl-S submits: the screen in front, unless it is a selector editing a row of
    /// the screen below.
    private var submissionScreen: FormScreen {
        screens.last { !($0.controller is RowControllerType) } ?? screens[0]
    }

    // MARK: Focus bookkeeping

    /// Resets the focused row's interface state when focus moved (by a key, a presented screen,
    /// or the form changing), and lets the new row's adapter set it up.
    private func syncFocus(ending: Bool = false) {
        let entersFromAbove = self.entersFromAbove
        self.entersFromAbove = false
        let screen = top
        // A screen whose rows arrived after it was shown (options loaded lazily) focuses where
        // it would have started with them.
        if !ending, screen.interaction.focusedRow == nil, !screen.form.rows.isEmpty { screen.focusStartingRow() }
        let current = ending ? nil : screen.interaction.focusedRow
        if let previous = lastFocus, previous.screen == ObjectIdentifier(screen), previous.row === current { return }
        if let previous = lastFocus, let owner = screens.first(where: { ObjectIdentifier($0) == previous.screen }) {
            if !ending { applyPendingEdit(of: previous.row, on: owner) }
            owner.focusState = RowUIState()
        }
        lastFocus = current.map { (ObjectIdentifier(screen), $0) }
        screen.focusState = RowUIState()
        if let current {
            let description = screen.freshDescription(of: current)
            ControlAdapters.adapter(for: description.control).focusGained(description, state: &screen.focusState)
            if entersFromAbove, screen.focusState.editor?.allowsNewlines == true { screen.focusState.editor?.moveCursor(to: 0) }
        }
    }

    /// Performs what `row` holds unapplied (a date typed without Enter) when focus leaves it or
    /// the form is submitted: typed text is never dropped by moving on. Text that does not read
    /// stays on the row as its input error, which blocks the submit.
    private func applyPendingEdit(of row: BaseRow, on screen: FormScreen) {
        let description = screen.freshDescription(of: row)
        guard let action = ControlAdapters.adapter(for: description.control).pendingAction(description, state: screen.focusState) else { return }
        screen.focusState.editor = nil
        try? screen.interaction.perform(action, on: row)
    }

    // MARK: Drawing

    func helpBindings(includeGlobal: Bool) -> [KeyBinding] {
        var bindings: [KeyBinding] = []
        if let overlay {
            let scrolls = overlay.messagePage != nil ? [KeyBinding("PgUp/PgDn", "more")] : []
            return [KeyBinding("↑↓", "choose"), KeyBinding("Enter", "confirm")] + scrolls + [KeyBinding("Esc", "close")]
        }
        // ? is typed into the filter: F1 is the help key there.
        if filter != nil {
            return [KeyBinding("type", "filter"), KeyBinding("Enter", "keep"), KeyBinding("Esc", "clear"), KeyBinding("F1", "help")]
        }
        if let row = top.interaction.focusedRow {
            let description = top.description(of: row)
            bindings += ControlAdapters.adapter(for: description.control).keyBindings(description, state: top.focusState)
        }
        bindings += sectionBindings()
        bindings.append(KeyBinding("Tab", "next"))
        // A text area's own ↑↓ (between its lines) comes first and says it.
        if !bindings.contains(where: { $0.keys == "↑↓" }) { bindings.append(KeyBinding("↑↓", "move")) }
        if top.controller is FilterableController { bindings.append(KeyBinding("/", "filter")) }
        // A row's own Esc (cancel typing) is what Esc does there: one Esc in the bar.
        if !bindings.contains(where: { $0.keys == "Esc" }) { bindings.append(KeyBinding("Esc", screens.count > 1 ? "back" : "quit")) }
        bindings.append(KeyBinding("^S", "submit"))
        if includeGlobal {
            bindings += [
                KeyBinding("⇧Tab", "previous"), KeyBinding("PgUp/PgDn", "page"), KeyBinding("Home/End", "first/last row (in text: start/end)"),
                KeyBinding("^C", "cancel"),
                KeyBinding("^Z", "suspend"), KeyBinding("^L", "redraw"),
            ]
        } else {
            // In a text being edited, ? is typed: F1 is the help key there.
            bindings.append(KeyBinding(top.focusState.editor != nil ? "F1" : "?", "help"))
        }
        return bindings
    }

    /// The hints the bar keeps however narrow the terminal: how to get help and what Esc does
    /// here (back, quit, close, clear, cancel typing), so no one is left without a way on or out.
    static func essentialHelp(in bindings: [KeyBinding]) -> Set<KeyBinding> {
        Set(bindings.filter { ["?", "F1", "Esc"].contains($0.keys) })
    }

    /// The filter being typed, and whether it hides every option (an empty list alone looked
    /// like a selector without options).
    private func filterStatus(_ screen: FormScreen) -> [String] {
        guard let filter else {
            // Kept with Enter: said, or the options it hides looked missing.
            guard let kept = (screen.controller as? FilterableController)?.filter, !kept.isEmpty else { return [] }
            let shown = ControlCharacterFilter.filter(kept)
            // A kept filter that matches nothing left an empty screen with no word of why.
            if screen.form.rows.isEmpty { return ["No options match “\(shown)” (/ filters anew, Esc there shows all)"] }
            return ["Showing options matching “\(shown)” (/ filters anew, Esc there shows all)"]
        }
        if !filter.isEmpty, screen.form.rows.isEmpty {
            return ["Filter: \(filter)▏  — nothing matches (Backspace, or Esc clears)"]
        }
        return ["Filter: \(filter)▏  (Enter keeps, Esc clears)"]
    }

    /// The next frame: the rows it can show are brought up to date first (cell updates run
    /// here, only for rows that changed), then the screen is rendered from their descriptions.
    func frame(size: TerminalSize) -> (CellGrid, CursorState) {
        let screen = top
        screen.prepare(height: size.rows)
        let title = screens.map { $0.controller.title ?? "Form" }.joined(separator: " › ")
        let loading = loadingStatus(screen)
        overlay?.fit(to: size)
        let help = helpBindings(includeGlobal: false)
        let chrome = ScreenRenderer.Chrome(
            title: title,
            position: positionText(screen),
            status: loading + filterStatus(screen) + status + screen.statusMessages + screen.shownFieldHint,
            help: help,
            essentialHelp: Self.essentialHelp(in: help)
        )
        var frame = ScreenRenderer(theme: theme).render(screen, size: size, chrome: chrome)
        lastFrameAnimated = frame.isAnimated || !loading.isEmpty
        if overlay != nil {
            overlay?.draw(into: &frame.grid, theme: theme)
            frame.cursor = .hidden
        }
        return (frame.grid, frame.cursor)
    }

    package func draw() throws {
        let (grid, cursor) = frame(size: session.size)
        try session.present(grid, cursor: cursor)
    }

    /// A spinner while a selector screen waits for its options.
    private func loadingStatus(_ screen: FormScreen) -> [String] {
        guard (screen.controller as? OptionsLoading)?.isLoadingOptions == true else { return [] }
        return ["\(Spinner.frame(screen.tick)) Loading options…"]
    }

    /// "12/340": the focused row's place among the visible rows.
    private func positionText(_ screen: FormScreen) -> String? {
        guard let path = screen.interaction.focusedRow?.indexPath else { return nil }
        var before = 0
        var total = 0
        for (index, section) in screen.form.enumerated() {
            if index < path.section { before += section.count }
            total += section.count
        }
        return "\(before + path.row + 1)/\(total)"
    }

    static func describe(_ bytes: [UInt8]) -> String {
        bytes.map { $0 == 0x1B ? "ESC" : ($0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : String(format: "0x%02X", $0)) }.joined(separator: " ")
    }

    // MARK: PresentationHost

    package func show(_ controller: ViewController, from presenter: ViewController, style: PresentationStyle) {
        if let alert = controller as? AlertController {
            overlay = Overlay(alert: alert)
            return
        }
        if let formController = controller as? FormViewController {
            // A selector without a title is named after the row that opened it.
            if formController.title == nil { formController.title = (presenter as? FormViewController)?.interaction.focusedRow?.title }
            // A pushed form (not a selector editing a row) can submit or cancel like the root.
            if !(formController is RowControllerType), formController.completionHandler == nil {
                formController.completionHandler = { [weak self, weak formController] completion in
                    switch completion {
                    case .submit: self?.complete(.submit)
                    case .cancel: formController?.dismiss()
                    }
                }
            }
            let screen = FormScreen(controller: formController, theme: theme)
            screens.append(screen)
            screen.focusStartingRow()
        } else {
            status = ["Cannot show \(type(of: controller)) in the terminal"]
        }
    }

    package func dismiss(_ controller: ViewController) {
        if controller is AlertController { overlay = nil }
        if let index = screens.firstIndex(where: { $0.controller === controller }), index > 0 {
            screens.removeSubrange(index...)
        }
    }

    // MARK: FormWorkScheduler

    /// Runs the work in a task while the loop keeps handling keys; its result is applied back
    /// on the loop. Without a running loop (the test driver) it waits in `pendingWork`.
    package func schedule(_ work: FormWork) {
        let id = nextWorkID
        nextWorkID += 1
        pendingWork[id] = work
        if let workResults { start(work, id: id, reporting: workResults) }
    }

    private func start(_ work: FormWork, id: Int, reporting continuation: AsyncStream<Input>.Continuation) {
        let run = work.run
        Task { continuation.yield(.workFinished(id, await run())) }
    }

    /// Applies a finished piece of work's result, on the loop.
    package func completeWork(_ id: Int, with value: any Sendable) {
        guard let work = pendingWork.removeValue(forKey: id) else { return }
        work.complete(with: value)
        syncFocus()
    }
}
