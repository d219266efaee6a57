extension CellGrid {
    /// The grid's text, one line per row, each exactly as wide as the grid (a wide character
    /// counts for its two columns). Meant for golden tests.
    ///
    /// ```swift
    /// var grid = CellGrid(columns: 4, rows: 1)
    /// grid.write("中a", row: 0, column: 0)
    /// grid.textDump  // "中a "
    /// ```
    public var textDump: String {
        var lines: [String] = []
        lines.reserveCapacity(size.rows)
        for row in 0..<size.rows {
            lines.append(text(ofRow: row))
        }
        return lines.joined(separator: "\n")
    }

    /// One row's text, continuation cells skipped.
    ///
    /// ```swift
    /// grid.text(ofRow: 0)
    /// ```
    public func text(ofRow row: Int) -> String {
        var line = ""
        for column in 0..<size.columns {
            let cell = cells[row * size.columns + column]
            if !cell.isContinuation { line.append(cell.character) }
        }
        return line
    }

    /// A map of styles, one letter per cell, and the legend that explains the letters.
    ///
    /// The plain style is always `.`; other styles get `a`, `b`, … in order of first appearance,
    /// so the same picture always produces the same dump.
    ///
    /// ```swift
    /// var grid = CellGrid(columns: 3, rows: 1)
    /// grid.write("x", row: 0, column: 1, style: TextStyle(bold: true))
    /// grid.styleDump.description  // ".a.\na: bold"
    /// ```
    public var styleDump: StyleDump {
        var styles: [TextStyle] = []
        var lines: [String] = []
        for row in 0..<size.rows {
            var line = ""
            for column in 0..<size.columns {
                let style = cells[row * size.columns + column].style
                if style == .plain {
                    line.append(".")
                    continue
                }
                let index: Int
                if let known = styles.firstIndex(of: style) {
                    index = known
                } else {
                    styles.append(style)
                    index = styles.count - 1
                }
                line.append(StyleDump.letter(for: index))
            }
            lines.append(line)
        }
        return StyleDump(map: lines.joined(separator: "\n"), styles: styles)
    }
}

/// The result of `CellGrid.styleDump`: a letter map and the styles the letters stand for.
///
/// ```swift
/// let dump = grid.styleDump
/// print(dump.map)     // ".aa.."
/// print(dump.legend)  // "a: fg=red bold"
/// ```
public struct StyleDump: Hashable, Sendable, CustomStringConvertible {
    /// One line per row, one letter per cell.
    public var map: String
    /// The non-plain styles; the style at index 0 is `a`.
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
