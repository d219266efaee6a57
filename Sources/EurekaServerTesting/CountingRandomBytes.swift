import EurekaServer
import Synchronization

/// Predictable "random" bytes: each call returns the next values of a counter, so tokens are
/// reproducible and two calls never return the same nonce.
///
/// ```swift
/// let random = CountingRandomBytes()
/// random.bytes(count: 4)  // [0, 1, 2, 3]
/// random.bytes(count: 4)  // [4, 5, 6, 7]
/// ```
public final class CountingRandomBytes: RandomBytesSource {
    private let next: Mutex<UInt8>

    /// A source starting at `start`.
    public init(start: UInt8 = 0) {
        next = Mutex(start)
    }

    /// The next `count` counter values (wrapping at 256).
    public func bytes(count: Int) -> [UInt8] {
        next.withLock { value in
            (0..<count).map { _ in
                defer { value &+= 1 }
                return value
            }
        }
    }
}
