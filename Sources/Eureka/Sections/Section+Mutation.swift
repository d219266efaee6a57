// Non-mutating spellings of RangeReplaceableCollection's methods. A section is a class, so
// `let section = Section(); section.append(row)` must work without `var`.
extension Section {
    /// Appends a row.
    ///
    /// ```swift
    /// section.append(TextRow())
    /// ```
    public func append(_ newElement: BaseRow) {
        replaceSubrange(endIndex..<endIndex, with: CollectionOfOne(newElement))
    }

    /// Appends rows.
    ///
    /// ```swift
    /// section.append(contentsOf: [TextRow(), DateRow()])
    /// ```
    public func append<S: Sequence>(contentsOf newElements: S) where S.Element == BaseRow {
        replaceSubrange(endIndex..<endIndex, with: Array(newElements))
    }

    /// Inserts a row at a visible index.
    ///
    /// ```swift
    /// section.insert(TextRow(), at: 0)
    /// ```
    public func insert(_ newElement: BaseRow, at i: Int) {
        replaceSubrange(i..<i, with: CollectionOfOne(newElement))
    }

    /// Inserts rows at a visible index.
    public func insert<C: Collection>(contentsOf newElements: C, at i: Int) where C.Element == BaseRow {
        replaceSubrange(i..<i, with: newElements)
    }

    /// Removes and returns the visible row at `i`.
    @discardableResult
    public func remove(at i: Int) -> BaseRow {
        let row = self[i]
        replaceSubrange(i..<(i + 1), with: EmptyCollection())
        return row
    }

    /// Removes the visible rows in `bounds`.
    public func removeSubrange(_ bounds: Range<Int>) {
        replaceSubrange(bounds, with: EmptyCollection())
    }

    /// Removes the first visible row.
    @discardableResult
    public func removeFirst() -> BaseRow { remove(at: startIndex) }

    /// Removes the last visible row.
    @discardableResult
    public func removeLast() -> BaseRow { remove(at: endIndex - 1) }

    /// Removes every row, hidden ones included, and unregisters their tags, as Eureka does, so
    /// the section can be refilled with rows of the same tags.
    ///
    /// ```swift
    /// section.removeAll()
    /// section <<< TextRow("name")   // no duplicate-tag error, even if "name" was hidden
    /// ```
    public func removeAll(keepingCapacity keepCapacity: Bool = false) {
        removeRows(rowList.all)
    }

    /// Removes the rows, hidden ones included, that satisfy `shouldBeRemoved`, as Eureka does.
    ///
    /// ```swift
    /// section.removeAll { $0.tag?.hasPrefix("phone") == true }
    /// ```
    public func removeAll(where shouldBeRemoved: (BaseRow) throws -> Bool) rethrows {
        removeRows(try rowList.all.filter(shouldBeRemoved))
    }

    /// Exchanges the visible rows at `i` and `j` (no `var` needed: this is a class).
    public func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        self[i] = self[j]
    }
}
