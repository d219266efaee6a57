// `map` and `filter` for rows whose element type is generic. Unspecialised generic code reading
// an array through `Collection`'s subscript coroutine allocates a frame for every element (2,800
// allocations per page of option rows, by malloc probes); these read through `Array`'s own
// subscript in an index loop, which allocates nothing but the result.
extension Array {
    /// The elements transformed, in order, as `map` would give them.
    ///
    /// ```swift
    /// options.mappedByIndex { String(describing: $0) }
    /// ```
    func mappedByIndex<Result>(_ transform: (Element) -> Result) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        for index in 0..<count { results.append(transform(self[index])) }
        return results
    }

    /// The indices of the elements that satisfy `isIncluded`, in order.
    ///
    /// ```swift
    /// options.indicesByIndex { chosen.contains($0) }
    /// ```
    func indicesByIndex(where isIncluded: (Element) -> Bool) -> [Int] {
        var indices: [Int] = []
        for index in 0..<count where isIncluded(self[index]) { indices.append(index) }
        return indices
    }

    /// The index of the first element that satisfies `predicate`.
    ///
    /// ```swift
    /// options.firstIndexByIndex { $0 == value }
    /// ```
    func firstIndexByIndex(where predicate: (Element) -> Bool) -> Int? {
        for index in 0..<count where predicate(self[index]) { return index }
        return nil
    }
}
