import Foundation
import TerminalKit
import Testing

/// Compares a frame (text and style map) with a golden file next to the tests. Goldens are
/// re-recorded only on purpose: run the tests with `EUREKA_RECORD_GOLDENS=1`, review the diff,
/// commit it.
func expectGolden(_ name: String, _ grid: CellGrid, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    let file = directory.appendingPathComponent(name + ".txt")
    let actual = render(grid)
    if ProcessInfo.processInfo.environment["EUREKA_RECORD_GOLDENS"] == "1" {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("missing golden \(file.path); record it with EUREKA_RECORD_GOLDENS=1 and review it", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
        let expectedLine = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end>"
        let actualLine = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end>"
        Issue.record(
            "frame differs from golden \(name) at line \(firstDifference + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)\n\(actual)",
            sourceLocation: sourceLocation)
    }
}

/// The frame as its text, a separator, then one letter per cell naming its style, and a legend.
private func render(_ grid: CellGrid) -> String {
    "\(grid.textDump)\n--- styles ---\n\(grid.styleDump.description)\n"
}
