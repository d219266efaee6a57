// Eureka's chainable callbacks. Each setter replaces the previous callback of the same kind, and
// returns the row so calls chain after the initializer.

extension RowType where Self: BaseRow {
    /// Runs after the value changes (whether or not the form has a delegate), before the
    /// conditions that read this row re-evaluate.
    ///
    /// ```swift
    /// SwitchRow("on").onChange { row in row.title = row.value == true ? "On" : "Off"; row.updateCell() }
    /// ```
    @discardableResult
    public func onChange(_ callback: @escaping (Self) -> Void) -> Self {
        callbacks.onChange = { [unowned self] in callback(self) }
        return self
    }

    /// Runs when the row is selected (`didSelect()`, what a tap or Enter calls), disabled or
    /// not, as in Eureka: start it with a guard when a disabled row should do nothing.
    /// `select()` and the renderers do not select disabled rows.
    ///
    /// ```swift
    /// ButtonRow().onCellSelection { cell, row in guard !row.isDisabled else { return }; submit() }
    /// ```
    @discardableResult
    public func onCellSelection(_ callback: @escaping (Cell, Self) -> Void) -> Self {
        callbacks.onCellSelection = { [unowned self] in callback(self.cell, self) }
        return self
    }

    /// Runs once, when the cell is created; if it already exists, runs at once.
    ///
    /// ```swift
    /// TextRow().cellSetup { cell, row in cell.backgroundColor = .lightGray }
    /// ```
    @discardableResult
    public func cellSetup(_ callback: @escaping (Cell, Self) -> Void) -> Self {
        let setup = { [unowned self] in callback(self.cell, self) }
        callbacks.cellSetup = setup
        if baseCellIfCreated != nil { setup() }
        return self
    }

    /// Runs on every cell update, after the cell's own `update()` and the type's default.
    ///
    /// ```swift
    /// TextRow().cellUpdate { cell, row in cell.textLabel?.font = .italicSystemFont(ofSize: 18) }
    /// ```
    @discardableResult
    public func cellUpdate(_ callback: @escaping (Cell, Self) -> Void) -> Self {
        callbacks.cellUpdate = { [unowned self] in callback(self.cell, self) }
        return self
    }

    /// Runs when the row gains or loses highlight (focus); read `row.isHighlighted`.
    ///
    /// ```swift
    /// TextRow().onCellHighlightChanged { cell, row in cell.textLabel?.textColor = row.isHighlighted ? .tint : nil }
    /// ```
    @discardableResult
    public func onCellHighlightChanged(_ callback: @escaping (Cell, Self) -> Void) -> Self {
        callbacks.onCellHighlightChanged = { [unowned self] in callback(self.cell, self) }
        return self
    }

    /// Runs when the row's validation errors change.
    ///
    /// ```swift
    /// EmailRow().onRowValidationChanged { cell, row in print(row.validationErrors) }
    /// ```
    @discardableResult
    public func onRowValidationChanged(_ callback: @escaping (Cell, Self) -> Void) -> Self {
        callbacks.onRowValidationChanged = { [unowned self] in callback(self.cell, self) }
        return self
    }
}
