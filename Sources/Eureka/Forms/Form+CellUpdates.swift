// Deferring cell updates while a host applies many changes before drawing once (a web request
// binding a posted page): rows mark their cells out of date instead of updating them, and each
// cell that exists is updated once at the end.
extension Form {
    /// Runs `body` with cell updates deferred: while it runs, a row that would update its cell
    /// (`updateCell()`, also through `updateCellIfNeeded()`) only marks it out of date, and no
    /// cell is created. When the outermost call ends, every row whose cell exists and is out of
    /// date is updated once (its `cellUpdate` runs once); rows without a cell keep the update for
    /// when they are first shown, as always.
    ///
    /// Values, conditions, validation and callbacks other than the cell's run as usual. Use it
    /// where nothing is drawn until the changes are done: the web binds a posted page of a
    /// thousand fields with it, instead of updating each cell at every step of each edit.
    ///
    /// ```swift
    /// form.withCellUpdatesDeferred {
    ///     for (row, text) in posted { try? interaction.perform(.setText(text), on: row) }
    /// }
    /// ```
    public func withCellUpdatesDeferred<Result>(_ body: () throws -> Result) rethrows -> Result {
        cellUpdateDeferrals += 1
        defer {
            cellUpdateDeferrals -= 1
            if cellUpdateDeferrals == 0 {
                // Only rows marked while deferring: ending a deferral costs nothing on a large
                // form where a few rows changed. A row listed twice is updated once.
                let rows = rowsAwaitingCellUpdate
                rowsAwaitingCellUpdate = []
                for row in rows where row.needsCellUpdate && row.baseCellIfCreated != nil { row.updateCell() }
            }
        }
        return try body()
    }

    /// Whether cell updates are being deferred (`withCellUpdatesDeferred(_:)` is running).
    public var defersCellUpdates: Bool { cellUpdateDeferrals > 0 }
}
