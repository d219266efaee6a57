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
