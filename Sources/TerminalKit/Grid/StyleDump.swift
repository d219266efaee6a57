/// The result of `CellGrid.styleDump`: a letter map and the styles the letters stand for.
///
/// ```swift
/// let dump = grid.styleDump
/// print(dump.map)     // ".aa.."
/// print(dump.legend)  // "a: fg=red bold"
/// ```
public struct StyleDump: Hashable, Sendable, CustomStringConvertible {
    /// One line per row, one letter per cell.
    ///
    /// ```swift
    /// print(grid.styleDump.map)
    /// ```
    public var map: String
    /// The non-plain styles; the style at index 0 is `a`.
    ///
    /// ```swift
    /// grid.styleDump.styles.first  // the style drawn as "a"
    /// ```
    public var styles: [TextStyle]

    /// One line per letter, `letter: style`.
    ///
    /// ```swift
    /// dump.legend  // "a: bold\nb: fg=ansi16(red)"
    /// ```
    public var legend: String {
        styles.enumerated().map { "\(StyleDump.letter(for: $0.offset)): \($0.element)" }.joined(separator: "\n")
    }

    /// The map, then the legend.
    ///
    /// ```swift
    /// print(grid.styleDump)
    /// ```
    public var description: String { styles.isEmpty ? map : map + "\n" + legend }

    static func letter(for index: Int) -> Character {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return index < alphabet.count ? alphabet[index] : "?"
    }
}
