import Hummingbird

/// The body length a request declares in its `Content-Length`, as the body readers judge it.
///
/// NIO's parser takes any length up to 2^64 − 1, but `Int` holds only up to 2^63 − 1: a
/// declaration past that read as "none" and let the reader wait for a body no limit admits.
///
/// ```swift
/// if case .beyondCounting = DeclaredBodyLength(of: request) { /* refuse at once */ }
/// ```
enum DeclaredBodyLength: Equatable {
    /// A length an `Int` holds.
    case bytes(Int)
    /// Digits only, too many for an `Int`: larger than every limit.
    case beyondCounting

    /// The request's declared length, or nil when it declares none (or NIO let through
    /// something that is not a count, which the body then shows for what it is).
    ///
    /// ```swift
    /// DeclaredBodyLength(of: request)   // .bytes(22_001)
    /// ```
    init?(of request: Request) {
        guard let text = request.headers[.contentLength] else { return nil }
        if let count = Int(text) {
            self = .bytes(count)
        } else if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            self = .beyondCounting
        } else {
            return nil
        }
    }

    /// Whether the declaration is more than `limit` bytes.
    ///
    /// ```swift
    /// DeclaredBodyLength.beyondCounting.exceeds(4 << 20)   // true
    /// ```
    func exceeds(_ limit: Int) -> Bool {
        switch self {
        case .bytes(let count): count > limit
        case .beyondCounting: true
        }
    }

    /// The declared count when an `Int` holds it, for messages that name it.
    var count: Int? {
        if case .bytes(let count) = self { count } else { nil }
    }
}
