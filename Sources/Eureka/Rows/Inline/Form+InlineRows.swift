extension Form {
    /// Collapses every expanded inline row except the one of `row` (which may be the parent or
    /// the inline row itself). The interaction layer calls this when focus moves and
    /// `inlineRowHideOptions` contains `.FirstResponderChanges`.
    ///
    /// ```swift
    /// if form.inlineRowHideOptions.contains(.FirstResponderChanges) {
    ///     form.collapseInlineRows(except: focusedRow)
    /// }
    /// ```
    public func collapseInlineRows(except row: BaseRow? = nil) {
        let kept = row?.inlineParentRow ?? row
        // The registry of expanded parents keeps this O(expanded rows), not O(rows): it runs on
        // every focus change.
        for parent in expandedInlineParents where parent.inlineRowStorage != nil && parent !== kept {
            if let inlineParent = parent as? any InlineRowType {
                inlineParent.collapseInlineRow()
            } else {
                parent.inlineRowStorage = nil
            }
        }
    }
}

extension Form {
    /// A row started or stopped holding an inline row.
    func inlineParentDidChange(_ row: BaseRow) {
        expandedInlineParents.removeAll { $0 === row }
        if row.inlineRowStorage != nil { expandedInlineParents.append(row) }
    }
}
