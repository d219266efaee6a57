/// A parsed `Content-Type` (or `Content-Disposition`) header value: the leading value,
/// lowercased, and its parameters (names lowercased, values unquoted).
///
/// Quoted values may contain `;`, spaces and backslash escapes (RFC 9110 §5.6.4); parsing
/// never fails, a malformed parameter is skipped, so callers decide what is missing.
///
/// ```swift
/// let type = MediaTypeHeader("multipart/form-data; boundary=\"a;b\"")
/// type.value                   // "multipart/form-data"
/// type.parameter("boundary")   // "a;b"
/// ```
public struct MediaTypeHeader: Sendable, Hashable {
    /// The value before the first `;`, trimmed and lowercased (e.g. `text/html`, `form-data`).
    public let value: String
    /// The parameters in order, names lowercased.
    public let parameters: [(name: String, value: String)]

    /// Parses a header value.
    ///
    /// ```swift
    /// MediaTypeHeader("form-data; name=\"email\"").parameter("name")  // "email"
    /// ```
    public init(_ header: some StringProtocol) {
        let bytes = Array(header.utf8)
        var index = 0
        var head: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: ";") {
            head.append(bytes[index])
            index += 1
        }
        value = String(decoding: Self.trimmed(head), as: UTF8.self).lowercased()
        var parameters: [(name: String, value: String)] = []
        while index < bytes.count {
            index += 1  // the ';'
            Self.skipWhitespace(bytes, &index)
            var name: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ";") {
                name.append(bytes[index])
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            Self.skipWhitespace(bytes, &index)
            var parameterValue: [UInt8] = []
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
                    parameterValue.append(bytes[index])
                    index += 1
                }
                // Skip the closing quote and anything up to the next ';'.
                while index < bytes.count, bytes[index] != UInt8(ascii: ";") { index += 1 }
            } else {
                while index < bytes.count, bytes[index] != UInt8(ascii: ";") {
                    parameterValue.append(bytes[index])
                    index += 1
                }
                parameterValue = Self.trimmed(parameterValue)
            }
            let trimmedName = Self.trimmed(name)
            if !trimmedName.isEmpty {
                parameters.append(
                    (
                        String(decoding: trimmedName, as: UTF8.self).lowercased(),
                        String(decoding: parameterValue, as: UTF8.self)
                    ))
            }
        }
        self.parameters = parameters
    }

    /// The first parameter called `name` (case-insensitive), or nil.
    ///
    /// ```swift
    /// MediaTypeHeader("text/plain; charset=UTF-8").parameter("charset")  // "UTF-8"
    /// ```
    public func parameter(_ name: String) -> String? {
        let lowered = name.lowercased()
        return parameters.first { $0.name == lowered }?.value
    }

    /// Equality by value and parameters (tuples are not `Hashable`).
    public static func == (lhs: MediaTypeHeader, rhs: MediaTypeHeader) -> Bool {
        lhs.value == rhs.value && lhs.parameters.elementsEqual(rhs.parameters) { $0 == $1 }
    }

    /// Hashes the value and parameters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        for parameter in parameters {
            hasher.combine(parameter.name)
            hasher.combine(parameter.value)
        }
    }

    private static func skipWhitespace(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    }

    private static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        var slice = bytes[...]
        while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice.removeLast() }
        return Array(slice)
    }
}
