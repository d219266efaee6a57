import Eureka
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit

/// Issue 6's figures: keystroke to frame written on a 10,000-row form (and on a 100-row form for
/// comparison), bytes written for one typed character, and the first full frame.
func runTerminalUIBenchmarks() {
    let size = TerminalSize(columns: 100, rows: 40)
    var measurements: [Measurement] = []
    var notes: [String] = []
    for rows in [100, 10_000] {
        let driver = TerminalFormDriver(controller: makeLargeController(rows: rows), size: size)
        var writer = TerminalWriter(colorDepth: .palette256)
        _ = writer.render(driver.frame, cursor: driver.cursor)
        // Work in the middle of the form, on a text row.
        driver.press(.pageDown, times: rows / 80)
        _ = writer.render(driver.frame, cursor: driver.cursor)

        var toggle = false
        measurements.append(
            measure(
                "keystroke → frame written, \(rows) rows", iterations: 200, samples: 7, notes: "type or delete a character in a text row: handle, render, diff"
            ) {
                toggle.toggle()
                if toggle { driver.type("x") } else { driver.press(.backspace) }
                blackHole(writer.render(driver.frame, cursor: driver.cursor))
            })
        var down = false
        measurements.append(
            measure("↓ / ↑ (move focus) → frame written, \(rows) rows", iterations: 200, samples: 7, notes: "re-highlights two rows") {
                down.toggle()
                driver.press(down ? .down : .up)
                blackHole(writer.render(driver.frame, cursor: driver.cursor))
            })

        let beforeTyping = driver.frame
        driver.type("y")
        let typedBytes = writer.render(driver.frame, cursor: driver.cursor)
        let typed = changedCells(beforeTyping, driver.frame)
        let beforeMove = driver.frame
        driver.press(.down)
        let movedBytes = writer.render(driver.frame, cursor: driver.cursor)
        let moved = changedCells(beforeMove, driver.frame)

        var fresh = TerminalWriter(colorDepth: .palette256)
        var fullBytes = 0
        measurements.append(
            measure("full frame from the model, \(rows) rows", iterations: 50, samples: 5, notes: "render every visible row + repaint") {
                driver.send(.resize(size))
                fresh.invalidate()
                let bytes = fresh.render(driver.frame, cursor: driver.cursor)
                fullBytes = bytes.count
            })
        notes.append(
            "\(rows) rows: typing one character changed \(typed.cells) cell(s) (\(typed.textBytes) byte(s) of text) and wrote \(typedBytes.count) byte(s); moving focus changed \(moved.cells) cells (\(moved.textBytes) bytes of text) and wrote \(movedBytes.count) bytes; a full repaint of the same screen is \(fullBytes) bytes"
        )
    }
    let scroll = focusScrollMeasurements(size: size)
    measurements.append(scroll.measurement)
    notes.append(scroll.note)
    printTable(title: "Terminal UI (100×40 screen, 256 colours)", measurements)
    for note in notes { print("- " + note) }
    print("")
}

func makeLargeController(rows: Int) -> FormViewController {
    let controller = FormViewController()
    controller.title = "Large form"
    let sections = max(1, rows / 100)
    for sectionIndex in 0..<sections {
        let section = Section("Section \(sectionIndex)")
        for index in 0..<(rows / sections) {
            section
                <<< TextRow("s\(sectionIndex)r\(index)") {
                    $0.title = "Row \(index)"; $0.value = "value \(index)"
                }
        }
        controller.form +++ section
    }
    return controller
}

private func changedCells(_ old: CellGrid, _ new: CellGrid) -> (cells: Int, textBytes: Int) {
    var cells = 0
    var bytes = 0
    for row in 0..<new.rows {
        for column in 0..<new.columns where old[row, column] != new[row, column] {
            cells += 1
            bytes += String(new[row, column].character).utf8.count
        }
    }
    return (cells, bytes)
}

/// What one row's description costs: the per-row price every renderer pays for each row it
/// shows (plus the cell update, paid only when the row changed).
func runDescriptionBenchmarks() {
    let controller = makeLargeController(rows: 100)
    controller.loadViewIfNeeded()
    let rows = controller.form.rows
    for row in rows { controller.interaction.prepareForDisplay(row) }
    var index = 0
    let describe = measure("describe() a text row", iterations: 20_000, samples: 7, notes: "title, value, field configuration, state, appearance") {
        index = (index + 1) % rows.count
        blackHole(rows[index].describe())
    }
    let prepareClean = measure("prepareForDisplay, row unchanged", iterations: 20_000, samples: 7, notes: "a flag check") {
        index = (index + 1) % rows.count
        controller.interaction.prepareForDisplay(rows[index])
    }
    let prepareDirty = measure("prepareForDisplay, row changed", iterations: 20_000, samples: 7, notes: "runs the cell update") {
        index = (index + 1) % rows.count
        rows[index].setNeedsCellUpdate()
        controller.interaction.prepareForDisplay(rows[index])
    }
    printTable(title: "Row descriptions", [describe, prepareClean, prepareDirty])
}
