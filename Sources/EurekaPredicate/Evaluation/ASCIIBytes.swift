/// The UTF-8 bytes of an ASCII string, optionally lowercased on the fly.
///
/// Comparing through this view is how `CONTAINS[c]` and friends avoid building a folded copy of
/// the runtime string: for ASCII text, lowercasing bytes is exactly what case folding does, and
/// diacritic folding changes nothing. Integer indices into contiguous storage keep the generic
/// search loops as tight as hand-written ones.
struct ASCIIBytes: RandomAccessCollection {
    let base: UnsafeBufferPointer<UInt8>
    let foldsCase: Bool

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    @inline(__always)
    subscript(position: Int) -> UInt8 {
        let byte = base[position]
        return foldsCase ? ASCIIBytes.lowercased(byte) : byte
    }

    /// Calls `body` with the bytes of `text` if it is ASCII and stored contiguously (always
    /// the case for native Swift strings, small ones included); returns nil otherwise.
    static func with<R>(_ text: String, foldsCase: Bool, _ body: (ASCIIBytes) -> R) -> R? {
        let result: R?? = text.utf8.withContiguousStorageIfAvailable { buffer in
            guard isASCII(buffer) else { return nil }
            return body(ASCIIBytes(base: buffer, foldsCase: foldsCase))
        }
        return result ?? nil
    }

    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var high: UInt8 = 0
        for byte in buffer { high |= byte }
        return high < 0x80
    }

    /// ASCII lowercasing of one byte; what full case folding does to ASCII text.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
