/// Small helpers for building escape sequences straight into a byte buffer, without going
/// through `String` (which would allocate per number).
extension Array where Element == UInt8 {
    mutating func appendDecimal(_ value: Int) {
        let value = Swift.max(0, value)
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(truncatingIfNeeded: 0x30 + (value / divisor) % 10))
            divisor /= 10
        }
    }

    /// `ESC [`, the Control Sequence Introducer.
    mutating func appendCSI() {
        append(0x1B)
        append(0x5B)
    }

    mutating func appendCharacter(_ character: Character) {
        if let ascii = character.asciiValue {
            append(ascii)  // most cells: skip the generic UTF-8 view
        } else {
            append(contentsOf: character.utf8)
        }
    }
}

/// Decimal digits in a positive number, for computing sequence lengths before emitting them.
@inline(__always)
func decimalDigits(_ value: Int) -> Int {
    value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : value < 10_000 ? 4 : 5
}
