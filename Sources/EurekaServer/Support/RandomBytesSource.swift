/// Supplies random bytes for token nonces and generated secrets; a protocol so tests can make
/// tokens reproducible.
///
/// ```swift
/// let nonce = SystemRandomBytes().bytes(count: 16)
/// ```
public protocol RandomBytesSource: Sendable {
    /// `count` random bytes.
    func bytes(count: Int) -> [UInt8]
}

/// Cryptographically secure bytes from the operating system (`getrandom` on Linux).
///
/// ```swift
/// let secret = ServerSecret.generate(random: SystemRandomBytes())
/// ```
public struct SystemRandomBytes: RandomBytesSource {
    /// The system's generator.
    public init() {}

    /// `count` bytes from `SystemRandomNumberGenerator`.
    public func bytes(count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 8)
        while bytes.count < count {
            withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0) }
        }
        return Array(bytes.prefix(count))
    }
}
