/// A set of instruction indices with constant-time insert, membership and clear (Briggs and
/// Torczon's sparse set), iterated in insertion order.
///
/// It works in memory its owner lends it (``RegexMatcher`` takes one temporary buffer per
/// match for both of its sets and its stack): an array per set cost four allocations for every
/// pattern check of every submitted field.
struct RegexStateSet {
    private let members: UnsafeMutableBufferPointer<Int32>
    private let positions: UnsafeMutableBufferPointer<Int32>
    private(set) var count = 0

    /// A set over `storage`, which must hold `2 * capacity` zeroed integers and outlive the set.
    init(storage: UnsafeMutableBufferPointer<Int32>, capacity: Int) {
        precondition(storage.count >= 2 * capacity, "a state set needs two integers per state")
        members = UnsafeMutableBufferPointer(rebasing: storage[0..<capacity])
        positions = UnsafeMutableBufferPointer(rebasing: storage[capacity..<(2 * capacity)])
    }

    func contains(_ state: Int) -> Bool {
        let position = Int(positions[state])
        return position < count && members[position] == Int32(state)
    }

    /// Adds `state`; returns false when it was already there.
    mutating func insert(_ state: Int) -> Bool {
        guard !contains(state) else { return false }
        members[count] = Int32(state)
        positions[state] = Int32(count)
        count += 1
        return true
    }

    mutating func removeAll() {
        count = 0
    }

    subscript(index: Int) -> Int {
        precondition(index < count, "state set index out of range")
        return Int(members[index])
    }
}
