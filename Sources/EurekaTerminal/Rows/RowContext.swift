import Eureka
import TerminalKit

/// What a row adapter can see and do while drawing a row or handling a key.
///
/// ```swift
/// context.interaction.select(row)
/// context.showStatus("Saved")
/// ```
public final class RowContext {
    /// The styles in use.
    public let theme: TerminalTheme
    /// The interaction layer of the screen showing the row.
    public let interaction: FormInteraction
    /// Whether the row being drawn or handled is focused.
    public internal(set) var isFocused = false
    /// Text being edited in the focused row, when it is a text-input row.
    public var editor: TextEditor?
    /// Messages for the status line, shown until the next key.
    var statusMessages: [String] = []
    /// Per-row interface state that is not part of the model (the selected wheel of a picker).
    private var selectedComponents: [ObjectIdentifier: Int] = [:]
    /// Columns available for a row's value while drawing (set by the renderer).
    public internal(set) var valueWidth = 40
    /// Columns of the whole line while drawing (set by the renderer).
    public internal(set) var lineWidth = 80
    /// The frame counter, for animations such as the loading spinner.
    public internal(set) var tick = 0
    /// Set by adapters that drew something animated this frame, so the host keeps ticking.
    public var drewAnimation = false

    init(theme: TerminalTheme, interaction: FormInteraction) {
        self.theme = theme
        self.interaction = interaction
    }

    /// The selected component (wheel) of a multi-component row, clamped to `count`.
    public func selectedComponent(of row: BaseRow, count: Int) -> Int {
        min(max(0, selectedComponents[ObjectIdentifier(row)] ?? 0), max(0, count - 1))
    }

    /// Selects a component (wheel) of a multi-component row.
    public func selectComponent(_ component: Int, of row: BaseRow) {
        selectedComponents[ObjectIdentifier(row)] = component
    }

    /// Shows a message in the status line until the next key.
    public func showStatus(_ message: String) {
        statusMessages.append(message)
    }
}
