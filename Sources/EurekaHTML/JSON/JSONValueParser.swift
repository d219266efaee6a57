import Eureka

/// A byte-level JSON parser into `FormValue`, for request bodies: depth-limited while it parses
/// (a body of ten thousand `[` is refused at the limit, never recursed into), duplicate keys
/// refused rather than silently resolved, and no detour through `Decodable`, so a 1,000-field
/// body is read as fast as the same fields URL-encoded.
///
/// ```swift
/// let value = try JSONValueParser.parse(Array(#"{"age": 36, "tags": ["a"]}"#.utf8))
/// ```
public struct JSONValueParser {
    /// Why a body is not JSON this parser accepts, with the byte offset where reading stopped.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong.
        public var reason: String
        /// The offset, in bytes from the start of the body.
        public var offset: Int
        /// Whether the body nests deeper than the parser's limit (the rest is well formed so far).
        public var isTooDeep = false
        /// "reason at byte N".
        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// How deeply arrays and objects may nest by default.
    public static let defaultMaximumDepth = 32

    private let bytes: [UInt8]
    private var index = 0
    private let maximumDepth: Int

    private init(_ bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON value (surrounded by optional whitespace, after an optional UTF-8
    /// byte-order mark) from `bytes`.
    ///
    /// ```swift
    /// try JSONValueParser.parse(Array("[1, 2.5, null]".utf8))   // .array([.int(1), .double(2.5), .null])
    /// ```
    public static func parse(_ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth) throws(Failure) -> FormValue {
        var parser = JSONValueParser(bytes, maximumDepth: maximumDepth)
        // RFC 8259 §8.1 lets a parser ignore a UTF-8 byte-order mark; a UTF-16 one is named.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw parser.failure("The body starts with a UTF-16 byte-order mark; JSON is read only as UTF-8")
        }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("Unexpected text after the value") }
        return value
    }

    private func failure(_ reason: String) -> Failure {
        Failure(reason: reason, offset: index)
    }

    private func tooDeep() -> Failure {
        Failure(reason: "Arrays and objects nest more than \(maximumDepth) levels deep", offset: index, isTooDeep: true)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> FormValue {
        guard index < bytes.count else { throw failure("Unexpected end of the body") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("Expected a value")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: FormValue) throws(Failure) -> FormValue {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure("Expected a value") }
        let matches = word.withUTF8Buffer { expected in (0..<count).allSatisfy { bytes[index + $0] == expected[$0] } }
        guard matches else { throw failure("Expected a value") }
        index += count
        return value
    }

    private mutating func object(depth: Int) throws(Failure) -> FormValue {
        guard depth <= maximumDepth else { throw tooDeep() }
        index += 1
        var members: [String: FormValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("Expected a quoted name") }
            let name = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("Expected “:” after a name") }
            index += 1
            skipWhitespace()
            let member = try value(depth: depth)
            guard members.updateValue(member, forKey: name) == nil else { throw failure("The name “\(FieldInputError.quotable(String(name)))” appears twice") }
            skipWhitespace()
            guard index < bytes.count else { throw failure("Unexpected end of the body") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            } else {
                throw failure("Expected “,” or “}”")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> FormValue {
        guard depth <= maximumDepth else { throw tooDeep() }
        index += 1
        var elements: [FormValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw failure("Unexpected end of the body") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            } else {
                throw failure("Expected “,” or “]”")
            }
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1  // the opening quote
        let start = index
        // Fast path: no escapes, the bytes are the string (validated as UTF-8 below).
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            guard bytes[index] >= 0x20 else { throw failure("A control character inside a string") }
            index += 1
        }
        guard index < bytes.count else { throw failure("Unterminated string") }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return try utf8String(bytes[start..<(index - 1)])
        }
        var scalars = Array(bytes[start..<index])
        while true {
            guard index < bytes.count else { throw failure("Unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try utf8String(scalars[...])
            }
            guard byte >= 0x20 else { throw failure("A control character inside a string") }
            guard byte == UInt8(ascii: "\\") else {
                scalars.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw failure("Unterminated string") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hexQuad()
                if (0xD800..<0xDC00).contains(code) {
                    // A high surrogate must be followed by an escaped low one.
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw failure("A lone surrogate in a \\u escape")
                    }
                    index += 2
                    let low = try hexQuad()
                    guard (0xDC00..<0xE000).contains(low) else { throw failure("A lone surrogate in a \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw failure("A lone surrogate in a \\u escape") }
                scalars.append(contentsOf: String(Character(scalar)).utf8)
            default:
                throw failure("Unknown escape \\\(Character(Unicode.Scalar(escaped)))")
            }
        }
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("A \\u escape needs four hex digits") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("A \\u escape needs four hex digits")
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private func utf8String(_ slice: ArraySlice<UInt8>) throws(Failure) -> String {
        guard let text = String(validating: slice, as: UTF8.self) else { throw failure("A string that is not UTF-8") }
        return text
    }

    private mutating func number() throws(Failure) -> FormValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        let integerStart = index
        guard digits() > 0 else { throw failure("Expected digits") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 { throw failure("A number with a leading zero") }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard digits() > 0 else { throw failure("Expected digits after “.”") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("Expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        // Too large for an integer, or a fraction: a double.
        guard let double = Double(text) else { throw failure("A number that cannot be read") }
        // A number is kept as a Double: one it cannot carry is refused, not rounded without a
        // word (-9223372036854775809 would become Int.min, 1e309 infinity, 1e-400 zero).
        guard double.isFinite, Double.reason(refusing: double, readFrom: text) == nil else {
            throw failure("A number that cannot be kept exactly (\(text.prefix(40)))")
        }
        return .double(double)
    }
}
