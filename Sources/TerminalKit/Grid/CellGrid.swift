/// A rectangle of character cells: what a frame should look like, before it is diffed and
/// written to a terminal by `TerminalWriter`.
///
/// Text written into the grid is clipped at the edges, loses its control characters and escape
/// sequences, and never leaves half a wide character behind.
///
/// ```swift
/// var grid = CellGrid(columns: 20, rows: 2)
/// grid.write("Name:", row: 0, column: 0, style: TextStyle(bold: true))
/// grid.write("山田 太郎", row: 0, column: 6)
/// print(grid.textDump)
/// ```
public struct CellGrid: Hashable, Sendable {
    /// Width and height in cells.
    ///
    /// ```swift
    /// grid.size  // 80×24
    /// ```
    public let size: TerminalSize
    var cells: [GridCell]

    /// A grid of blank cells in `style`.
    ///
    /// ```swift
    /// let grid = CellGrid(columns: 80, rows: 24)
    /// ```
    public init(columns: Int, rows: Int, style: TextStyle = .plain) {
        self.init(size: TerminalSize(columns: columns, rows: rows), style: style)
    }

    /// A grid of blank cells the size of a terminal.
    ///
    /// ```swift
    /// let grid = CellGrid(size: try device.size())
    /// ```
    public init(size: TerminalSize, style: TextStyle = .plain) {
        self.size = size
        let blank = GridCell(character: " ", width: 1, style: style)
        self.cells = Array(repeating: blank, count: size.columns * size.rows)
    }

    /// Number of columns.
    ///
    /// ```swift
    /// CellGrid(columns: 80, rows: 24).columns  // 80
    /// ```
    public var columns: Int { size.columns }

    /// Number of rows.
    ///
    /// ```swift
    /// CellGrid(columns: 80, rows: 24).rows  // 24
    /// ```
    public var rows: Int { size.rows }

    /// The cell at a position; both indices must be inside the grid.
    ///
    /// ```swift
    /// grid[0, 0].character
    /// ```
    public subscript(row: Int, column: Int) -> GridCell {
        precondition(contains(row: row, column: column), "cell (\(row), \(column)) is outside a \(size) grid")
        return cells[row * size.columns + column]
    }

    /// Same size and equal cells.
    ///
    /// ```swift
    /// if grid == previousGrid { return }  // nothing to draw
    /// ```
    public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        guard lhs.size == rhs.size else { return false }
        return lhs.cells.withUnsafeBufferPointer { left in
            rhs.cells.withUnsafeBufferPointer { right in
                if left.baseAddress == right.baseAddress { return true }  // shared storage
                for index in left.indices where left[index] != right[index] { return false }
                return true
            }
        }
    }

    /// Whether a position lies inside the grid.
    ///
    /// ```swift
    /// grid.contains(row: 0, column: 79)  // true for 80 columns
    /// ```
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < size.rows && column >= 0 && column < size.columns
    }

    /// Writes `text` starting at (`row`, `column`) and returns the column just past it, as if
    /// nothing had been clipped (handy for laying out the next piece).
    ///
    /// Control characters and escape sequences are removed first. Text is clipped at every edge
    /// (`column` may be negative); a wide character that would straddle an edge is drawn as a
    /// space. Overwriting half of an existing wide character blanks its other half.
    ///
    /// ```swift
    /// let next = grid.write("Total: ", row: 3, column: 2)
    /// grid.write("42", row: 3, column: next, style: TextStyle(bold: true))
    /// ```
    @discardableResult
    public mutating func write(_ text: String, row: Int, column: Int, style: TextStyle = .plain) -> Int {
        if DisplayWidth.printableASCIIWidth(text) != nil {
            return writeASCII(text, row: row, column: column, style: style)
        }
        var position = column
        let rowVisible = row >= 0 && row < size.rows
        for character in ControlCharacterFilter.filter(text) {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }  // a lone mark or joiner has nowhere to draw
            defer { position += width }
            guard rowVisible, position < size.columns, position + width > 0 else { continue }
            if position < 0 || position + width > size.columns {
                // Only part of a wide character is inside: show the visible column as a space.
                place(" ", width: 1, row: row, column: max(0, position), style: style)
            } else {
                place(character, width: width, row: row, column: position, style: style)
            }
        }
        return position
    }

    /// Fills a rectangle with one narrow character (a space by default) in `style`; the
    /// rectangle is clipped to the grid.
    ///
    /// ```swift
    /// grid.fill(rows: 0..<1, columns: 0..<grid.columns, style: TextStyle(inverse: true))
    /// ```
    public mutating func fill(
        _ character: Character = " ",
        rows: Range<Int>,
        columns: Range<Int>,
        style: TextStyle = .plain
    ) {
        let usable = DisplayWidth.of(character) == 1 && !character.unicodeScalars.contains { ControlCharacterFilter.isControl($0.value) }
        let glyph: Character = usable ? character : " "
        let rowRange = rows.clamped(to: 0..<size.rows)
        let columnRange = columns.clamped(to: 0..<size.columns)
        for row in rowRange {
            for column in columnRange {
                place(glyph, width: 1, row: row, column: column, style: style)
            }
        }
    }

    /// Blanks every cell in `style`.
    ///
    /// ```swift
    /// grid.clear()
    /// ```
    public mutating func clear(style: TextStyle = .plain) {
        let blank = GridCell(character: " ", width: 1, style: style)
        for index in cells.indices { cells[index] = blank }
    }

    /// Stores one cell and keeps wide characters whole: any wide character partly overwritten
    /// loses its other half to a space.
    private mutating func place(_ character: Character, width: Int, row: Int, column: Int, style: TextStyle) {
        let base = row * size.columns
        let end = column + width
        // A continuation at the first target column belongs to a lead just left of the range.
        if cells[base + column].isContinuation, column > 0 {
            blank(at: base + column - 1)
        }
        // A lead at the last target column has its continuation just right of the range.
        let last = end - 1
        if cells[base + last].width == 2, last + 1 < size.columns {
            blank(at: base + last + 1)
        }
        cells[base + column] = GridCell(character: character, width: width, style: style)
        if width == 2 {
            cells[base + column + 1] = .continuation(style: style)
        }
    }

    private mutating func blank(at index: Int) {
        cells[index] = GridCell(character: " ", width: 1, style: cells[index].style)
    }

    /// The fast path of `write` for printable ASCII: one cell per byte, nothing to filter.
    private mutating func writeASCII(_ text: String, row: Int, column: Int, style: TextStyle) -> Int {
        var text = text
        let count = text.utf8.count
        guard row >= 0, row < size.rows else { return column + count }
        text.withUTF8 { bytes in
            var position = column
            for byte in bytes {
                defer { position += 1 }
                guard position >= 0, position < size.columns else { continue }
                place(Character(Unicode.Scalar(byte)), width: 1, row: row, column: position, style: style)
            }
        }
        return column + count
    }
}
