import Foundation

// A section is a collection of its visible rows. Indices are positions among visible rows;
// mutations keep hidden rows where they are (see `replaceSubrange`).
extension Section: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { rowList.visible.count }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    /// The visible row at `position`. Assigning replaces it; assigning a visible row of this same
    /// section swaps the two, so `swapAt`, `reverse()` and `sort` work as expected.
    public subscript(position: Int) -> BaseRow {
        get { rowList.visible[position] }
        set { replaceVisibleRow(at: position, with: newValue) }
    }

    /// Replaces the visible rows in `subrange` with `newElements`.
    ///
    /// New rows are placed right after the visible row before `subrange` (or first in the
    /// section when `subrange` starts at 0), so hidden rows that followed that row stay after the
    /// new ones — except that appending (an empty range at the end) always adds at the very end.
    /// A row already in another section moves here.
    public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == BaseRow {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= endIndex, "range \(subrange) out of bounds 0..<\(endIndex)")
        let appends = subrange.isEmpty && subrange.lowerBound == endIndex
        // `section <<< row` with a new row: nothing leaves, nothing repeats, nothing moves.
        if appends, newElements.count == 1, let row = newElements.first, row.section == nil {
            return insertRows([row], atAllIndex: rowList.all.count)
        }
        let incoming = uniqueRows(newElements)
        let incomingIDs = Set(incoming.map(ObjectIdentifier.init))
        let outgoing = rowList.visible[subrange].filter { !incomingIDs.contains(ObjectIdentifier($0)) }
        // The row the insertion follows: the last visible row before the range that stays put.
        let anchor = rowList.visible[..<subrange.lowerBound].last { !incomingIDs.contains(ObjectIdentifier($0)) }
        removeRows(outgoing)
        for row in incoming { row.section?.removeRows([row]) }
        // Appending (an empty range at the end) goes after hidden trailing rows too, as Eureka's
        // `append` does; other insertions go right after the anchor.
        let insertionIndex = appends ? rowList.all.count : anchor.map { $0.listPosition + 1 } ?? 0
        insertRows(incoming, atAllIndex: insertionIndex)
    }

    /// Inserts `row` right after `after` in `allRows`, whether or not `after` is visible.
    ///
    /// ```swift
    /// try section.insert(row: DateRow("end"), after: startRow)
    /// ```
    /// - Throws: `FormDefinitionError` with reason `.rowNotInSection` when `after` is not here.
    public func insert(row: BaseRow, after anchor: BaseRow) throws(FormDefinitionError) {
        guard anchor.section === self, rowList.contains(anchor) else {
            throw FormDefinitionError(reason: .rowNotInSection(anchor: anchor.elementDescription), element: elementDescription)
        }
        guard row !== anchor else { return }
        row.section?.removeRows([row])
        insertRows([row], atAllIndex: anchor.listPosition + 1)
    }

    /// Removes `row` from this section, visible or hidden; returns whether it was here.
    ///
    /// ```swift
    /// section.remove(row: form.rowBy(tag: "temporary")!)
    /// ```
    @discardableResult
    public func remove(row: BaseRow) -> Bool {
        guard row.section === self, rowList.contains(row) else { return false }
        removeRows([row])
        return true
    }

    /// Removes every row, hidden ones included.
    ///
    /// ```swift
    /// section.removeAllRows()
    /// ```
    public func removeAllRows() {
        removeRows(rowList.all)
    }

    /// Moves a row within the section (indices into `allRows`), keeping its visibility.
    ///
    /// ```swift
    /// section.moveRow(from: 0, to: 2)
    /// ```
    public func moveRow(from source: Int, to destination: Int) {
        precondition(rowList.all.indices.contains(source) && rowList.all.indices.contains(destination), "move \(source) → \(destination) out of bounds")
        let row = rowList.all[source]
        let oldPath = row.indexPath
        rowList.move(row, toAllIndex: destination)
        form?.structureRevision &+= 1
        form?.changeRecorder?.note(self)
        guard let delegate = form?.delegate, let oldPath, let newPath = row.indexPath, oldPath != newPath else { return }
        delegate.rowHasBeenMoved(row, from: oldPath, to: newPath)
    }

    private func replaceVisibleRow(at position: Int, with newRow: BaseRow) {
        let oldRow = rowList.visible[position]
        guard oldRow !== newRow else { return }
        if newRow.section === self, newRow.isListedVisible {
            let pathOld = oldRow.indexPath
            let pathNew = newRow.indexPath
            rowList.swapPositions(oldRow, newRow)
            form?.structureRevision &+= 1
            if let delegate = form?.delegate, let pathOld, let pathNew {
                delegate.rowsHaveBeenReplaced(oldRows: [oldRow, newRow], newRows: [newRow, oldRow], at: [pathOld, pathNew])
            }
            return
        }
        replaceSubrange(position..<(position + 1), with: [newRow])
    }

    /// Drops repeated rows (a row can be in one place only), reporting the repetition.
    private func uniqueRows<C: Collection>(_ rows: C) -> [BaseRow] where C.Element == BaseRow {
        var seen = Set<ObjectIdentifier>()
        var result: [BaseRow] = []
        result.reserveCapacity(rows.count)
        for row in rows {
            if seen.insert(ObjectIdentifier(row)).inserted {
                result.append(row)
            } else {
                reportDefinitionError(.rowAddedTwice(row: row.elementDescription), element: elementDescription, form: form)
            }
        }
        return result
    }
}
