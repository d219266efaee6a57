/// An element that can sit in an `ElementList`: it remembers its position among all elements and
/// whether it is currently in the visible subsequence, so lookups never scan the list.
protocol ListedElement: AnyObject {
    /// Index in `ElementList.all`, maintained by the list.
    var listPosition: Int { get set }
    /// Whether the element is in `ElementList.visible`, maintained by the list.
    var isListedVisible: Bool { get set }
}

/// All elements of a form or section in order, plus the visible subsequence.
///
/// Hidden elements stay in `all` at their position, so when they come back they return to the
/// same place among their siblings. Finding where an element goes in `visible` is a binary search
/// on positions (the visible subsequence is sorted by position), so hiding or showing one element
/// costs O(log n) plus one array shift — never a scan of the rows.
struct ElementList<Element: ListedElement> {
    private(set) var all: [Element] = []
    private(set) var visible: [Element] = []

    /// Index in `visible` of the first visible element at or after `position`.
    private func visibleInsertionPoint(forPosition position: Int) -> Int {
        var low = 0
        var high = visible.count
        while low < high {
            let middle = (low + high) / 2
            if visible[middle].listPosition < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The element's index among visible elements, or nil when it is hidden or not in the list.
    func visibleIndex(of element: Element) -> Int? {
        guard element.isListedVisible, contains(element) else { return nil }
        let index = visibleInsertionPoint(forPosition: element.listPosition)
        return index < visible.count && visible[index] === element ? index : nil
    }

    /// Whether `element` is in this list (constant time: positions are kept exact).
    func contains(_ element: Element) -> Bool {
        let position = element.listPosition
        return position >= 0 && position < all.count && all[position] === element
    }

    /// Where an insertion at visible index `visibleIndex` lands in `all`: right after the visible
    /// element before it, so hidden elements that follow that element stay after the new one.
    func allIndex(forVisibleInsertionAt visibleIndex: Int) -> Int {
        precondition(visibleIndex >= 0 && visibleIndex <= visible.count, "visible index \(visibleIndex) out of bounds 0...\(visible.count)")
        guard visibleIndex > 0 else { return 0 }
        return visible[visibleIndex - 1].listPosition + 1
    }

    /// Inserts elements at `allIndex`, all initially not visible.
    mutating func insert(contentsOf elements: [Element], at allIndex: Int) {
        precondition(allIndex >= 0 && allIndex <= all.count)
        guard !elements.isEmpty else { return }
        all.insert(contentsOf: elements, at: allIndex)
        for element in elements { element.isListedVisible = false }
        renumber(from: allIndex)
    }

    /// Removes the element (visible or not) and returns its former visible index, if it had one.
    @discardableResult
    mutating func remove(_ element: Element) -> Int? {
        precondition(contains(element), "element is not in this list")
        let visibleIndex = setVisible(element, false)
        let position = element.listPosition
        all.remove(at: position)
        element.listPosition = -1
        renumber(from: position)
        return visibleIndex
    }

    /// Removes several elements (each in this list, visible or not) in one pass over the list:
    /// O(n + k) however many leave, where removing them one by one would shift the list k times.
    mutating func remove(contentsOf elements: [Element]) {
        guard elements.count > 1 else {
            if let element = elements.first { remove(element) }
            return
        }
        var isLeaving = [Bool](repeating: false, count: all.count)
        var firstPosition = all.count
        for element in elements {
            precondition(contains(element), "element is not in this list")
            isLeaving[element.listPosition] = true
            firstPosition = min(firstPosition, element.listPosition)
        }
        // Positions are still the old ones while both lists are filtered.
        visible.removeAll { isLeaving[$0.listPosition] }
        all.removeAll { isLeaving[$0.listPosition] }
        for element in elements {
            element.listPosition = -1
            element.isListedVisible = false
        }
        renumber(from: firstPosition)
    }

    /// Shows or hides an element; returns its visible index (after showing, before hiding) when
    /// the visibility actually changed, nil otherwise.
    @discardableResult
    mutating func setVisible(_ element: Element, _ isVisible: Bool) -> Int? {
        guard element.isListedVisible != isVisible else { return nil }
        let index = visibleInsertionPoint(forPosition: element.listPosition)
        if isVisible {
            visible.insert(element, at: index)
        } else {
            assert(visible[index] === element, "visible list out of order")
            visible.remove(at: index)
        }
        element.isListedVisible = isVisible
        return index
    }

    /// Exchanges the positions of two elements in `all`, keeping the visible list consistent.
    mutating func swapPositions(_ first: Element, _ second: Element) {
        let firstPosition = first.listPosition
        let secondPosition = second.listPosition
        guard firstPosition != secondPosition else { return }
        let firstVisible = setVisible(first, false) != nil
        let secondVisible = setVisible(second, false) != nil
        all.swapAt(firstPosition, secondPosition)
        first.listPosition = secondPosition
        second.listPosition = firstPosition
        if firstVisible { setVisible(first, true) }
        if secondVisible { setVisible(second, true) }
    }

    /// Moves an element to a new index in `all` (indices as after removal), keeping visibility.
    mutating func move(_ element: Element, toAllIndex destination: Int) {
        let wasVisible = setVisible(element, false) != nil
        let source = element.listPosition
        all.remove(at: source)
        all.insert(element, at: destination)
        renumber(from: min(source, destination))
        if wasVisible { setVisible(element, true) }
    }

    private mutating func renumber(from start: Int) {
        for index in start..<all.count { all[index].listPosition = index }
        checkInvariants()
    }

    /// Debug-only: positions are exact and `visible` is the sorted visible subsequence.
    func checkInvariants() {
        #if DEBUG
            if all.count <= 2_000 {
                for (index, element) in all.enumerated() { assert(element.listPosition == index) }
                assert(visible.count == all.lazy.filter(\.isListedVisible).count)
                for pair in zip(visible, visible.dropFirst()) { assert(pair.0.listPosition < pair.1.listPosition) }
            }
        #endif
    }
}
