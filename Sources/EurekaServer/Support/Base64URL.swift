/// Base64url without padding (RFC 4648 §5): tokens travel in form fields, headers and URLs, and
/// this alphabet needs no escaping in any of them.
///
/// ```swift
/// Base64URL.encode([0xFB, 0xFF])   // "-_8"
/// Base64URL.decode("-_8")          // [0xFB, 0xFF]
/// ```
public enum Base64URL {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Encodes bytes.
    ///
    /// ```swift
    /// Base64URL.encode(Array("hi".utf8))  // "aGk"
    /// ```
    public static func encode(_ bytes: some Collection<UInt8>) -> String {
        let input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity((input.count * 4 + 2) / 3)
        var index = 0
        while index + 2 < input.count {
            let value = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
            output += [sextet(value >> 18), sextet(value >> 12), sextet(value >> 6), sextet(value)]
            index += 3
        }
        switch input.count - index {
        case 1:
            let value = UInt32(input[index]) << 16
            output += [sextet(value >> 18), sextet(value >> 12)]
        case 2:
            let value = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8
            output += [sextet(value >> 18), sextet(value >> 12), sextet(value >> 6)]
        default: break
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes strictly: only the url-safe alphabet, no padding, no stray bits; nil otherwise.
    ///
    /// ```swift
    /// Base64URL.decode("aGk")   // [0x68, 0x69]
    /// Base64URL.decode("aGk=")  // nil
    /// ```
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        let input = Array(text.utf8)
        guard input.count % 4 != 1 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(input.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in input {
            guard let value = value(of: byte) else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        // Leftover bits must be zero, or two strings would decode to the same bytes.
        guard buffer & ((1 << UInt32(bits)) - 1) == 0 else { return nil }
        return output
    }

    private static func sextet(_ value: UInt32) -> UInt8 { alphabet[Int(value & 0x3F)] }

    private static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "-"): 62
        case UInt8(ascii: "_"): 63
        default: nil
        }
    }
}
