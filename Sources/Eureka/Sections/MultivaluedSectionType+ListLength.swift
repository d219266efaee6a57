extension MultivaluedSectionType {
    /// The most items a list for this section may hold, given the most a client may send
    /// (`limit`, a page's 500): never fewer than the rows the section holds, so a definition
    /// that starts with more rows than a client could add keeps them all when its own list is
    /// sent back. The add button is no item.
    ///
    /// ```swift
    /// section.maximumListLength(allowing: 500)   // 600 for a section defined with 600 rows
    /// ```
    public func maximumListLength(allowing limit: Int) -> Int {
        let add = baseAddButtonRow
        var rows = 0
        for row in (self as Section).allRows where row !== add { rows += 1 }
        return Swift.max(limit, rows)
    }
}
