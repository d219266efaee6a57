/// What renderers and the interaction layer need from a multivalued section, whatever its add
/// button type: the options, the add button, the values, and which rows can be edited.
///
/// ```swift
/// if let section = row.section as? any MultivaluedSectionType, section.canDeleteRow(row) {
///     interaction.deleteMultivaluedRow(row)
/// }
/// ```
public protocol MultivaluedSectionType: Section {
    /// What the user may do with the rows.
    var multivaluedOptions: MultivaluedOptions { get set }
    /// Whether renderers show an insert ("+") mark on the add button.
    var showInsertIconInAddButton: Bool { get set }
    /// Makes the row to insert at a visible index; without it, inserting is a definition error.
    var multivaluedRowToInsertAt: ((Int) -> BaseRow)? { get set }
    /// The add button, while the section has one (with `.Insert`).
    var baseAddButtonRow: BaseRow? { get }
    /// The values of the shown rows, in order, the add button left out.
    func values() -> [Any?]
}

extension MultivaluedSectionType {
    /// Whether a new row can be inserted now: `.Insert` is on and the add button is not disabled.
    ///
    /// ```swift
    /// section.canInsertRow
    /// ```
    public var canInsertRow: Bool {
        multivaluedOptions.contains(.Insert) && baseAddButtonRow?.isDisabled != true
    }

    /// Whether `row` can be deleted: `.Delete` is on, it is an enabled row of this section, and
    /// it is not the add button.
    ///
    /// ```swift
    /// section.canDeleteRow(row)
    /// ```
    public func canDeleteRow(_ row: BaseRow) -> Bool {
        multivaluedOptions.contains(.Delete) && isEditableRow(row)
    }

    /// Whether `row` can be moved: `.Reorder` is on, it is an enabled, shown row of this section,
    /// and it is not the add button (which always stays last).
    ///
    /// ```swift
    /// section.canMoveRow(row)
    /// ```
    public func canMoveRow(_ row: BaseRow) -> Bool {
        multivaluedOptions.contains(.Reorder) && isEditableRow(row) && row.isListedVisible
    }

    /// Whether `row` can move `offset` places (−1 up, 1 down): it can move at all, and the
    /// place is in the list, above the add button.
    ///
    /// ```swift
    /// section.canMoveRow(firstRow, by: -1)   // false
    /// ```
    public func canMoveRow(_ row: BaseRow, by offset: Int) -> Bool {
        guard canMoveRow(row), let source = rowList.visibleIndex(of: row) else { return false }
        return movePlace(for: source + offset) != source
    }

    /// The visible place a move to `destination` lands on: within the list, above the add button.
    private func movePlace(for destination: Int) -> Int {
        let buttonIndex = baseAddButtonRow.flatMap { rowList.visibleIndex(of: $0) } ?? rowList.visible.count
        return Swift.min(Swift.max(destination, 0), buttonIndex - 1)
    }

    private func isEditableRow(_ row: BaseRow) -> Bool {
        row.section === self && row !== baseAddButtonRow && !row.isDisabled
    }

    // MARK: Model operations behind the interaction calls

    /// Inserts the provided row just before the add button (or last); nil when not allowed or
    /// when there is no provider, which is reported as a definition error.
    func insertProvidedRow() -> BaseRow? {
        guard canInsertRow else { return nil }
        guard let provider = multivaluedRowToInsertAt else {
            reportDefinitionError(.missingRowProvider, element: elementDescription, form: form)
            return nil
        }
        let index = baseAddButtonRow.flatMap { rowList.visibleIndex(of: $0) } ?? endIndex
        let row = provider(index)
        form?.noteUserEdit(of: self)
        insert(row, at: index)
        return row
    }

    /// Removes `row` if it may be deleted.
    func deleteEditableRow(_ row: BaseRow) -> Bool {
        guard canDeleteRow(row) else { return false }
        // Noted first: a removal refused leaves the rows as noted, which is no change.
        form?.noteUserEdit(of: self)
        return remove(row: row)
    }

    /// Moves `row` to a visible index, kept above the add button; false when nothing moved.
    func moveEditableRow(_ row: BaseRow, toVisibleIndex destination: Int) -> Bool {
        guard canMoveRow(row), let source = rowList.visibleIndex(of: row) else { return false }
        let target = movePlace(for: destination)
        guard target != source else { return false }
        form?.noteUserEdit(of: self)
        // Moving onto the target's position in allRows puts the row where the target was seen.
        moveRow(from: row.listPosition, to: rowList.visible[target].listPosition)
        valuesDidChange()
        return true
    }

    /// Conditions that read the section's tag see a new array of values.
    func valuesDidChange() {
        guard let form, let tag, form.sectionBy(tag: tag) === self else { return }
        form.reevaluateDependents(ofTag: tag)
    }
}
