import Foundation
import TerminalKit
import Testing

/// The writer's output, replayed through a real terminal emulator, must show exactly the frames
/// it was given, whether it was written as diffs or as full repaints.
@Suite("Writer oracle (pyte)")
struct WriterOracleTests {
    static let casesPerDepth = 40
    static let framesPerCase = 14

    @Test("diff replay == full repaint == intended grid", arguments: ColorDepth.allCases)
    func randomFrames(depth: ColorDepth) async throws {
        var cases: [TerminalOracle.Case] = []
        for seed in 0..<Self.casesPerDepth {
            var generator = FrameGenerator(seed: UInt64(seed) &* 7919 &+ UInt64(depth.rawValue))
            var diffWriter = TerminalWriter(colorDepth: depth)
            var fullWriter = TerminalWriter(colorDepth: depth)
            var grid = CellGrid(columns: generator.int(1...24), rows: generator.int(1...7))
            var frames: [TerminalOracle.Frame] = []
            var diffs: [[UInt8]] = [], repaints: [[UInt8]] = []
            for _ in 0..<Self.framesPerCase {
                grid = generator.next(after: grid)
                let cursor = generator.cursor(in: grid)
                frames.append(.init(grid: grid, cursor: cursor))
                diffs.append(diffWriter.render(grid, cursor: cursor))
                fullWriter.invalidate()
                repaints.append(fullWriter.render(grid, cursor: cursor))
            }
            cases.append(.init(name: "seed \(seed) depth \(depth)", frames: frames, streams: ["diff": diffs, "full": repaints]))
        }
        let verdict = try await TerminalOracle.checkOffPool(cases, depth: depth)
        #expect(verdict.ok, "\(verdict.failures.joined(separator: "\n"))")
        #expect(verdict.checkedFrames == Self.casesPerDepth * Self.framesPerCase * 2 || !verdict.ok)
    }

    /// Lists scrolling under fixed title and help rows, by one row or many, up and down, mixed
    /// with ordinary edits and resizes: the diff that scrolls must draw exactly the frames.
    @Test("scrolled diffs replay to the intended grid and leave no scroll region", arguments: ColorDepth.allCases)
    func scrollingFrames(depth: ColorDepth) throws {
        var cases: [TerminalOracle.Case] = []
        var scrolls = 0
        for seed in 0..<Self.casesPerDepth {
            var generator = FrameGenerator(seed: UInt64(seed) &* 104_729 &+ 17 &+ UInt64(depth.rawValue))
            var diffWriter = TerminalWriter(colorDepth: depth)
            var fullWriter = TerminalWriter(colorDepth: depth)
            var grid = CellGrid(columns: generator.int(4...30), rows: generator.int(3...12))
            for row in 0..<grid.rows {
                grid.write(generator.text(maxLength: 14), row: row, column: generator.int(0...3), style: generator.style())
            }
            var frames: [TerminalOracle.Frame] = []
            var diffs: [[UInt8]] = [], repaints: [[UInt8]] = []
            for _ in 0..<Self.framesPerCase {
                if generator.chance(85) {
                    grid = generator.scrolled(after: grid)
                } else {
                    grid = generator.next(after: grid)
                    if grid.rows < 3 { grid = CellGrid(columns: generator.int(4...30), rows: generator.int(3...12)) }
                }
                let cursor = generator.cursor(in: grid)
                frames.append(.init(grid: grid, cursor: cursor))
                let diff = diffWriter.render(grid, cursor: cursor)
                if Self.setsScrollRegion(diff) { scrolls += 1 }
                diffs.append(diff)
                fullWriter.invalidate()
                repaints.append(fullWriter.render(grid, cursor: cursor))
            }
            cases.append(.init(name: "scroll seed \(seed) depth \(depth)", frames: frames, streams: ["diff": diffs, "full": repaints]))
        }
        let verdict = try TerminalOracle.check(cases, depth: depth)
        #expect(verdict.ok, "\(verdict.failures.joined(separator: "\n"))")
        #expect(verdict.checkedFrames == Self.casesPerDepth * Self.framesPerCase * 2 || !verdict.ok)
        // The cases must exercise the scrolling path, not only the plain diff.
        #expect(scrolls >= Self.casesPerDepth * Self.framesPerCase / 4, "only \(scrolls) frames scrolled")
    }

    /// Whether the bytes set a scroll region with explicit margins (`CSI t;b r`).
    static func setsScrollRegion(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == 0x5B {
                var end = index + 2
                while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == 0x72, bytes[(index + 2)..<end].contains(0x3B) { return true }
                index = end
            } else {
                index += 1
            }
        }
        return false
    }

    @Test("a missing oracle is a failure that says how to install it")
    func scriptReportsMissingPyte() throws {
        // The driver prints its advice itself; here we only make sure the script is where the
        // tests look for it, so a moved file cannot silently turn the oracle off.
        let path = TerminalOracle.scriptURL.path
        #expect(FileManager.default.fileExists(atPath: path), "oracle driver missing at \(path)")
    }
}
