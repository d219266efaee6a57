import Foundation

// Typed actions on rows: what every renderer calls instead of reaching into row types. Each
// goes through the row's own `perform(_:)`, so values change through the normal pipeline.
extension FormInteraction {
    /// Performs `action` on `row`. The row must be shown in this form. `.press` selects the row
    /// as a click or Enter would (focus, then its selection behaviour; an add button inserts and
    /// focuses the new row); `.editText` focuses the row first, so editing ends when focus
    /// leaves; `.performSwipeAction` runs that swipe action.
    ///
    /// ```swift
    /// try interaction.perform(.setText("ada@example.com"), on: emailRow)
    /// ```
    public func perform(_ action: RowAction, on row: BaseRow) throws(RowActionError) {
        guard row.form === form, row.isShownInForm else {
            throw RowActionError(code: .notShown, message: "\(row.displayName) is not shown in this form")
        }
        switch action {
        case .press:
            guard !row.isDisabled else { throw .disabled(row) }
            if case .addButton = row.control, let section = row.section as? any MultivaluedSectionType {
                focus(row)
                if insertMultivaluedRow(in: section) == nil, !section.canInsertRow { throw .unsupported(action, row) }
                return
            }
            select(row)
        case .editText:
            if focusedRow !== row { focus(row) }
            try row.perform(action)
        case .performSwipeAction(let edge, let index):
            let actions = swipeActions(for: row, edge: edge)
            guard actions.indices.contains(index) else { throw .outOfRange(index, count: actions.count, row, counting: .swipeAction) }
            perform(actions[index], on: row)
        default:
            try row.perform(action)
        }
    }

    /// Commits text to a text or date row (parsed into the value, or kept with an input error).
    ///
    /// ```swift
    /// try interaction.setText("42", in: ageRow)
    /// ```
    public func setText(_ text: String, in row: BaseRow) throws(RowActionError) {
        try perform(.setText(text), on: row)
    }

    /// Flips a switch or check.
    ///
    /// ```swift
    /// try interaction.toggle(notifyRow)
    /// ```
    public func toggle(_ row: BaseRow) throws(RowActionError) {
        try perform(.toggle, on: row)
    }

    /// Chooses option `index` of a single choice; nil clears it.
    ///
    /// ```swift
    /// try interaction.choose(2, in: sizeRow)
    /// ```
    public func choose(_ index: Int?, in row: BaseRow) throws(RowActionError) {
        try perform(.choose(index), on: row)
    }

    /// Moves a number, a choice or a wheel by whole steps.
    ///
    /// ```swift
    /// try interaction.step(volumeRow, by: -1)
    /// ```
    public func step(_ row: BaseRow, by steps: Int) throws(RowActionError) {
        try perform(.step(steps), on: row)
    }

    /// Sets a date row's date; nil clears it.
    ///
    /// ```swift
    /// try interaction.setDate(.now, in: startsRow)
    /// ```
    public func setDate(_ date: Date?, in row: BaseRow) throws(RowActionError) {
        try perform(.setDate(date), on: row)
    }

    /// Presses a row: a button acts, a selector opens, an option is selected.
    ///
    /// ```swift
    /// try interaction.press(submitRow)
    /// ```
    public func press(_ row: BaseRow) throws(RowActionError) {
        try perform(.press, on: row)
    }

    /// Brings a row's cell up to date before it is shown (runs `cellUpdate` if the row changed
    /// since; creates the cell the first time). Renderers call it before describing a row, never
    /// while drawing.
    ///
    /// ```swift
    /// interaction.prepareForDisplay(row)
    /// draw(row.describe())
    /// ```
    public func prepareForDisplay(_ row: BaseRow) {
        row.updateCellIfNeeded()
    }

    /// Brings every shown row's cell up to date (a page that shows the whole form).
    ///
    /// ```swift
    /// interaction.prepareAllRowsForDisplay()
    /// ```
    public func prepareAllRowsForDisplay() {
        for row in form.rows { row.updateCellIfNeeded() }
    }
}

extension FormInteraction {
    /// The row after (or before) `row` in reading order, among shown rows, skipping inline rows
    /// (their parent edits the same value) — for hosts that go through every row in turn, such
    /// as line prompts. Works when `row` has just been hidden.
    ///
    /// ```swift
    /// var row = interaction.form.rows.first
    /// while let current = row { ask(current); row = interaction.row(after: current) }
    /// ```
    public func row(after row: BaseRow) -> BaseRow? {
        let all = form.allRows
        guard let index = all.firstIndex(where: { $0 === row }) else { return form.rows.first { $0.inlineParentRow == nil } }
        return all[(index + 1)...].first { $0.isShownInForm && $0.inlineParentRow == nil }
    }

    /// The row before `row` in reading order, among shown, enabled rows, skipping inline rows.
    ///
    /// ```swift
    /// interaction.row(before: current)   // "<" in line mode
    /// ```
    public func row(before row: BaseRow) -> BaseRow? {
        let all = form.allRows
        guard let index = all.firstIndex(where: { $0 === row }) else { return nil }
        return all[..<index].last { $0.isShownInForm && !$0.isDisabled && $0.inlineParentRow == nil }
    }

    /// A load of `row`'s lazy options, for a host that waits for it before showing them; nil
    /// when the row has none to load.
    ///
    /// ```swift
    /// await interaction.optionsLoad(for: row)?.perform()
    /// ```
    public func optionsLoad(for row: BaseRow) -> FormWork? {
        (row as? any OptionsProviderRow)?.optionsLoadIfNeeded()
    }
}
