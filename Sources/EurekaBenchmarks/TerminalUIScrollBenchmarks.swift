import Eureka
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit

/// ↓ at the bottom of the screen on the 10,000-row form: the list scrolls under the title and
/// help bars. Bytes written with the writer's scroll regions and without them, the cost of the
/// line that came into view alone, and the time from key to frame written.
func focusScrollMeasurements(size: TerminalSize) -> (measurement: Measurement, note: String) {
    let driver = TerminalFormDriver(controller: makeLargeController(rows: 10_000), size: size)
    var scrolling = TerminalWriter(colorDepth: .palette256)
    var rewriting = TerminalWriter(colorDepth: .palette256)
    rewriting.usesScrolling = false
    _ = scrolling.render(driver.frame, cursor: driver.cursor)
    _ = rewriting.render(driver.frame, cursor: driver.cursor)
    var note = "↓ never scrolled the screen within 200 presses"
    for _ in 0..<200 {
        let before = driver.frame
        driver.press(.down)
        let withRegions = scrolling.render(driver.frame, cursor: driver.cursor)
        let without = rewriting.render(driver.frame, cursor: driver.cursor)
        guard let shift = bodyShift(from: before, to: driver.frame) else { continue }
        var exposed = 0
        for row in shift.exposed { exposed += exposedLineCost(driver.frame, row: row) }
        note =
            "↓ past the bottom edge scrolled the list by \(shift.rows) row(s): \(withRegions.count) bytes written with scroll regions, "
            + "\(without.count) without; painting the row(s) that came into view on their own would cost \(exposed) bytes "
            + "(the focused row is a full-width highlight: the writer keeps it in place, rewrites its text and scrolls the rows above it)"
        break
    }
    let measurement = measure(
        "↓ past the bottom edge (list scrolls) → frame written, 10,000 rows", iterations: 100, samples: 5, notes: "scroll region + the new line"
    ) {
        driver.press(.down)
        blackHole(scrolling.render(driver.frame, cursor: driver.cursor))
    }
    return (measurement, note)
}

/// How far the body (every row but the first and last) moved up between two frames, and the
/// rows that came into view; nil when it did not move.
private func bodyShift(from old: CellGrid, to new: CellGrid) -> (rows: Int, exposed: [Int])? {
    func same(_ newRow: Int, _ oldRow: Int) -> Bool {
        (0..<new.columns).allSatisfy { new[newRow, $0] == old[oldRow, $0] }
    }
    let body = 1..<(new.rows - 1)
    var best: (rows: Int, matches: Int)?
    for shift in 1...5 {
        let matches = body.filter { $0 + shift < body.upperBound && same($0, $0 + shift) }.count
        if matches > (best?.matches ?? body.count / 2) { best = (shift, matches) }
    }
    guard let best else { return nil }
    let exposed = body.filter { $0 + best.rows >= body.upperBound }
    return (best.rows, exposed)
}
