import Eureka
import TerminalKit

/// Draws one kind of control and turns keys into row actions. Adapters know controls, never
/// row types: every row reaches them through its `RowDescription`.
protocol ControlAdapter {
    /// What the row shows.
    func display(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay
    /// The keys the focused row responds to, for the help bar.
    func keyBindings(_ description: RowDescription, state: RowUIState) -> [KeyBinding]
    /// Handles a key on the focused row; returns whether it did.
    func handle(_ key: KeyEvent, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool
    /// Handles pasted text on the focused row; returns whether it did.
    func handle(paste text: String, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool
    /// The row gained focus: set up its interface state.
    func focusGained(_ description: RowDescription, state: inout RowUIState)
    /// What the row holds but has not applied (a date typed without Enter), as the action that
    /// applies it; the session performs it when focus leaves the row or the form is submitted,
    /// so nothing typed is lost by moving on.
    func pendingAction(_ description: RowDescription, state: RowUIState) -> RowAction?
}

extension ControlAdapter {
    func handle(paste text: String, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool { false }
    func focusGained(_ description: RowDescription, state: inout RowUIState) {}
    func pendingAction(_ description: RowDescription, state: RowUIState) -> RowAction? { nil }
}

/// The adapter for each control.
enum ControlAdapters {
    static func adapter(for control: RowControl) -> any ControlAdapter {
        switch control {
        case .text: TextAdapter()
        case .toggle: ToggleAdapter()
        case .number: NumberAdapter()
        case .singleChoice(let choice) where choice.presentation == .segments: SegmentsAdapter()
        case .singleChoice(let choice) where choice.presentation == .wheel: WheelAdapter()
        case .wheels: WheelAdapter()
        case .date: DateAdapter()
        default: ValueAdapter()
        }
    }
}
