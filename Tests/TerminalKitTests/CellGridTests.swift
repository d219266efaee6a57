import TerminalKit
import Testing

@Suite("GridCell grid")
struct CellGridTests {
    @Test("writing clips at the right edge and reports the logical end")
    func clipsRight() {
        var grid = CellGrid(columns: 5, rows: 1)
        let end = grid.write("abcdefg", row: 0, column: 2)
        #expect(grid.textDump == "  abc")
        #expect(end == 9)
    }

    @Test("writing clips at the left edge and outside rows")
    func clipsLeftAndRows() {
        var grid = CellGrid(columns: 4, rows: 2)
        grid.write("xyzw", row: 0, column: -2)
        grid.write("hidden", row: 2, column: 0)
        grid.write("hidden", row: -1, column: 0)
        #expect(grid.textDump == "zw  \n    ")
    }

    @Test("a wide character straddling the right edge becomes a space")
    func wideAtRightEdge() {
        var grid = CellGrid(columns: 5, rows: 1)
        grid.write("ab中文", row: 0, column: 0)
        #expect(grid.textDump == "ab中 ")
        #expect(grid[0, 4] == GridCell(" "))
        #expect(grid[0, 2].width == 2)
        #expect(grid[0, 3].isContinuation)
    }

    @Test("a wide character straddling the left edge becomes a space")
    func wideAtLeftEdge() {
        var grid = CellGrid(columns: 4, rows: 1)
        grid.write("中ab", row: 0, column: -1)
        #expect(grid.textDump == " ab ")
        #expect(!grid[0, 0].isContinuation)
    }

    @Test("overwriting half of a wide character blanks the other half")
    func halfOverwrite() {
        var grid = CellGrid(columns: 6, rows: 1)
        grid.write("中文字", row: 0, column: 0)
        grid.write("x", row: 0, column: 1)  // right half of 中
        grid.write("y", row: 0, column: 2)  // left half of 文
        #expect(grid.textDump == " xy 字")
        for column in 0..<4 { #expect(!grid[0, column].isContinuation) }
        grid.write("本", row: 0, column: 3)  // covers the blank and 字's left half
        #expect(grid.textDump == " xy本 ")
        #expect(grid[0, 5] == GridCell(" "))
    }

    @Test("control characters and escape sequences never reach a cell")
    func stripsControls() {
        var grid = CellGrid(columns: 12, rows: 1)
        let end = grid.write("a\u{1B}[31mb\u{7}c\td\r\ne\u{9B}2Jf\u{7F}", row: 0, column: 0)
        #expect(grid.textDump == "abcdef      ")
        #expect(end == 6)
        for column in 0..<grid.columns {
            let scalars = grid[0, column].character.unicodeScalars
            #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test("zero-width clusters are dropped, combining marks stay with their base")
    func zeroWidth() {
        var grid = CellGrid(columns: 4, rows: 1)
        grid.write("\u{301}e\u{301}\u{200B}x", row: 0, column: 0)
        #expect(grid[0, 0].character == "e\u{301}")
        #expect(grid[0, 1].character == "x")
    }

    @Test("fill and clear")
    func fillAndClear() {
        var grid = CellGrid(columns: 4, rows: 3)
        let bar = TextStyle(inverse: true)
        grid.write("中文", row: 1, column: 0)
        grid.fill("-", rows: 1..<9, columns: 1..<3, style: bar)
        #expect(grid.textDump == "    \n -- \n -- ")  // both wide characters lost a half
        grid.fill("中", rows: 0..<1, columns: 0..<2)  // wide fill characters become spaces
        #expect(grid.text(ofRow: 0) == "    ")
        grid.clear()
        #expect(grid == CellGrid(columns: 4, rows: 3))
    }

    @Test("style dump, one letter per distinct style")
    func styleDump() {
        var grid = CellGrid(columns: 6, rows: 2)
        grid.write("ab", row: 0, column: 0, style: TextStyle(bold: true))
        grid.write("中", row: 0, column: 3, style: TextStyle(foreground: .ansi16(.red)))
        grid.write("x", row: 1, column: 5, style: TextStyle(bold: true))
        grid.write("y", row: 1, column: 0, style: TextStyle(foreground: .rgb(red: 255, green: 0, blue: 16), underline: true))
        let dump = grid.styleDump
        #expect(dump.map == "aa.bb.\nc....a")
        #expect(dump.legend == "a: bold\nb: fg=red\nc: fg=#ff0010 underline")
    }

    @Test("grids compare by content")
    func equality() {
        var a = CellGrid(columns: 3, rows: 1), b = CellGrid(columns: 3, rows: 1)
        a.write("é", row: 0, column: 0)
        b.write("e\u{301}", row: 0, column: 0)
        #expect(a == b)  // canonically equivalent clusters
        b.write("x", row: 0, column: 2, style: TextStyle(dim: true))
        #expect(a != b)
        #expect(CellGrid(columns: 3, rows: 1) != CellGrid(columns: 1, rows: 3))
    }
}
