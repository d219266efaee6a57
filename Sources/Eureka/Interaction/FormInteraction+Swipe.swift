extension FormInteraction {
    /// The swipe actions available on a row's edge (none for disabled rows).
    ///
    /// ```swift
    /// interaction.swipeActions(for: row, edge: .trailing).map(\.title)
    /// ```
    public func swipeActions(for row: BaseRow, edge: SwipeEdge) -> [SwipeAction] {
        guard !row.isDisabled else { return [] }
        return edge == .leading ? row.leadingSwipe.actions : row.trailingSwipe.actions
    }

    /// Runs a swipe action on a row. When its handler completes with `true` and the action is
    /// destructive, the row is removed from its section (focus moves to a neighbour).
    ///
    /// ```swift
    /// interaction.perform(row.trailingSwipe.actions[0], on: row)
    /// ```
    public func perform(_ action: SwipeAction, on row: BaseRow) {
        action.handler(action, row) { [weak self, weak row] completed in
            guard completed, action.style == .destructive, let row, let section = row.section else { return }
            // The user's removal: leaving the form now would lose it ("Discard changes?").
            section.form?.noteUserEdit(of: section)
            section.remove(row: row)
            self?.repairFocus()
        }
    }

    /// A full swipe: performs the edge's first action if its configuration allows it; returns
    /// whether an action ran.
    @discardableResult
    public func performFullSwipe(on row: BaseRow, edge: SwipeEdge) -> Bool {
        let configuration = edge == .leading ? row.leadingSwipe : row.trailingSwipe
        guard configuration.performsFirstActionWithFullSwipe, let first = swipeActions(for: row, edge: edge).first else { return false }
        perform(first, on: row)
        return true
    }
}
