/// Punycode (RFC 3492), the encoding of internationalised host labels after their `xn--`
/// prefix; only decoding is needed, to show a stored host in its own letters.
///
/// ```swift
/// Punycode.decode("bcher-kva")   // "bücher"
/// Punycode.decode("r8jz45g")     // "例え"
/// ```
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128

    /// The label `encoded` stands for, or nil when it is no valid Punycode.
    static func decode(_ encoded: some StringProtocol) -> String? {
        let input = Array(encoded.unicodeScalars)
        guard input.allSatisfy(\.isASCII), !input.isEmpty, input.count <= 63 else { return nil }
        // The basic code points come before the last delimiter, when there is one.
        let delimiter = input.lastIndex(of: "-")
        var output: [Unicode.Scalar] = delimiter.map { Array(input[..<$0]) } ?? []
        var index = delimiter.map { $0 + 1 } ?? 0
        guard delimiter.map({ $0 + 1 < input.count }) ?? true else { return nil }
        var n = initialN
        var i = 0
        var bias = initialBias
        while index < input.count {
            let oldI = i
            var weight = 1
            var k = base
            while true {
                guard index < input.count, let digit = digitValue(input[index]) else { return nil }
                index += 1
                let (product, productOverflow) = digit.multipliedReportingOverflow(by: weight)
                let (sum, sumOverflow) = i.addingReportingOverflow(product)
                guard !productOverflow, !sumOverflow else { return nil }
                i = sum
                let t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias
                if digit < t { break }
                let (nextWeight, weightOverflow) = weight.multipliedReportingOverflow(by: base - t)
                guard !weightOverflow else { return nil }
                weight = nextWeight
                k += base
            }
            bias = adapt(delta: i - oldI, points: output.count + 1, first: oldI == 0)
            let (nextN, nOverflow) = n.addingReportingOverflow(i / (output.count + 1))
            guard !nOverflow else { return nil }
            n = nextN
            i %= output.count + 1
            guard let scalar = Unicode.Scalar(UInt32(clamping: n)), n < 0x11_0000, n >= 0x80 else { return nil }
            output.insert(scalar, at: i)
            i += 1
        }
        return String(String.UnicodeScalarView(output))
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "a"..."z": Int(scalar.value - 0x61)
        case "A"..."Z": Int(scalar.value - 0x41)
        case "0"..."9": Int(scalar.value - 0x30) + 26
        default: nil
        }
    }

    private static func adapt(delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
