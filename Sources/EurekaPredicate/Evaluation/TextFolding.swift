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
        if isASCII(text) {
            // ASCII has no diacritics and its case folding is lowercasing; the standard
            // library does that far faster than a round trip through NSString.
            return options.contains(.caseInsensitive) ? text.lowercased() : text
        }
        return text.folding(options: foundationOptions, locale: nil)
    }

    /// Whether every byte is ASCII, which makes byte-wise folding exact.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(ASCIIBytes.isASCII) ?? text.utf8.allSatisfy { $0 < 0x80 }
    }
}
