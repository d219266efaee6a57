import TerminalKit
import TerminalKitTesting
import Testing

/// The writer's scroll regions never outlive a frame, so whatever ends the session (stop, a
/// signal, suspension) finds the terminal with the whole screen scrolling.
@Suite("Scroll regions and the session's restore path")
struct ScrollRegionRestoreTests {
    /// Follows DECSTBM through a byte stream: true when a region other than the whole screen is
    /// in force at the end.
    static func leavesRegionSet(_ bytes: [UInt8], rows: Int, startingSet: Bool = false) -> Bool {
        var set = startingSet
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == 0x5B else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { break }
            if bytes[end] == 0x72 {  // r
                let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                set = !(parameters.isEmpty || parameters == "1;\(rows)" || parameters == ";")
            }
            index = end + 1
        }
        return set
    }

    @Test("every presented frame and the stop sequence leave no scroll region")
    func sessionLeavesNoRegion() throws {
        let size = TerminalSize(columns: 32, rows: 10)
        let fake = FakeTerminal(size: size)
        let session = TerminalSession(fake: fake)
        try session.start()
        _ = fake.takeOutput()
        var scrolled = 0
        for first in [0, 1, 2, 3, 1, 0, 4, 2] {
            try session.present(Self.screen(first: first, size: size), cursor: .visible(row: 1, column: 2))
            let frame = fake.takeOutput()
            if WriterOracleTests.setsScrollRegion(frame) { scrolled += 1 }
            #expect(!Self.leavesRegionSet(frame, rows: size.rows), "a frame left a scroll region set")
        }
        #expect(scrolled >= 4, "the frames should have been scrolled, not rewritten (\(scrolled) scrolled)")
        session.stop()
        #expect(!Self.leavesRegionSet(fake.takeOutput(), rows: size.rows))
    }

    @Test("the detector itself follows regions set and reset")
    func detectorSanity() {
        #expect(Self.leavesRegionSet(Array("\u{1B}[2;5r".utf8), rows: 10))
        #expect(!Self.leavesRegionSet(Array("\u{1B}[2;5r\u{1B}[M\u{1B}[r".utf8), rows: 10))
        #expect(!Self.leavesRegionSet(Array("\u{1B}[1;10r".utf8), rows: 10))
    }

    static let words = [
        "alpha", "bravo charlie", "delta echo foxtrot", "golf", "hotel india", "juliett kilo lima",
        "mike", "november oscar", "papa quebec romeo", "sierra", "tango uniform", "victor whiskey x-ray",
        "yankee", "zulu",
    ]

    static func screen(first: Int, size: TerminalSize) -> CellGrid {
        var grid = CellGrid(size: size)
        grid.fill(rows: 0..<1, columns: 0..<size.columns, style: TextStyle(inverse: true))
        grid.write(" Title", row: 0, column: 0, style: TextStyle(inverse: true))
        for row in 1..<(size.rows - 1) {
            grid.write(words[(first + row) % words.count], row: row, column: 2, style: TextStyle(foreground: .ansi16(.cyan)))
        }
        grid.write(" Esc quit", row: size.rows - 1, column: 0, style: TextStyle(dim: true))
        return grid
    }
}
