/// Encodes fields as an `application/x-www-form-urlencoded` body, the way a browser does, for
/// tests that post forms.
///
/// ```swift
/// let body = FormURLEncoder.encode([("email", "ada@example.com"), ("_csrf", token)])
/// ```
public enum FormURLEncoder {
    /// The body for `fields`, in order.
    ///
    /// ```swift
    /// FormURLEncoder.encode([("a b", "1+1")])  // "a+b=1%2B1"
    /// ```
    public static func encode(_ fields: [(String, String)]) -> String {
        fields.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
    }

    /// One name or value: unreserved bytes kept, space as `+`, everything else `%XX`.
    public static func escape(_ text: String) -> String {
        var output: [UInt8] = []
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                output.append(byte)
            case UInt8(ascii: " "):
                output.append(UInt8(ascii: "+"))
            default:
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
