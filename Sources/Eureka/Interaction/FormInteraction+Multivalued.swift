// Editing multivalued sections: the calls a renderer makes for "add", "delete" and "move"
// (terminal: keys; web: buttons). Each keeps tags, values and conditions consistent because it
// goes through the section's ordinary row insertion, removal and move.
extension FormInteraction {
    /// Inserts the row `multivaluedRowToInsertAt` makes just before the add button and focuses it.
    /// Returns nil when the section does not allow inserting now, or has no row provider — the
    /// latter is reported as a `FormDefinitionError` (`.missingRowProvider`) through the form.
    ///
    /// ```swift
    /// let newRow = interaction.insertMultivaluedRow(in: phonesSection)
    /// ```
    @discardableResult
    public func insertMultivaluedRow(in section: any MultivaluedSectionType) -> BaseRow? {
        guard let row = section.insertProvidedRow() else { return nil }
        focus(row)
        return row
    }

    /// Inserts a new row into the multivalued section `row` belongs to (Ctrl-N on any of its
    /// rows), as `insertMultivaluedRow(in:)` does; nil when `row` is in no such section or it
    /// cannot insert now.
    ///
    /// ```swift
    /// interaction.insertMultivaluedRow(inSectionOf: focusedRow)
    /// ```
    @discardableResult
    public func insertMultivaluedRow(inSectionOf row: BaseRow) -> BaseRow? {
        guard let section = row.section as? any MultivaluedSectionType else { return nil }
        return insertMultivaluedRow(in: section)
    }

    /// Deletes a row of a multivalued section (`.Delete`; never the add button); focus moves to
    /// a neighbour if it was on that row. Returns whether the row was deleted.
    ///
    /// ```swift
    /// interaction.deleteMultivaluedRow(focusedRow)
    /// ```
    @discardableResult
    public func deleteMultivaluedRow(_ row: BaseRow) -> Bool {
        guard let section = row.section as? any MultivaluedSectionType, section.deleteEditableRow(row) else { return false }
        repairFocus()
        return true
    }

    /// Moves a row of a multivalued section (`.Reorder`) to `index` among the section's shown
    /// rows; the index is clamped so the add button stays last. Returns whether the row moved.
    ///
    /// ```swift
    /// interaction.moveMultivaluedRow(row, to: row.indexPath!.row - 1)   // one up
    /// ```
    @discardableResult
    public func moveMultivaluedRow(_ row: BaseRow, to index: Int) -> Bool {
        guard let section = row.section as? any MultivaluedSectionType, section.moveEditableRow(row, toVisibleIndex: index) else {
            return false
        }
        // Rows moved under the focus: where it was last seen is stale, and deleting the focused
        // row next would put focus at its old place (the add button) instead of its neighbour.
        if let focusedRow { lastFocusedPath = focusedRow.indexPath }
        return true
    }
}
