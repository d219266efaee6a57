import TerminalKit

/// A 100×40 form-like screen scrolled by one row under its fixed title and help bars: the
/// bytes written with the writer's scroll regions against the same diff without them, and
/// against the minimum (painting the one line that came into view, plus the cursor moves).
func terminalScrollMeasurements() -> [Measurement] {
    let columns = 100, rows = 40
    let first = formScreen(firstItem: 0, columns: columns, rows: rows)
    let scrolled = formScreen(firstItem: 1, columns: columns, rows: rows)
    let cursor = CursorState.hidden

    func bytes(from old: CellGrid, to new: CellGrid, scrolling: Bool) -> Int {
        var writer = TerminalWriter(colorDepth: .palette256)
        writer.usesScrolling = scrolling
        _ = writer.render(old, cursor: cursor)
        return writer.render(new, cursor: cursor).count
    }
    let withScroll = bytes(from: first, to: scrolled, scrolling: true)
    let without = bytes(from: first, to: scrolled, scrolling: false)
    let backWithScroll = bytes(from: scrolled, to: first, scrolling: true)
    let backWithout = bytes(from: scrolled, to: first, scrolling: false)
    let minimumUp = exposedLineCost(scrolled, row: rows - 2)
    let minimumDown = exposedLineCost(first, row: 1)

    var writer = TerminalWriter(colorDepth: .palette256)
    _ = writer.render(first, cursor: cursor)
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 16)
    var down = false
    var timed = measure("scroll one row, 100×40 form screen (scroll region)", iterations: 300) {
        down.toggle()
        buffer.removeAll(keepingCapacity: true)
        writer.render(down ? scrolled : first, cursor: cursor, into: &buffer)
        blackHole(buffer.count)
    }
    timed.notes =
        "\(withScroll) bytes (\(backWithScroll) scrolling back); minimum \(minimumUp) (\(minimumDown) back): the new line, its styles and a move; "
        + String(format3: Double(withScroll) / Double(minimumUp)) + "× the minimum"

    var plainWriter = TerminalWriter(colorDepth: .palette256)
    plainWriter.usesScrolling = false
    _ = plainWriter.render(first, cursor: cursor)
    var plain = measure("scroll one row, 100×40 form screen (rewriting rows)", iterations: 300) {
        down.toggle()
        buffer.removeAll(keepingCapacity: true)
        plainWriter.render(down ? scrolled : first, cursor: cursor, into: &buffer)
        blackHole(buffer.count)
    }
    plain.notes = "\(without) bytes (\(backWithout) scrolling back) with usesScrolling = false"
    return [timed, plain]
}

/// Bytes to paint row `row` of `grid` onto a blank line from an unknown cursor position and
/// pen: what any writer must send for a line that came into view.
func exposedLineCost(_ grid: CellGrid, row: Int) -> Int {
    var blank = CellGrid(size: grid.size)
    var onlyLine = blank
    for column in 0..<grid.columns where !grid[row, column].isContinuation {
        let cell = grid[row, column]
        onlyLine.write(String(cell.character), row: row, column: column, style: cell.style)
    }
    var writer = TerminalWriter(colorDepth: .palette256)
    writer.usesScrolling = false
    _ = writer.render(blank, cursor: .hidden)
    blank = onlyLine
    return writer.render(blank, cursor: .hidden).count
}

/// A form screen as the terminal renderer draws one: an inverse title bar with a position
/// counter, dim section headers, "title ……… value" rows with one highlighted, a help bar.
private func formScreen(firstItem: Int, columns: Int, rows: Int) -> CellGrid {
    var grid = CellGrid(columns: columns, rows: rows)
    let bar = TextStyle(inverse: true)
    grid.fill(rows: 0..<1, columns: 0..<columns, style: bar)
    grid.write(" Large Form", row: 0, column: 0, style: TextStyle(bold: true, inverse: true))
    grid.write("12/1000 ", row: 0, column: columns - 8, style: bar)
    let titles = ["Name", "Email address", "Phone", "Street and number", "City", "Country", "Notes", "Newsletter", "Age"]
    for row in 1..<(rows - 1) {
        let item = firstItem + row - 1
        if item % 12 == 0 {
            grid.write(" SECTION \(item / 12 + 1)", row: row, column: 0, style: TextStyle(foreground: .palette256(244)))
            continue
        }
        grid.write("  " + titles[item % titles.count] + " \(item)", row: row, column: 0)
        let value = "value \(item * 37)"
        grid.write(value, row: row, column: columns - 2 - value.count, style: TextStyle(foreground: .palette256(110)))
    }
    grid.fill(rows: (rows - 1)..<rows, columns: 0..<columns, style: TextStyle(dim: true))
    grid.write(" Tab  next   ↑↓  move   Esc  quit   ^S  submit   ?  help", row: rows - 1, column: 0, style: TextStyle(dim: true))
    return grid
}
