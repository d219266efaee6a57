/// SplitMix64: a tiny deterministic random number generator, so a random test replays exactly
/// from its seed.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let key = ["a", "b", "c"].randomElement(using: &random)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    ///
    /// ```swift
    /// var random = SeededGenerator(seed: 7)
    /// ```
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    ///
    /// ```swift
    /// let bits = random.next()
    /// ```
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number from 0 up to, not including, `bound` (by remainder, so a seed's sequence stays
    /// the one its tests were written against).
    ///
    /// ```swift
    /// let index = random.next(upTo: 10)
    /// ```
    public mutating func next(upTo bound: Int) -> Int {
        precondition(bound > 0, "the bound must be positive")
        return Int(next() % UInt64(bound))
    }
}
