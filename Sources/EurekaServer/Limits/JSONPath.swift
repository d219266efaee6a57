/// Paths into a JSON body as errors name them (`notes`, `tags[2]`, `a.b`), in the order a
/// person reads them: numbers by value, so `tags[2]` comes before `tags[10]`.
///
/// ```swift
/// JSONPath.precedes("tags[2]", "tags[10]")   // true
/// ```
enum JSONPath {
    /// Whether `first` comes before `second`: runs of digits compare as numbers (the shorter
    /// run of digits is the smaller number once leading zeros are set aside), everything else
    /// byte by byte.
    static func precedes(_ first: String, _ second: String) -> Bool {
        var a = first.utf8[...]
        var b = second.utf8[...]
        while let x = a.first, let y = b.first {
            if isDigit(x), isDigit(y) {
                let left = a.prefix(while: isDigit)
                let right = b.prefix(while: isDigit)
                let leftValue = left.drop { $0 == UInt8(ascii: "0") }
                let rightValue = right.drop { $0 == UInt8(ascii: "0") }
                if leftValue.count != rightValue.count { return leftValue.count < rightValue.count }
                if !leftValue.elementsEqual(rightValue) { return leftValue.lexicographicallyPrecedes(rightValue) }
                if left.count != right.count { return left.count < right.count }
                a = a.dropFirst(left.count)
                b = b.dropFirst(right.count)
            } else {
                if x != y { return x < y }
                a = a.dropFirst()
                b = b.dropFirst()
            }
        }
        return a.isEmpty && !b.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
