/// Numbers as the refusal messages show them to people: digits grouped by thousands
/// ("65,536"), sizes also in the unit people know ("1 MB"). Written out here rather than with a
/// locale's formatter so a message is the same on every server and in every test.
///
/// ```swift
/// NumberWording.grouped(70_000)       // "70,000"
/// NumberWording.size(1_048_576)       // "1 MB"
/// NumberWording.bytes(1_048_576)      // "1,048,576 bytes (1 MB)"
/// ```
package enum NumberWording {
    /// `count` with a comma between each group of three digits.
    package static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return count < 0 ? "-" + text : text
    }

    /// `bytes` in KB or MB (of 1,024) with at most one decimal, or in bytes below a kilobyte.
    package static func size(_ bytes: Int) -> String {
        let units: [(String, Int)] = [("MB", 1 << 20), ("KB", 1 << 10)]
        for (unit, scale) in units where bytes >= scale {
            let tenths = (bytes * 10 + scale / 2) / scale
            return tenths % 10 == 0 ? "\(grouped(tenths / 10)) \(unit)" : "\(grouped(tenths / 10)).\(tenths % 10) \(unit)"
        }
        return bytes == 1 ? "1 byte" : "\(grouped(bytes)) bytes"
    }

    /// `count` bytes, with the size in KB or MB beside it from a kilobyte on: "1,048,576 bytes (1 MB)".
    package static func bytes(_ count: Int) -> String {
        count < 1 << 10 ? size(count) : "\(grouped(count)) bytes (\(size(count)))"
    }
}
