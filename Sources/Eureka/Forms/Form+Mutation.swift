// Non-mutating spellings of RangeReplaceableCollection's methods: a form is a class, so
// `let form = Form(); form.append(section)` must work without `var`.
extension Form {
    /// Appends a section.
    ///
    /// ```swift
    /// form.append(Section("More"))
    /// ```
    public func append(_ newElement: Section) {
        replaceSubrange(endIndex..<endIndex, with: CollectionOfOne(newElement))
    }

    /// Appends sections.
    ///
    /// ```swift
    /// form.append(contentsOf: [Section("A"), Section("B")])
    /// ```
    public func append<S: Sequence>(contentsOf newElements: S) where S.Element == Section {
        replaceSubrange(endIndex..<endIndex, with: Array(newElements))
    }

    /// Inserts a section at a visible index.
    public func insert(_ newElement: Section, at i: Int) {
        replaceSubrange(i..<i, with: CollectionOfOne(newElement))
    }

    /// Inserts sections at a visible index.
    public func insert<C: Collection>(contentsOf newElements: C, at i: Int) where C.Element == Section {
        replaceSubrange(i..<i, with: newElements)
    }

    /// Removes and returns the visible section at `i`.
    @discardableResult
    public func remove(at i: Int) -> Section {
        let section = self[i]
        replaceSubrange(i..<(i + 1), with: EmptyCollection())
        return section
    }

    /// Removes the visible sections in `bounds`.
    public func removeSubrange(_ bounds: Range<Int>) {
        replaceSubrange(bounds, with: EmptyCollection())
    }

    /// Removes the first visible section.
    @discardableResult
    public func removeFirst() -> Section { remove(at: startIndex) }

    /// Removes the last visible section.
    @discardableResult
    public func removeLast() -> Section { remove(at: endIndex - 1) }

    /// Removes every section, hidden ones included, and unregisters their tags, as Eureka does.
    ///
    /// ```swift
    /// form.removeAll()
    /// form +++ Section("Fresh") { $0.tag = "main" }
    /// ```
    public func removeAll(keepingCapacity keepCapacity: Bool = false) {
        removeSections(sectionList.all)
    }

    /// Removes the sections, hidden ones included, that satisfy `shouldBeRemoved`, as Eureka does.
    ///
    /// ```swift
    /// form.removeAll { $0.tag == "extras" }
    /// ```
    public func removeAll(where shouldBeRemoved: (Section) throws -> Bool) rethrows {
        removeSections(try sectionList.all.filter(shouldBeRemoved))
    }

    /// Exchanges the visible sections at `i` and `j` (no `var` needed: this is a class).
    public func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        self[i] = self[j]
    }
}
