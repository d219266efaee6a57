import TerminalKit
import TerminalKitTesting

/// Produces sequences of frames that look like a UI being edited: text written over earlier
/// text, filled bars, clears, occasional wholesale changes and resizes.
struct FrameGenerator {
    var random: SeededGenerator

    /// Clusters the emulator (pyte + wcwidth) draws exactly as DisplayWidth measures them; ZWJ
    /// sequences, flags and VS16 are left out because pyte drops text at a zero-width joiner.
    static let glyphs: [String] = [
        "a", "b", "Z", "0", "7", "-", "#", " ", " ", " ", "é", "e\u{301}", "ß", "ñ", "—", "€",
        "中", "文", "字", "한", "Ａ", "😀", "🎉", "ｶ",
    ]

    static let styles: [TextStyle] = [
        .plain, .plain, .plain,
        TextStyle(bold: true),
        TextStyle(dim: true),
        TextStyle(bold: true, dim: true),
        TextStyle(italic: true),
        TextStyle(underline: true),
        TextStyle(inverse: true),
        TextStyle(strikethrough: true),
        TextStyle(foreground: .ansi16(.red)),
        TextStyle(foreground: .ansi16(.brightCyan), bold: true),
        TextStyle(background: .ansi16(.blue)),
        TextStyle(background: .ansi16(.brightMagenta)),
        TextStyle(foreground: .palette256(208), background: .palette256(236)),
        TextStyle(foreground: .palette256(3)),
        TextStyle(foreground: .rgb(red: 255, green: 135, blue: 0), underline: true),
        TextStyle(background: .rgb(red: 30, green: 30, blue: 46), italic: true),
        TextStyle(foreground: .rgb(red: 12, green: 200, blue: 90), background: .ansi16(.black), bold: true, inverse: true),
    ]

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    mutating func style() -> TextStyle { Self.styles.randomElement(using: &random)! }

    mutating func text(maxLength: Int) -> String {
        var text = ""
        for _ in 0..<int(0...maxLength) { text += Self.glyphs.randomElement(using: &random)! }
        return text
    }

    /// The next frame, derived from `grid` the way a UI's next frame derives from its last.
    mutating func next(after grid: CellGrid) -> CellGrid {
        var grid = grid
        if chance(8) {
            // A resize.
            grid = CellGrid(columns: int(1...24), rows: int(1...7))
        } else if chance(8) {
            grid.clear(style: chance(70) ? .plain : style())
        }
        for _ in 0..<int(0...6) {
            switch int(0...9) {
            case 0...5:
                grid.write(text(maxLength: 10), row: int(-1...grid.rows), column: int(-2...grid.columns), style: style())
            case 6...7:
                let top = int(0...grid.rows), left = int(0...grid.columns)
                grid.fill(chance(70) ? " " : "x", rows: top..<(top + int(0...3)), columns: left..<(left + int(0...12)), style: style())
            default:
                let row = int(0...max(0, grid.rows - 1))
                grid.fill(rows: row..<(row + 1), columns: int(0...grid.columns)..<grid.columns, style: chance(60) ? .plain : style())
            }
        }
        return grid
    }

    /// The next frame of a list scrolling under fixed rows: the band between 0–2 header rows
    /// and 0–2 footer rows moves up or down by 1…(band height − 1) rows (mostly by a few), the
    /// rows it exposes get new lines, and sometimes a header, footer or highlighted row changes
    /// too, as a form's title counter and focus do.
    mutating func scrolled(after grid: CellGrid) -> CellGrid {
        guard grid.rows >= 3, grid.columns >= 1 else { return next(after: grid) }
        let header = int(0...min(2, grid.rows - 2))
        let footer = int(0...min(2, grid.rows - 2 - header))
        let top = header, bottom = grid.rows - 1 - footer
        let height = bottom - top + 1
        let distance = chance(70) ? int(1...min(2, height - 1)) : int(1...(height - 1))
        let shift = chance(50) ? distance : -distance
        var result = grid
        for row in top...bottom {
            let source = row + shift
            if source >= top, source <= bottom {
                Self.copyRow(source, of: grid, to: row, of: &result)
            } else {
                result.fill(rows: row..<(row + 1), columns: 0..<grid.columns, style: chance(80) ? .plain : style())
                result.write(text(maxLength: 12), row: row, column: int(0...max(0, grid.columns - 1)), style: style())
            }
        }
        if chance(40) {
            let row = chance(50) ? int(0...max(0, top - 1)) : int(min(grid.rows - 1, bottom + 1)...(grid.rows - 1))
            result.write(text(maxLength: 6), row: row, column: int(0...grid.columns), style: style())
        }
        if chance(30) {
            let row = int(top...bottom)
            result.fill(rows: row..<(row + 1), columns: 0..<grid.columns, style: TextStyle(inverse: true))
        }
        return result
    }

    /// Copies every cell of one row to another row of a grid of the same width.
    static func copyRow(_ source: Int, of grid: CellGrid, to target: Int, of result: inout CellGrid) {
        for column in 0..<grid.columns {
            let cell = grid[source, column]
            guard !cell.isContinuation else { continue }  // its lead writes both halves
            result.write(String(cell.character), row: target, column: column, style: cell.style)
        }
    }

    mutating func cursor(in grid: CellGrid) -> CursorState {
        if chance(30) { return .hidden }
        return .visible(row: int(0...max(0, grid.rows - 1)), column: int(0...max(0, grid.columns - 1)))
    }
}
