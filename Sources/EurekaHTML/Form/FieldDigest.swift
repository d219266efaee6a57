/// A short hash of what a field shows, stable across processes and machines (FNV-1a over the
/// UTF-8 of each part, parts kept apart by a byte UTF-8 never contains), kept to 36 bits and
/// written as six URL-safe characters.
///
/// Not a secret and not a signature: two different values sharing a digest only make binding
/// restore a changed field before the changed ones instead of after (see ``ShownFields``).
/// Swift's `Hasher` would not do: it is seeded per process, and any instance behind a load
/// balancer must read what another wrote.
///
/// ```swift
/// var digest = FieldDigest()
/// digest.add("Ada")
/// var text = ""
/// FieldDigest.encode(digest.value, into: &text)   // six characters
/// ```
struct FieldDigest {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The digest of the parts added so far.
    var value: UInt64 { state & Self.mask }

    private static let mask: UInt64 = (1 << 36) - 1
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Adds one part.
    mutating func add(_ part: String) {
        var part = part
        part.withUTF8 { for byte in $0 { mix(byte) } }
        mix(0xFF)
    }

    /// Adds a flag as a part of its own.
    mutating func add(_ flag: Bool) {
        mix(flag ? 0x31 : 0x30)
        mix(0xFF)
    }

    private mutating func mix(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    /// Appends `digest` as six characters of the URL-safe base-64 alphabet.
    static func encode(_ digest: UInt64, into text: inout String) {
        for shift in stride(from: 30, through: 0, by: -6) {
            text.unicodeScalars.append(Unicode.Scalar(alphabet[Int((digest >> UInt64(shift)) & 63)]))
        }
    }

    /// The digest six characters encode, or nil for anything else.
    static func decode(_ text: Substring) -> UInt64? {
        guard text.utf8.count == 6 else { return nil }
        var digest: UInt64 = 0
        for byte in text.utf8 {
            guard let index = alphabet.firstIndex(of: byte) else { return nil }
            digest = digest << 6 | UInt64(index)
        }
        return digest
    }
}
