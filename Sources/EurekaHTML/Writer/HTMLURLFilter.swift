/// Decides whether a URL may go into a URL attribute (`href`, `src`, `action`…).
///
/// Escaping keeps a URL inside its attribute but cannot stop `javascript:alert(1)` from running
/// when followed, so URL attributes accept only relative URLs and the schemes a form needs
/// (`http`, `https`, `mailto`, `tel`). Anything else is replaced by ``blocked``, which
/// browsers treat as an inert, invalid URL. The scheme is read the way browsers read it: after
/// dropping leading and trailing controls and spaces and every tab and newline inside, so
/// `" java\tscript:"` is seen for what it is.
///
/// ```swift
/// HTMLURLFilter.isAllowed("/forms/signup")        // true
/// HTMLURLFilter.isAllowed("JavaScript:alert(1)")  // false
/// ```
public enum HTMLURLFilter {
    /// What a refused URL is written as.
    ///
    /// ```swift
    /// html.element(.a, attributes: { $0.attribute(.href, "javascript:x") }) { _ in }
    /// // <a href="about:invalid#blocked"></a>
    /// ```
    public static let blocked = "about:invalid#blocked"

    /// Whether `url` is relative or uses an allowed scheme.
    ///
    /// ```swift
    /// HTMLURLFilter.isAllowed("https://example.com/")  // true
    /// HTMLURLFilter.isAllowed("data:text/html,<b>")    // false
    /// ```
    public static func isAllowed(_ url: some StringProtocol) -> Bool {
        HTMLEscaping.withUTF8(url) { isAllowed(bytes: $0) }
    }

    static func isAllowed(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var scheme: [UInt8] = []
        var sawContent = false
        for byte in bytes {
            // Browsers strip leading C0 controls and spaces, and tabs/newlines anywhere.
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if !sawContent && byte <= 0x20 { continue }
            sawContent = true
            switch byte {
            case UInt8(ascii: ":"):
                return allowedSchemes.contains(scheme)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                scheme.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                scheme.append(byte | 0x20)
            default:
                // A '/', '?', '#' or any other byte before a ':' means there is no scheme.
                return true
            }
        }
        return true
    }

    private static let allowedSchemes: Set<[UInt8]> = Set(["http", "https", "mailto", "tel"].map { Array($0.utf8) })
}
