import Eureka

/// What handling a key on the focused row may use and change: the interaction layer (every
/// change to the row goes through its actions), the row's interface state, and status messages.
struct RowKeyContext {
    let interaction: FormInteraction
    var state: RowUIState
    /// The screen's width in columns, which text areas wrap to (as `RowDrawingContext.lineWidth`).
    var lineWidth = 80
    var statusMessages: [String] = []

    /// Performs an action on the row; a refused action becomes a status message.
    mutating func perform(_ action: RowAction, on row: BaseRow) {
        do {
            try interaction.perform(action, on: row)
        } catch {
            statusMessages.append(error.message)
        }
    }

    /// A message to keep in the status line while focus stays on this row (`showFieldHint`).
    var fieldHint: String?

    /// Shows a message in the status line until the next key.
    mutating func showStatus(_ message: String) {
        statusMessages.append(message)
    }

    /// Shows a message in the status line for as long as focus stays on the row: why a key a
    /// person will not see go missing was refused (a comma in a field whose decimal separator is
    /// a point: "3,5" read 35, and the reason was gone at the next key).
    mutating func showFieldHint(_ message: String) {
        fieldHint = message
    }
}
