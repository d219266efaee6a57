/// A token safe to use as an `id`, a `for`, a `name`, a class or an `aria-describedby` entry,
/// made from any string (typically a row tag).
///
/// ASCII letters, digits and `-` are kept; every other byte of the UTF-8 text, `_` included,
/// becomes `_` and two lowercase hex digits. The mapping is therefore injective (two different
/// tags never share an id) and reversible with ``decode(_:prefix:)``; the result needs no
/// escaping in HTML, in CSS selectors or in URLs. Without a prefix, a leading digit or `-` is
/// encoded too, so the token is a valid CSS identifier; an empty string becomes `_`.
///
/// ```swift
/// HTMLIdentifier(sanitizing: "first name", prefix: "row-").value  // "row-first_20name"
/// HTMLIdentifier(sanitizing: "\"><script>").value                  // "_22_3e_3cscript_3e"
/// HTMLIdentifier.decode("row-first_20name", prefix: "row-")         // "first name"
/// ```
public struct HTMLIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The sanitised token, prefix included.
    public let value: String

    /// Sanitises `raw` and puts `prefix` (a literal of letters, digits, `-` and `_`) before it.
    ///
    /// ```swift
    /// let errorID = HTMLIdentifier(sanitizing: row.tag, prefix: "error-")
    /// ```
    public init(sanitizing raw: some StringProtocol, prefix: StaticString = "") {
        if let token = Self.alreadyClean(raw, prefix: prefix) {
            value = token
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count + prefix.utf8CodeUnitCount + 8)
        HTMLEscaping.withUTF8(raw) { Self.append($0, prefix: prefix, to: &bytes) }
        value = String(decoding: bytes, as: UTF8.self)
    }

    /// `prefix + raw` when sanitising would change nothing (the usual tag, such as `email` or
    /// `field-3`): such a token is built without an intermediate byte array, so a short one
    /// allocates nothing. Nil when some byte needs encoding.
    private static func alreadyClean(_ raw: some StringProtocol, prefix: StaticString) -> String? {
        let utf8 = raw.utf8
        guard let first = utf8.first, prefix.utf8CodeUnitCount > 0 || isLetter(first) else { return nil }
        for byte in utf8 where !isKept(byte) { return nil }
        let prefixBytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        assert(prefixBytes.allSatisfy { isKept($0) || $0 == UInt8(ascii: "_") }, "identifier prefix \(prefix) must be letters, digits, '-' or '_'")
        var token = String(decoding: prefixBytes, as: UTF8.self)
        token.append(contentsOf: raw)
        return token
    }

    /// The token.
    ///
    /// ```swift
    /// "\(HTMLIdentifier(sanitizing: "a b"))"  // "a_20b"
    /// ```
    public var description: String { value }

    /// The original string of a token made with `prefix`, or nil when `token` is not one.
    ///
    /// ```swift
    /// HTMLIdentifier.decode("row-a_5fb", prefix: "row-")  // "a_b"
    /// HTMLIdentifier.decode("row-a_zz", prefix: "row-")   // nil
    /// ```
    public static func decode(_ token: some StringProtocol, prefix: StaticString = "") -> String? {
        let prefixBytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        var bytes = Array(token.utf8)
        guard bytes.starts(with: prefixBytes) else { return nil }
        bytes.removeFirst(prefixBytes.count)
        if prefixBytes.isEmpty && bytes == [UInt8(ascii: "_")] { return "" }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "_") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { return nil }
                decoded.append(high << 4 | low)
                index += 3
            } else if isKept(byte) {
                decoded.append(byte)
                index += 1
            } else {
                return nil
            }
        }
        // Only a token this type could have produced decodes: re-encoding must give it back.
        let text = String(decoding: decoded, as: UTF8.self)
        var check: [UInt8] = []
        HTMLEscaping.withUTF8(text) { append($0, prefix: prefix, to: &check) }
        return check == Array(token.utf8) ? text : nil
    }

    /// Appends the sanitised form of `source` after `prefix`; the writer uses this directly.
    /// Capacity is reserved once and bytes are stored through a pointer: this runs for every
    /// `id` and `for` of a page.
    static func append(_ source: UnsafeBufferPointer<UInt8>, prefix: StaticString, to output: inout [UInt8]) {
        let prefixBytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        precondition(prefixBytes.allSatisfy { isKept($0) || $0 == UInt8(ascii: "_") }, "identifier prefix \(prefix) must be letters, digits, '-' or '_'")
        output.append(contentsOf: prefixBytes)
        if source.isEmpty {
            if prefixBytes.isEmpty { output.append(UInt8(ascii: "_")) }
            return
        }
        let start = output.count
        // At most three output bytes per input byte.
        output.append(contentsOf: repeatElement(0, count: source.count * 3))
        let written = output.withUnsafeMutableBufferPointer { buffer in
            var index = start
            for offset in 0..<source.count {
                let byte = source[offset]
                let leadsToken = offset == 0 && prefixBytes.isEmpty
                if !isKept(byte) || (leadsToken && !isLetter(byte)) {
                    buffer[index] = UInt8(ascii: "_")
                    buffer[index + 1] = hexDigit(byte >> 4)
                    buffer[index + 2] = hexDigit(byte & 0x0F)
                    index += 3
                } else {
                    buffer[index] = byte
                    index += 1
                }
            }
            return index
        }
        output.removeLast(output.count - written)
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
