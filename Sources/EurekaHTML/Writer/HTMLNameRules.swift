/// The rules element and attribute names obey, shared by ``HTMLElementName`` and
/// ``HTMLAttributeName``. Names come from literals, so a violation is a programmer's typo and is
/// trapped where the literal is used.
enum HTMLNameRules {
    /// Void elements never get an end tag (HTML Living Standard, "void elements").
    static let voidElements: Set<[UInt8]> = Set(
        ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
            .map { Array($0.utf8) }
    )

    /// Attributes whose value the browser follows as a URL; `javascript:` there would run code.
    static let urlAttributes: Set<[UInt8]> = Set(
        ["href", "src", "action", "formaction", "poster", "cite", "data", "srcset", "ping", "background", "xlink:href"]
            .map { Array($0.utf8) }
    )

    static func checkedBytes(_ name: StaticString, kind: StaticString) -> [UInt8] {
        precondition(name.hasPointerRepresentation, "HTML \(kind) name must be a string literal")
        let bytes = Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        precondition(!bytes.isEmpty, "HTML \(kind) name must not be empty")
        precondition(isLowercaseLetter(bytes[0]), "HTML \(kind) name \(name) must start with a lowercase letter")
        for byte in bytes {
            precondition(
                isLowercaseLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":"),
                "HTML \(kind) name \(name) may hold only a-z, 0-9, '-' and ':'"
            )
        }
        return bytes
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }
}
