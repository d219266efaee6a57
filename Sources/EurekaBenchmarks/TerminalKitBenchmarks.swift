import TerminalKit

/// TerminalKit's frame writer on a 200×60 screen: the cost of a one-cell change (the common
/// case while typing) and of a full first frame, with bytes written against a lower bound.
func runTerminalKitBenchmarks() {
    let columns = 200, rows = 60
    let base = sampleScreen(columns: columns, rows: rows)
    var changed = base
    let target = (row: 30, column: 100)
    changed.write("X", row: target.row, column: target.column, style: base[target.row, target.column].style)

    // One cell changed: alternate between the two frames so every render is a real diff.
    var writer = TerminalWriter(colorDepth: .trueColor)
    _ = writer.render(base, cursor: .visible(row: 2, column: 10))
    let firstDiff = writer.render(changed, cursor: .visible(row: 2, column: 10)).count
    var flip = false
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 16)
    let oneCell = measure("diff 200×60, 1 cell changed", iterations: 300) {
        flip.toggle()
        buffer.removeAll(keepingCapacity: true)
        writer.render(flip ? base : changed, cursor: .visible(row: 2, column: 10), into: &buffer)
        blackHole(buffer.count)
    }
    // Lower bound: the changed character, the shortest move there and back to the caret (the
    // cursor is visible, so it must return), and the shortest SGR, since the previous frame
    // ended on the inverse status line and the cell is plain.
    let minimum = 1 + "\u{1B}[31;101H".utf8.count + "\u{1B}[3;11H".utf8.count + "\u{1B}[m".utf8.count
    var oneCellResult = oneCell
    oneCellResult.notes = "\(firstDiff) bytes written; minimum \(minimum) (1 text byte, 2 moves, 1 SGR reset)"

    let unchanged = measure("diff 200×60, nothing changed", iterations: 300) {
        buffer.removeAll(keepingCapacity: true)
        writer.render(flip ? base : changed, cursor: .visible(row: 2, column: 10), into: &buffer)
        blackHole(buffer.count)
    }
    var unchangedResult = unchanged
    unchangedResult.notes = "\(writer.render(flip ? base : changed, cursor: .visible(row: 2, column: 10)).count) bytes written"

    // Full first frame: clear + every non-blank cell.
    var fullWriter = TerminalWriter(colorDepth: .trueColor)
    let fullBytes = fullWriter.render(base, cursor: .hidden).count
    var textBytes = 0
    for row in 0..<rows {
        for column in 0..<columns where base[row, column].character != " " && !base[row, column].isContinuation {
            textBytes += base[row, column].character.utf8.count
        }
    }
    var full = measure("full first frame 200×60", iterations: 100) {
        fullWriter.invalidate()
        buffer.removeAll(keepingCapacity: true)
        fullWriter.render(base, cursor: .hidden, into: &buffer)
        blackHole(buffer.count)
    }
    full.notes = "\(fullBytes) bytes written; \(textBytes) bytes are visible text"

    var building = measure("build the 200×60 grid (60 styled lines)", iterations: 100) {
        blackHole(sampleScreen(columns: columns, rows: rows))
    }
    building.notes = "CellGrid.write incl. control filtering and width lookup"

    printTable(title: "TerminalKit: terminal writer", [oneCellResult, unchangedResult, full, building] + terminalScrollMeasurements())
}

/// A form-like screen: a title bar, labelled rows with values in several styles, CJK and
/// emoji text, and a status line.
private func sampleScreen(columns: Int, rows: Int) -> CellGrid {
    var grid = CellGrid(columns: columns, rows: rows)
    let title = TextStyle(foreground: .ansi16(.brightWhite), background: .ansi16(.blue), bold: true)
    grid.fill(rows: 0..<1, columns: 0..<columns, style: title)
    grid.write(" Account settings — 設定 ", row: 0, column: 2, style: title)
    let label = TextStyle(foreground: .rgb(red: 140, green: 140, blue: 160))
    let value = TextStyle(foreground: .default, bold: false)
    let accent = TextStyle(foreground: .rgb(red: 255, green: 135, blue: 0), underline: true)
    for row in 2..<(rows - 1) {
        let next = grid.write("Field \(row):", row: row, column: 2, style: label)
        let text = row % 7 == 0 ? "名前 山田太郎 🎉 mixed width text" : "value number \(row * 37) with some words"
        grid.write(text, row: row, column: max(next + 1, 20), style: row % 5 == 0 ? accent : value)
        grid.write("[ OK ]", row: row, column: columns - 10, style: TextStyle(foreground: .ansi16(.green), inverse: row % 9 == 0))
    }
    grid.fill(rows: (rows - 1)..<rows, columns: 0..<columns, style: TextStyle(inverse: true))
    grid.write(" Tab next field · Esc cancel · Enter save ", row: rows - 1, column: 0, style: TextStyle(inverse: true))
    return grid
}
