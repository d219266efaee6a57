import Foundation
import Testing
import TerminalKit

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

    @Test("a missing oracle is a failure that says how to install it")
    func scriptReportsMissingPyte() throws {
        // The driver prints its advice itself; here we only make sure the script is where the
        // tests look for it, so a moved file cannot silently turn the oracle off.
        let path = TerminalOracle.scriptURL.path
        #expect(FileManager.default.fileExists(atPath: path), "oracle driver missing at \(path)")
    }
}
