import Foundation

// How rows join and leave a section, and how the form and its delegate hear about it.
extension Section {
    /// Inserts rows (not yet in any section) at `allIndex` among all rows.
    ///
    /// Order matters: all tags are registered before any condition is evaluated (so rows added
    /// together see each other), the new rows' visibility is settled before the delegate hears
    /// of them (one batched event), and only then do existing dependents of the new tags re-evaluate.
    func insertRows(_ rows: [BaseRow], atAllIndex allIndex: Int) {
        guard !rows.isEmpty else { return }
        rowList.insert(contentsOf: rows, at: allIndex)
        form?.structureRevision &+= 1
        for row in rows {
            row.section = self
            row.isSettling = true
        }
        let form = self.form
        form?.register(rows: rows)
        for row in rows {
            row.evaluateHidden()
            row.evaluateDisabled()
            row.isSettling = false
        }
        // Conditions, cell updates, definition-error handlers and the delegate are app code that
        // may remove rows (these or others) while this runs: each step below works on the rows
        // that are still here, never on a position remembered from before a callback.
        form?.changeRecorder?.note(self)
        var addedRows: [BaseRow] = []
        for row in rows where !row.isHidden && rowList.contains(row) {
            rowList.setVisible(row, true)
            addedRows.append(row)
        }
        if let form, let sectionIndex = index, form.delegate != nil {
            let added = addedRows.compactMap { row in rowList.visibleIndex(of: row).map { (row, $0) } }
            form.delegate?.rowsHaveBeenAdded(added.map(\.0), at: added.map { IndexPath(row: $0.1, section: sectionIndex) })
        }
        if let form {
            let arrived = rows.filter(isStillHere)
            for row in arrived { row.wasAddedToForm(form) }
            let settled = Set(arrived.map(ObjectIdentifier.init))
            form.announceArrival(ofTags: arrived.compactMap(\.tag)) { dependent in
                dependent.row.map { settled.contains(ObjectIdentifier($0)) } ?? false
            }
        }
        let added = rows.filter(isStillHere)
        if !added.isEmpty { rowsHaveBeenAdded(added) }
    }

    /// Whether `row` is (still) one of this section's rows.
    private func isStillHere(_ row: BaseRow) -> Bool {
        row.section === self && rowList.contains(row)
    }

    /// Removes rows (each must be in this section), visible or hidden.
    func removeRows(_ rows: [BaseRow]) {
        guard !rows.isEmpty else { return }
        let form = self.form
        // Removal hooks run first: they may take companion rows out themselves (an expanded
        // inline row leaves with its parent), so only rows still here are removed below.
        if let form {
            for row in rows where row.section === self {
                row.collapseInlineRowIfNeeded(leavingForm: true)
                row.willBeRemovedFromForm(form)
            }
        }
        let rows = rows.filter { $0.section === self && rowList.contains($0) }
        guard !rows.isEmpty else { return }
        form?.changeRecorder?.note(self)
        let sectionIndex = index
        var removedVisible: [(row: BaseRow, index: Int)] = []
        if form?.delegate != nil, sectionIndex != nil {
            removedVisible = rows.compactMap { row in rowList.visibleIndex(of: row).map { (row, $0) } }
        }
        rowList.remove(contentsOf: rows)
        form?.structureRevision &+= 1
        for row in rows {
            row.section = nil
            row.isHighlighted = false
        }
        form?.unregister(rows: rows)
        if let form, let sectionIndex, !removedVisible.isEmpty {
            form.delegate?.rowsHaveBeenRemoved(removedVisible.map(\.row), at: removedVisible.map { IndexPath(row: $0.index, section: sectionIndex) })
        }
        form?.announceDeparture(ofTags: rows.compactMap(\.tag))
        rowsHaveBeenRemoved(rows)
    }

    /// A row's `isHidden` changed: move it in or out of the visible rows and tell the delegate.
    func rowVisibilityDidChange(_ row: BaseRow) {
        guard !row.isSettling, rowList.contains(row) else { return }
        guard let visibleIndex = rowList.setVisible(row, !row.isHidden) else { return }
        guard let form, let delegate = form.delegate, let sectionIndex = index else { return }
        let path = IndexPath(row: visibleIndex, section: sectionIndex)
        if row.isHidden {
            delegate.rowsHaveBeenRemoved([row], at: [path])
        } else {
            delegate.rowsHaveBeenAdded([row], at: [path])
        }
    }
}
