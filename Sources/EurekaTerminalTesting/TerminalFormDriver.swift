import Eureka
import EurekaTerminal
import TerminalKit

/// Drives a form through the terminal interface without a terminal: send keys, read the screen.
/// Deterministic and synchronous, for testing forms (yours and ours).
///
/// ```swift
/// let driver = TerminalFormDriver(controller: SignupController(), size: TerminalSize(columns: 60, rows: 20))
/// driver.type("ada@example.com")
/// driver.press(.tab)
/// driver.press(.character("s"), modifiers: .control)   // submit
/// #expect(driver.result?.outcome == .submitted)
/// #expect(driver.screen.contains("Email"))
/// ```
public final class TerminalFormDriver {
    private final class Output: ScreenOutput {
        var size: TerminalSize
        var grid: CellGrid
        var cursor: CursorState = .hidden
        var suspensions = 0
        var frames = 0
        init(size: TerminalSize) {
            self.size = size
            grid = CellGrid(size: size)
        }
        func present(_ grid: CellGrid, cursor: CursorState) throws {
            self.grid = grid
            self.cursor = cursor
            frames += 1
        }
        func suspend() { suspensions += 1 }
        func invalidate() {}
    }

    private let output: Output
    private let session: InteractiveFormSession

    /// Shows `controller` on a screen of `size`, as `runner` would.
    public init(
        controller: FormViewController, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        runner: TerminalFormRunner = TerminalFormRunner(mode: .interactive)
    ) {
        output = Output(size: size)
        session = InteractiveFormSession(root: controller, session: output, theme: runner.theme)
        session.begin()
        redraw()
    }

    private func redraw() {
        try? session.draw()
    }

    /// Sends an event (a key, a paste, a resize…) and redraws.
    public func send(_ event: TerminalEvent) {
        guard session.outcome == nil else { return }
        if case .resize(let size) = event { output.size = size }
        session.handle(event)
        redraw()
    }

    /// Presses a key.
    public func press(_ key: Key, modifiers: KeyModifiers = [], times: Int = 1) {
        for _ in 0..<times { send(.key(KeyEvent(key, modifiers: modifiers))) }
    }

    /// Types text, one key per character.
    public func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Pastes text (bracketed paste).
    public func paste(_ text: String) {
        send(.paste(text))
    }

    /// The current frame as text, one line per row.
    public var screen: String { output.grid.textDump }

    /// The current frame.
    public var frame: CellGrid { output.grid }

    /// Where the cursor is shown.
    public var cursor: CursorState { output.cursor }

    /// How the form ended, once it has.
    public var result: FormRunResult? { session.outcome }

    /// How many times Ctrl-Z asked to suspend.
    public var suspensionRequests: Int { output.suspensions }

    /// The focused row of the screen in front.
    public var focusedRow: BaseRow? { session.top.interaction.focusedRow }

    /// How many pieces of asynchronous work (lazy options) wait to run.
    public var pendingWorkCount: Int { session.pendingWork.count }

    /// Runs the waiting asynchronous work (lazy options) to completion, applies each result as
    /// the interactive host would, and redraws. Until then, a screen waiting for options shows
    /// its spinner.
    ///
    /// ```swift
    /// driver.press(.enter)            // opens a selector with lazy options
    /// await driver.runPendingWork()   // the options arrive
    /// ```
    public func runPendingWork() async {
        while let (id, work) = session.pendingWork.min(by: { $0.key < $1.key }) {
            let result = await work.run()
            session.completeWork(id, with: result)
        }
        redraw()
    }

    /// The focused row's interface state: the text being edited, the selected wheel.
    public var focusedRowState: RowUIState { session.top.focusState }

    /// The titles of the screens on the stack, root first.
    public var screenTitles: [String] { session.screens.map { $0.controller.title ?? "Form" } }
}
