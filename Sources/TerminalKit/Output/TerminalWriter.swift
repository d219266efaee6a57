/// Turns the frame on screen into the next one with as few bytes as it can find.
///
/// The writer remembers the last frame it produced, the pen (current SGR style) and where the
/// cursor is. Each `render` emits only the cells that changed, picks the cheapest cursor move
/// between them (relative, absolute, or writing through a short unchanged gap), changes the
/// pen only when needed, erases a changed blank line tail with `EL`, and finally puts the
/// cursor where the application wants it. The result is one buffer meant for one `write`.
///
/// When a band of rows moved up or down (a list scrolled under a fixed title and help bar),
/// the writer moves it with the terminal's own scrolling — a scroll region (DECSTBM) around the
/// band, lines deleted or inserted at its top, the region reset at once — and paints only the
/// rows that came into view. No scroll region outlives a frame.
///
/// ```swift
/// var writer = TerminalWriter(colorDepth: .detect())
/// var grid = CellGrid(columns: 80, rows: 24)
/// grid.write("Hello", row: 0, column: 0)
/// try device.write(writer.render(grid, cursor: .hidden))  // first frame: clear + paint
/// grid.write("J", row: 0, column: 0)
/// try device.write(writer.render(grid, cursor: .hidden))  // only "J" and a cursor move
/// ```
public struct TerminalWriter: Sendable {
    /// The colours the terminal can show; styles are downgraded to it when written. Changing
    /// it forces a full repaint.
    ///
    /// ```swift
    /// writer.colorDepth = .palette256
    /// ```
    public var colorDepth: ColorDepth {
        didSet { if oldValue != colorDepth { invalidate() } }
    }

    /// Whether a band of rows that moved may be scrolled into place with a scroll region
    /// instead of rewritten; on by default. Turn it off for a terminal without DECSTBM, IL and
    /// DL (every VT100-compatible terminal has them).
    ///
    /// ```swift
    /// writer.usesScrolling = false  // rewrite moved rows cell by cell
    /// ```
    public var usesScrolling = true

    private var previous: CellGrid?
    /// Per row of the frame being rendered: already equal on screen. Kept to reuse its storage.
    private var rowUnchanged: [Bool] = []
    /// A blank line as wide as the screen, kept to reuse its storage.
    private var blankLine: [GridCell] = []
    /// The style the terminal will draw with next, already downgraded; nil when unknown.
    private var pen: TextStyle?
    private var cursorRow: Int?
    /// Nil when unknown, including after a write into the last column (pending wrap).
    private var cursorColumn: Int?
    private var cursorVisible: Bool?
    private var sgr = SGREncoder()

    /// Creates a writer that knows nothing about the screen, so its first frame repaints fully.
    ///
    /// ```swift
    /// var writer = TerminalWriter(colorDepth: .palette256)
    /// ```
    public init(colorDepth: ColorDepth = .trueColor) {
        self.colorDepth = colorDepth
    }

    /// The last frame rendered, or nil before the first one and after `invalidate()`.
    ///
    /// ```swift
    /// if writer.lastFrame?.size != newSize { ... }
    /// ```
    public var lastFrame: CellGrid? { previous }

    /// Forgets what is on screen so the next `render` clears and repaints everything. Call it
    /// after a resize, after resuming from suspension, or after anything else wrote to the
    /// terminal.
    ///
    /// ```swift
    /// writer.invalidate()
    /// ```
    public mutating func invalidate() {
        previous = nil
        pen = nil
        cursorRow = nil
        cursorColumn = nil
        cursorVisible = nil
    }

    /// The bytes that turn the screen into `grid` with the cursor as asked.
    ///
    /// ```swift
    /// let bytes = writer.render(grid, cursor: .visible(row: 1, column: 4))
    /// ```
    public mutating func render(_ grid: CellGrid, cursor: CursorState) -> [UInt8] {
        var output: [UInt8] = []
        render(grid, cursor: cursor, into: &output)
        return output
    }

    /// Appends the bytes for the next frame to `output`, so a caller can reuse one buffer.
    ///
    /// ```swift
    /// buffer.removeAll(keepingCapacity: true)
    /// writer.render(grid, cursor: .hidden, into: &buffer)
    /// ```
    public mutating func render(_ grid: CellGrid, cursor: CursorState, into output: inout [UInt8]) {
        let showCursor = cursor.isVisible && grid.columns > 0 && grid.rows > 0
        if !showCursor, cursorVisible != false {
            output.append(contentsOf: TerminalControl.hideCursor)
            cursorVisible = false
        }
        let old: CellGrid
        var compareRows = false
        var scroll: RowScroll?
        if let previous, previous.size == grid.size {
            old = previous
            if usesScrolling, grid.rows >= 2 {
                compareRows = true
                markUnchangedRows(grid, old, rows: 0..<grid.rows, after: nil)
                if let found = findScroll(grid, old) {
                    applyScroll(found, into: &output)
                    scroll = found
                    markUnchangedRows(grid, old, rows: found.top..<(found.bottom + 1), after: found)
                }
            }
        } else {
            // Reset the pen first: erasing paints with the current background.
            if pen != .plain {
                sgr.appendTransition(from: nil, to: .plain, into: &output)
                pen = .plain
            }
            output.append(contentsOf: [0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x32, 0x4A])  // CSI H, CSI 2 J
            cursorRow = 0
            cursorColumn = 0
            old = CellGrid(size: grid.size)
        }
        let blank = blankRow(columns: grid.columns)
        grid.cells.withUnsafeBufferPointer { new in
            old.cells.withUnsafeBufferPointer { old in
                blank.withUnsafeBufferPointer { blank in
                    for row in 0..<grid.rows where !(compareRows && rowUnchanged[row]) {
                        // After a scroll a row shows another old row, or a blank line it exposed.
                        if let scroll, let source = scroll.source(of: row) {
                            renderRow(row, columns: grid.columns, new: new, old: old, oldBase: source * grid.columns, into: &output)
                        } else if scroll != nil {
                            renderRow(row, columns: grid.columns, new: new, old: blank, oldBase: 0, into: &output)
                        } else {
                            renderRow(row, columns: grid.columns, new: new, old: old, oldBase: row * grid.columns, into: &output)
                        }
                    }
                }
            }
        }
        if showCursor {
            let row = min(max(0, cursor.row), grid.rows - 1)
            let column = min(max(0, cursor.column), grid.columns - 1)
            moveCursor(toRow: row, column: column, into: &output)
            if cursorVisible != true {
                output.append(contentsOf: TerminalControl.showCursor)
                cursorVisible = true
            }
        }
        previous = grid
    }

    /// Records which of `rows` already show what `grid` wants, on the screen as it is after
    /// `scroll` (nil: as `old` left it).
    private mutating func markUnchangedRows(_ grid: CellGrid, _ old: CellGrid, rows: Range<Int>, after scroll: RowScroll?) {
        if rowUnchanged.count != grid.rows { rowUnchanged = Array(repeating: false, count: grid.rows) }
        let columns = grid.columns
        grid.cells.withUnsafeBufferPointer { new in
            old.cells.withUnsafeBufferPointer { old in
                rowUnchanged.withUnsafeMutableBufferPointer { unchanged in
                    for row in rows {
                        let base = row * columns
                        var equal = true
                        if let scroll, scroll.source(of: row) == nil {
                            for index in base..<(base + columns) where !new[index].isBlank || new[index].style != .plain {
                                equal = false
                                break
                            }
                        } else {
                            let oldBase = (scroll?.source(of: row) ?? row) * columns
                            for column in 0..<columns where new[base + column] != old[oldBase + column] {
                                equal = false
                                break
                            }
                        }
                        unchanged[row] = equal
                    }
                }
            }
        }
    }

    /// A line of blank cells in the default style: what a line exposed by a scroll shows.
    private mutating func blankRow(columns: Int) -> [GridCell] {
        if blankLine.count != columns { blankLine = Array(repeating: .blank, count: columns) }
        return blankLine
    }

    private func findScroll(_ grid: CellGrid, _ old: CellGrid) -> RowScroll? {
        grid.cells.withUnsafeBufferPointer { new in
            old.cells.withUnsafeBufferPointer { old in
                rowUnchanged.withUnsafeBufferPointer { unchanged in
                    RowScrollDetector.find(new: new, old: old, columns: grid.columns, rows: grid.rows, unchanged: unchanged)
                }
            }
        }
    }

    /// Writes the scroll. Lines it brings in are erased with the current background on some
    /// terminals, so the pen goes back to one without a background first.
    private mutating func applyScroll(_ scroll: RowScroll, into output: inout [UInt8]) {
        if let pen, pen.background == .default, !pen.attributes.contains(.inverse) {
            // Erased cells look default already.
        } else {
            setPen(.plain, into: &output)
        }
        scroll.append(into: &output)
        cursorRow = nil
        cursorColumn = nil
    }

    /// Writes the changed cells of row `row`; its old cells start at `oldBase` in `old`.
    private mutating func renderRow(
        _ row: Int,
        columns: Int,
        new: UnsafeBufferPointer<GridCell>,
        old: UnsafeBufferPointer<GridCell>,
        oldBase: Int,
        into output: inout [UInt8]
    ) {
        let base = row * columns
        var column = 0
        var eraseDecided = false
        while column < columns {
            let cell = new[base + column]
            let width = cell.width == 2 ? 2 : 1
            let changed = cell != old[oldBase + column] || (width == 2 && new[base + column + 1] != old[oldBase + column + 1])
            guard changed else {
                column += width
                continue
            }
            if !eraseDecided {
                eraseDecided = true
                if let style = erasableTailStyle(row: row, from: column, columns: columns, new: new, old: old, oldBase: oldBase) {
                    moveCursor(toRow: row, column: column, gap: (new, base), into: &output)
                    setPen(style, into: &output)
                    output.append(contentsOf: [0x1B, 0x5B, 0x4B])  // CSI K: erase to end of line
                    return
                }
            }
            moveCursor(toRow: row, column: column, gap: (new, base), into: &output)
            write(cell, into: &output, columns: columns)
            column += width
        }
    }

    /// If every cell from `start` to the end of the row is a blank that `EL` can produce, and
    /// erasing is cheaper than writing the changed ones, the style to erase with.
    private func erasableTailStyle(
        row: Int,
        from start: Int,
        columns: Int,
        new: UnsafeBufferPointer<GridCell>,
        old: UnsafeBufferPointer<GridCell>,
        oldBase: Int
    ) -> TextStyle? {
        let base = row * columns
        let last = new[base + columns - 1]
        guard last.isBlank else { return nil }
        let style = effective(last.style)
        // Only the background shows in an erased cell, and terminals without background-colour
        // erase would use the default one: keep to styles that look the same either way.
        guard style.background == .default,
            style.attributes.intersection([.inverse, .underline, .strikethrough]).isEmpty
        else { return nil }
        var changedCells = 0
        var runs = 0
        var inRun = false
        for column in start..<columns {
            let cell = new[base + column]
            guard cell.isBlank, cell.style == last.style else { return nil }
            if cell != old[oldBase + column] {
                changedCells += 1
                if !inRun { runs += 1 }
                inRun = true
            } else {
                inRun = false
            }
        }
        // Writing costs a byte per changed cell plus a move (about three bytes) per extra run.
        let writeCost = changedCells + 3 * max(0, runs - 1)
        return writeCost > 3 ? style : nil
    }

    private mutating func write(_ cell: GridCell, into output: inout [UInt8], columns: Int) {
        setPen(effective(cell.style), into: &output)
        let uncertain = DisplayWidth.isUncertain(cell.character)
        if uncertain, cell.width == 2, let row = cursorRow, let column = cursorColumn {
            // Both cells are blanked first: a terminal that draws the character one column wide
            // leaves the second cell alone, and whatever was there before would stay on screen.
            // The move back is absolute: after the last column the cursor waits to wrap.
            output.append(contentsOf: [0x20, 0x20])
            CursorMovement.append(.absolute(row: row, column: column), into: &output)
        }
        output.appendCharacter(cell.character)
        if uncertain {
            // The terminal may draw it wider or narrower than the grid (it may even wrap): the
            // next write moves the cursor absolutely, so an error stays in this cell instead of
            // shifting the rest of the line, or every line after a wrap.
            cursorRow = nil
            cursorColumn = nil
        } else if let column = cursorColumn {
            let next = column + (cell.width == 2 ? 2 : 1)
            cursorColumn = next < columns ? next : nil
        }
    }

    private mutating func setPen(_ style: TextStyle, into output: inout [UInt8]) {
        guard pen != style else { return }
        sgr.appendTransition(from: pen, to: style, into: &output)
        pen = style
    }

    /// Moves the cursor, writing through the unchanged cells in between when that is cheaper
    /// than any escape sequence (they already hold these characters, so rewriting is harmless).
    private mutating func moveCursor(
        toRow row: Int,
        column: Int,
        gap: (cells: UnsafeBufferPointer<GridCell>, base: Int)? = nil,
        into output: inout [UInt8]
    ) {
        let (move, cost) = CursorMovement.cheapest(fromRow: cursorRow, column: cursorColumn, toRow: row, column: column)
        if let gap, cursorRow == row, let from = cursorColumn, from < column, column - from <= cost,
            let gapCost = writeThroughCost(gap.cells, from: gap.base + from, to: gap.base + column), gapCost < cost
        {
            for index in (gap.base + from)..<(gap.base + column) where !gap.cells[index].isContinuation {
                output.appendCharacter(gap.cells[index].character)
            }
            cursorColumn = column
            return
        }
        CursorMovement.append(move, into: &output)
        cursorRow = row
        cursorColumn = column
    }

    /// Bytes needed to rewrite cells `from..<to` with the current pen, or nil if any of them
    /// needs another style or the range starts inside a wide character.
    private func writeThroughCost(_ cells: UnsafeBufferPointer<GridCell>, from: Int, to: Int) -> Int? {
        guard let pen, !cells[from].isContinuation else { return nil }
        var bytes = 0
        var lastStyle: TextStyle? = nil
        for index in from..<to {
            let cell = cells[index]
            if cell.style != lastStyle {
                guard effective(cell.style) == pen else { return nil }
                lastStyle = cell.style
            }
            if !cell.isContinuation { bytes += cell.character.utf8.count }
        }
        return bytes
    }

    private func effective(_ style: TextStyle) -> TextStyle {
        colorDepth == .trueColor ? style : style.downgraded(to: colorDepth)
    }
}
