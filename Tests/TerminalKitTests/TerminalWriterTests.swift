import Foundation
import TerminalKit
import Testing

/// Golden byte expectations for small frames; `WriterOracleTests` checks the screens they draw.
@Suite("Terminal writer")
struct TerminalWriterTests {
    /// Readable form of escape bytes: ESC as `⎋`, other controls as `^X`.
    static func show(_ bytes: [UInt8]) -> String {
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0x1B: text += "⎋"
            case 0..<0x20: text += "^" + String(Character(Unicode.Scalar(scalar.value + 0x40)!))
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    static func grid(_ lines: String..., columns: Int) -> CellGrid {
        var grid = CellGrid(columns: columns, rows: lines.count)
        for (row, line) in lines.enumerated() { grid.write(line, row: row, column: 0) }
        return grid
    }

    @Test("first frame clears and paints only non-blank cells")
    func firstFrame() {
        var writer = TerminalWriter()
        let bytes = writer.render(Self.grid("ab", "  c", columns: 4), cursor: .hidden)
        #expect(Self.show(bytes) == "⎋[?25l⎋[m⎋[H⎋[2Jab⎋[Bc")
    }

    @Test("after a character terminals draw at different widths, the next write moves absolutely")
    func uncertainWidthsDoNotShiftTheRestOfTheLine() {
        var writer = TerminalWriter()
        let bytes = writer.render(Self.grid("a👍🏽b", "中c", columns: 8), cursor: .hidden)
        // "b" is placed with a CUP (row 1, column 4), not after wherever the emoji left the
        // cursor; the wide but certain "中" needs no move before "c".
        #expect(Self.show(bytes) == "⎋[?25l⎋[m⎋[H⎋[2Ja  ⎋[1;2H👍🏽⎋[1;4Hb^M^J中c")
    }

    /// "❤️" is two columns in the grid, one in some terminals: the second cell was left as it
    /// was, so typing "I❤️" before "Paris" showed "I❤️PParis". Both cells are blanked before
    /// the character is drawn, so either width leaves the right screen.
    @Test("a character of uncertain width blanks both its cells before it is drawn")
    func uncertainWidthsLeaveNoStaleGlyph() {
        var writer = TerminalWriter()
        _ = writer.render(Self.grid("IParis", columns: 10), cursor: .hidden)
        let bytes = writer.render(Self.grid("I❤️Paris", columns: 10), cursor: .hidden)
        #expect(Self.show(bytes) == "⎋[2G  ⎋[1;2H❤️⎋[1;4HParis")
        // Drawn one column wide: the space written into the second cell stays there.
        #expect(Self.screen(afterWriting: bytes, over: "IParis", glyphWidth: 1) == "I❤️ Paris")
        #expect(Self.screen(afterWriting: bytes, over: "IParis", glyphWidth: 2) == "I❤️Paris")
    }

    /// The row a terminal shows after `bytes` (cursor moves, and characters drawn
    /// `glyphWidth` columns wide when their width is uncertain) over a row showing `start`.
    static func screen(afterWriting bytes: [UInt8], over start: String, glyphWidth: Int) -> String {
        var cells: [String] = start.map(String.init) + Array(repeating: " ", count: 10)
        var column = 0
        var characters = Substring(String(decoding: bytes, as: UTF8.self))
        while let character = characters.first {
            if character == "\u{1B}", let end = characters.firstIndex(where: { $0.isLetter && $0 != "[" }) {
                let sequence = characters[characters.index(characters.startIndex, offsetBy: 2)..<end]
                // Only the column moves here: H (row;column) and G (column).
                if "HG".contains(characters[end]) { column = (Int(sequence.split(separator: ";").last ?? "1") ?? 1) - 1 }
                characters = characters[characters.index(after: end)...]
                continue
            }
            cells[column] = String(character)
            let width = DisplayWidth.isUncertain(character) ? glyphWidth : DisplayWidth.of(String(character))
            if width == 2 { cells[column + 1] = "" }
            column += width
            characters = characters.dropFirst()
        }
        return cells.joined().trimmingCharacters(in: .whitespaces)
    }

    @Test(
        arguments: [
            ("a", false), ("é", false), ("中", false), ("😀", false),
            ("👍🏽", true), ("❤️", true), ("❤", true), ("🇫", true), ("🇫🇷", true), ("क\u{94D}", true), ("e\u{301}", true),
        ] as [(Character, Bool)])
    func widthsTerminalsDisagreeOnAreUncertain(character: Character, uncertain: Bool) {
        #expect(DisplayWidth.isUncertain(character) == uncertain)
    }

    @Test("an unchanged frame writes nothing")
    func unchanged() {
        var writer = TerminalWriter()
        let grid = Self.grid("hello", columns: 8)
        _ = writer.render(grid, cursor: .visible(row: 0, column: 2))
        #expect(writer.render(grid, cursor: .visible(row: 0, column: 2)).isEmpty)
    }

    @Test("one changed character: a short move and the character")
    func oneCharacter() {
        var writer = TerminalWriter()
        var grid = Self.grid("hello", "world", columns: 8)
        _ = writer.render(grid, cursor: .hidden)  // cursor ends after "world": (1, 5)
        grid.write("J", row: 0, column: 0)
        #expect(Self.show(writer.render(grid, cursor: .hidden)) == "⎋[HJ")
        grid.write("W", row: 1, column: 3)
        #expect(Self.show(writer.render(grid, cursor: .hidden)) == "⎋[2;4HW")  // ties with CR LF ⎋[3C; absolute wins
        grid.write("L", row: 1, column: 2)
        #expect(Self.show(writer.render(grid, cursor: .hidden)) == "^H^HL")
    }

    @Test("short unchanged gaps are written through instead of jumped")
    func writeThrough() {
        var writer = TerminalWriter()
        var grid = Self.grid("abcdefghij", columns: 12)
        _ = writer.render(grid, cursor: .visible(row: 0, column: 0))
        grid.write("X", row: 0, column: 1)
        grid.write("Y", row: 0, column: 3)
        grid.write("Z", row: 0, column: 9)
        // "a" and "c" cost a byte each, less than ⎋[C; "efghi" costs more than ⎋[5C.
        #expect(Self.show(writer.render(grid, cursor: .visible(row: 0, column: 0))) == "aXcY⎋[5CZ^M")
    }

    @Test("the pen changes only when the style does, by the shortest SGR")
    func penTracking() {
        var writer = TerminalWriter()
        var grid = CellGrid(columns: 8, rows: 1)
        grid.write("ab", row: 0, column: 0, style: TextStyle(bold: true))
        grid.write("cd", row: 0, column: 2, style: TextStyle(bold: true, underline: true))
        grid.write("e", row: 0, column: 4, style: TextStyle(underline: true))
        grid.write("f", row: 0, column: 5, style: TextStyle(foreground: .ansi16(.red), underline: true))
        grid.write("g", row: 0, column: 6)
        #expect(Self.show(writer.render(grid, cursor: .hidden)) == "⎋[?25l⎋[m⎋[H⎋[2J⎋[1mab⎋[4mcd⎋[22me⎋[31mf⎋[mg")
    }

    @Test("bold off keeps dim on (SGR 22 clears both)")
    func boldDim() {
        var writer = TerminalWriter()
        var grid = CellGrid(columns: 4, rows: 1)
        grid.write("a", row: 0, column: 0, style: TextStyle(bold: true, dim: true, italic: true))
        grid.write("b", row: 0, column: 1, style: TextStyle(dim: true, italic: true))
        #expect(Self.show(writer.render(grid, cursor: .hidden)).hasSuffix("⎋[1;2;3ma⎋[22;2mb"))
    }

    @Test(
        "colours are downgraded to the terminal's depth",
        arguments: [
            (ColorDepth.trueColor, "⎋[38;2;255;0;0;48;5;17mx"),
            (.palette256, "⎋[38;5;196;48;5;17mx"),
            (.ansi16, "⎋[91;40mx"),  // palette 17 is a very dark blue: nearest basic is black
            (.none, "x"),
        ])
    func downgrade(depth: ColorDepth, expected: String) {
        var writer = TerminalWriter(colorDepth: depth)
        var grid = CellGrid(columns: 2, rows: 1)
        grid.write("x", row: 0, column: 0, style: TextStyle(foreground: .rgb(red: 255, green: 0, blue: 0), background: .palette256(17)))
        #expect(Self.show(writer.render(grid, cursor: .hidden)) == "⎋[?25l⎋[m⎋[H⎋[2J" + expected)
    }

    @Test("a blanked line tail is erased with EL")
    func eraseLine() {
        var writer = TerminalWriter()
        var grid = Self.grid("hello world", "second", columns: 16)
        _ = writer.render(grid, cursor: .hidden)
        grid.fill(rows: 0..<1, columns: 5..<16)
        #expect(Self.show(writer.render(grid, cursor: .hidden)) == "⎋[A⎋[K")  // column 5 was already blank
    }

    @Test("wide characters are written once and advance two columns")
    func wide() {
        var writer = TerminalWriter()
        var grid = Self.grid("中文ab", columns: 8)
        #expect(Self.show(writer.render(grid, cursor: .visible(row: 0, column: 0))) == "⎋[m⎋[H⎋[2J中文ab^M⎋[?25h")
        grid.write("x", row: 0, column: 3)  // right half of 文: the whole character changes
        #expect(Self.show(writer.render(grid, cursor: .visible(row: 0, column: 0))) == "中 x^M")  // writing 中 through is cheaper than ⎋[2C
    }

    @Test("the cursor is left where the app wants it and shown or hidden on change")
    func cursor() {
        var writer = TerminalWriter()
        let grid = Self.grid("abc", "def", "ghi", columns: 3)
        _ = writer.render(grid, cursor: .hidden)
        #expect(Self.show(writer.render(grid, cursor: .visible(row: 1, column: 1))) == "⎋[2;2H⎋[?25h")
        #expect(Self.show(writer.render(grid, cursor: .visible(row: 2, column: 1))) == "⎋[B")
        #expect(Self.show(writer.render(grid, cursor: .visible(row: 9, column: 9))) == "⎋[C")
        #expect(Self.show(writer.render(grid, cursor: .hidden)) == "⎋[?25l")
    }

    @Test("invalidate and resize force a full repaint")
    func repaint() {
        var writer = TerminalWriter()
        let grid = Self.grid("ab", columns: 3)
        _ = writer.render(grid, cursor: .hidden)
        writer.invalidate()
        #expect(writer.lastFrame == nil)
        #expect(Self.show(writer.render(grid, cursor: .hidden)) == "⎋[?25l⎋[m⎋[H⎋[2Jab")
        #expect(Self.show(writer.render(Self.grid("ab", columns: 4), cursor: .hidden)) == "⎋[H⎋[2Jab")
    }

    static let listItems = ["Name", "Email address", "Phone", "Street and number", "City", "Country of residence", "Notes", "Newsletter"]

    /// A list under a title and a help line, as a form screen has; item n is `listItems[n]`.
    static func listScreen(first: Int, rows: Int = 6, columns: Int = 32) -> CellGrid {
        var grid = CellGrid(columns: columns, rows: rows)
        grid.write("Title", row: 0, column: 0, style: TextStyle(bold: true))
        for row in 1..<(rows - 1) { grid.write(listItems[first + row - 1], row: row, column: 0) }
        grid.write("Esc quit", row: rows - 1, column: 0, style: TextStyle(inverse: true))
        return grid
    }

    @Test("a list moved up one row under fixed lines is scrolled, and only the new line is written")
    func scrollUp() {
        var writer = TerminalWriter()
        _ = writer.render(Self.listScreen(first: 1), cursor: .hidden)
        // Region rows 2–5, delete one line at its top, reset the region, paint row 5.
        #expect(
            Self.show(writer.render(Self.listScreen(first: 2), cursor: .hidden))
                == "⎋[m⎋[2;5r⎋[2H⎋[M⎋[r⎋[5HCountry of residence")
    }

    @Test("a list moved down two rows inserts lines at the region's top")
    func scrollDown() {
        var writer = TerminalWriter()
        _ = writer.render(Self.listScreen(first: 2, rows: 7), cursor: .visible(row: 0, column: 0))
        let bytes = Self.show(writer.render(Self.listScreen(first: 0, rows: 7), cursor: .visible(row: 0, column: 0)))
        #expect(bytes.hasPrefix("⎋[m⎋[2;6r⎋[2H⎋[2L⎋[r"))
        #expect(bytes.contains("Name") && bytes.contains("Email address"))
        #expect(!bytes.contains("Phone") && !bytes.contains("City"))
    }

    @Test("rows that differ a little are diffed, not scrolled")
    func noScrollForSmallChanges() {
        var writer = TerminalWriter()
        var grid = Self.listScreen(first: 1)
        _ = writer.render(grid, cursor: .hidden)
        grid.write("X", row: 2, column: 0)
        grid.write("Y", row: 3, column: 0)
        #expect(!Self.show(writer.render(grid, cursor: .hidden)).contains("⎋[r"))
    }

    @Test("scrolling can be turned off")
    func scrollingOff() {
        var writer = TerminalWriter()
        writer.usesScrolling = false
        _ = writer.render(Self.listScreen(first: 1), cursor: .hidden)
        let bytes = Self.show(writer.render(Self.listScreen(first: 2), cursor: .hidden))
        #expect(!bytes.contains("⎋[r") && !bytes.contains("⎋[M"))
    }

    @Test("control helpers")
    func controls() {
        #expect(Self.show(TerminalControl.enterAlternateScreen) == "⎋[?1049h")
        #expect(Self.show(TerminalControl.leaveAlternateScreen) == "⎋[?1049l")
        #expect(Self.show(TerminalControl.enableBracketedPaste + TerminalControl.disableBracketedPaste) == "⎋[?2004h⎋[?2004l")
        #expect(Self.show(TerminalControl.hideCursor + TerminalControl.showCursor) == "⎋[?25l⎋[?25h")
        #expect(Self.show(TerminalControl.clearScreen) == "⎋[m⎋[H⎋[2J")
    }
}
