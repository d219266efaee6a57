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

    init(theme: TerminalTheme, interaction: FormInteraction) {
        self.theme = theme
        self.interaction = interaction
    }

    /// Shows a message in the status line until the next key.
    public func showStatus(_ message: String) {
        statusMessages.append(message)
    }
}
