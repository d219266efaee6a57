/// A set of instruction indices with constant-time insert, membership and clear (Briggs and
/// Torczon's sparse set), iterated in insertion order.
struct RegexStateSet {
    private(set) var members: [Int32]
    private var positions: [Int32]
    private(set) var count = 0

    init(capacity: Int) {
        members = Array(repeating: 0, count: capacity)
        positions = Array(repeating: 0, count: capacity)
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

    subscript(index: Int) -> Int { Int(members[index]) }
}
