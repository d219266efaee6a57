/// Appends `value` as eight big-endian bytes: the length prefixes and times inside the data
/// the server's MACs cover (CSRF tokens, signed page state), so no two inputs share bytes.
///
/// ```swift
/// var data: [UInt8] = []
/// appendBigEndian(Int64(path.utf8.count), to: &data)   // 0 0 0 0 0 0 0 7 for "/signup"
/// ```
func appendBigEndian(_ value: Int64, to bytes: inout [UInt8]) {
    for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: value >> Int64(shift)))
    }
}
