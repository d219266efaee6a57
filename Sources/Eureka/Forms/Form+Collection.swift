import Foundation

// A form is a collection of its visible sections; mutations keep hidden sections in place, with
// the same rules as `Section`'s row collection.
extension Form: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { sectionList.visible.count }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    /// The visible section at `position`. Assigning replaces it; assigning a visible section of
    /// this same form swaps the two.
    public subscript(position: Int) -> Section {
        get { sectionList.visible[position] }
        set { replaceVisibleSection(at: position, with: newValue) }
    }

    /// Replaces the visible sections in `subrange` with `newElements`; new sections go right
    /// after the visible section before `subrange` (first when it starts at 0), except that
    /// appending always adds at the very end. A section that is in another form moves here.
    public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Section {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= endIndex, "range \(subrange) out of bounds 0..<\(endIndex)")
        var seen = Set<ObjectIdentifier>()
        let incoming = newElements.filter { seen.insert(ObjectIdentifier($0)).inserted }
        let outgoing = sectionList.visible[subrange].filter { !seen.contains(ObjectIdentifier($0)) }
        let anchor = sectionList.visible[..<subrange.lowerBound].last { !seen.contains(ObjectIdentifier($0)) }
        let appends = subrange.isEmpty && subrange.lowerBound == endIndex
        removeSections(outgoing)
        for section in incoming { section.form?.removeSections([section]) }
        insertSections(incoming, atAllIndex: appends ? sectionList.all.count : anchor.map { $0.listPosition + 1 } ?? 0)
    }

    /// Removes `section` from the form, visible or hidden; returns whether it was here.
    ///
    /// ```swift
    /// form.remove(section: form.sectionBy(tag: "extras")!)
    /// ```
    @discardableResult
    public func remove(section: Section) -> Bool {
        guard section.form === self, sectionList.contains(section) else { return false }
        removeSections([section])
        return true
    }

    /// Removes every section, hidden ones included.
    ///
    /// ```swift
    /// form.removeAllSections()
    /// ```
    public func removeAllSections() {
        removeSections(sectionList.all)
    }

    private func replaceVisibleSection(at position: Int, with newSection: Section) {
        let oldSection = sectionList.visible[position]
        guard oldSection !== newSection else { return }
        if newSection.form === self, newSection.isListedVisible {
            let oldIndex = sectionList.visibleIndex(of: oldSection)!
            let newIndex = sectionList.visibleIndex(of: newSection)!
            sectionList.swapPositions(oldSection, newSection)
            structureRevision &+= 1
            delegate?.sectionsHaveBeenReplaced(
                oldSections: [oldSection, newSection], newSections: [newSection, oldSection], at: IndexSet([oldIndex, newIndex]))
            return
        }
        replaceSubrange(position..<(position + 1), with: [newSection])
    }
}

// How sections join and leave the form.
extension Form {
    func insertSections(_ sections: [Section], atAllIndex allIndex: Int) {
        guard !sections.isEmpty else { return }
        sectionList.insert(contentsOf: sections, at: allIndex)
        structureRevision &+= 1
        for section in sections {
            section.form = self
            section.isSettling = true
        }
        register(sections: sections)
        for section in sections {
            section.evaluateHidden()
            for row in section.allRows {
                row.evaluateHidden()
                row.evaluateDisabled()
            }
            section.isSettling = false
        }
        // Conditions and cell updates are app code that may remove sections (these or others)
        // while this runs: only sections still in the form are shown and announced.
        let shown = sections.filter { !$0.isHidden && sectionList.contains($0) }
        for section in shown { sectionList.setVisible(section, true) }
        let announced = shown.compactMap { section in sectionList.visibleIndex(of: section).map { (section, $0) } }
        if let delegate, !announced.isEmpty {
            delegate.sectionsHaveBeenAdded(announced.map(\.0), at: IndexSet(announced.map(\.1)))
        }
        var arrivedTags: [String] = []
        for section in sections where section.form === self && sectionList.contains(section) {
            for row in section.allRows {
                row.wasAddedToForm(self)
                if let tag = row.tag { arrivedTags.append(tag) }
            }
            if let tag = section.tag { arrivedTags.append(tag) }
        }
        let settled = Set(sections.map(ObjectIdentifier.init))
        announceArrival(ofTags: arrivedTags) { dependent in
            dependent.section.map { settled.contains(ObjectIdentifier($0)) } ?? false
        }
    }

    func removeSections(_ sections: [Section]) {
        guard !sections.isEmpty else { return }
        let removedVisible = sections.compactMap { section in sectionList.visibleIndex(of: section).map { (section, $0) } }
        for section in sections {
            for row in section.allRows {
                row.collapseInlineRowIfNeeded(leavingForm: true)
                row.willBeRemovedFromForm(self)
                row.isHighlighted = false
            }
        }
        sectionList.remove(contentsOf: sections)
        structureRevision &+= 1
        unregister(sections: sections)
        for section in sections { section.form = nil }
        if let delegate, !removedVisible.isEmpty {
            delegate.sectionsHaveBeenRemoved(removedVisible.map(\.0), at: IndexSet(removedVisible.map(\.1)))
        }
        var departedTags: [String] = []
        for section in sections {
            departedTags.append(contentsOf: section.allRows.compactMap(\.tag))
            if let tag = section.tag { departedTags.append(tag) }
        }
        announceDeparture(ofTags: departedTags)
    }

    /// A section's `isHidden` changed: move it in or out of the visible sections.
    func sectionVisibilityDidChange(_ section: Section) {
        guard !section.isSettling, sectionList.contains(section) else { return }
        guard let index = sectionList.setVisible(section, !section.isHidden) else { return }
        changeRecorder?.note(section)
        if section.isHidden {
            delegate?.sectionsHaveBeenRemoved([section], at: IndexSet(integer: index))
        } else {
            delegate?.sectionsHaveBeenAdded([section], at: IndexSet(integer: index))
        }
    }
}
