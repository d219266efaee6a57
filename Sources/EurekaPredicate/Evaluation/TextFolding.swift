import Foundation

/// Case and diacritic folding shared by literals (folded once, at parse time) and runtime strings
/// (folded per evaluation, but only when they are not plain ASCII).
enum TextFolding {
    /// Folds `text` the way `[c]`/`[d]` compare it.
    ///
    /// Foundation's folding is full case folding (`ß` becomes `ss`), which `lowercased()` is not.
    static func fold(_ text: String, _ options: ComparisonOptions) -> String {
        var foundationOptions: String.CompareOptions = []
        if options.contains(.caseInsensitive) { foundationOptions.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { foundationOptions.insert(.diacriticInsensitive) }
        if foundationOptions.isEmpty { return text }
        return text.folding(options: foundationOptions, locale: nil)
    }

    /// Whether every byte is ASCII, which makes byte-wise folding exact.
    @inline(__always)
    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// ASCII lowercasing of one byte; what full case folding does to ASCII text.
    @inline(__always)
    static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
