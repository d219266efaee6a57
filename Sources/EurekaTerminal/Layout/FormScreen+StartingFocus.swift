import Eureka

extension FormScreen {
    /// Focuses the row a screen starts on: on a screen that edits a row (a selector), the
    /// first option that is chosen, so the highlight starts on the current value (Enter on a
    /// highlight left on the first option picked that instead); elsewhere, and when no option
    /// is chosen, the first row.
    ///
    /// Options are told apart by their descriptions (`.selectableOption`), never by row type,
    /// so a custom row controller listing its own options starts on its choice too. Whether
    /// an option is chosen is its value's business, so it is described without bringing every
    /// option's cell up to date (and without keeping those descriptions for the frame).
    func focusStartingRow() {
        if controller is RowControllerType,
            let chosen = form.rows.first(where: { row in
                guard !row.isDisabled, case .selectableOption(let option) = row.describe().control else { return false }
                return option.isSelected
            })
        {
            interaction.focus(chosen)
            return
        }
        interaction.focusFirstRow()
    }
}
