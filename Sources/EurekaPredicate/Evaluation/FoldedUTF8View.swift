/// The UTF-8 bytes of an ASCII string, optionally lowercased on the fly.
///
/// Comparing through this view is how `CONTAINS[c]` and friends avoid building a folded copy of
/// the runtime string: for ASCII text, lowercasing bytes is exactly what case folding does, and
/// diacritic folding changes nothing.
struct FoldedUTF8View: BidirectionalCollection {
    let base: String.UTF8View
    let foldsCase: Bool

    init(_ text: String, foldsCase: Bool) {
        self.base = text.utf8
        self.foldsCase = foldsCase
    }

    var startIndex: String.Index { base.startIndex }
    var endIndex: String.Index { base.endIndex }

    @inline(__always)
    func index(after index: String.Index) -> String.Index { base.index(after: index) }

    @inline(__always)
    func index(before index: String.Index) -> String.Index { base.index(before: index) }

    @inline(__always)
    subscript(position: String.Index) -> UInt8 {
        let byte = base[position]
        return foldsCase ? TextFolding.lowercasedASCII(byte) : byte
    }
}
