import Eureka

/// Issue 2's figures: building a large form with conditions, reading its values, and the cost of
/// one switch change that flips ten dependents, which must not grow with the form.
func runCoreBenchmarks() {
    var measurements: [Measurement] = []

    measurements.append(
        measure("build 10,000 rows / 100 sections / 1,000 conditional", iterations: 1, samples: 5) {
            blackHole(makeConditionalForm(sections: 100))
        })

    let large = makeConditionalForm(sections: 100)
    measurements.append(
        measure("values() on that form", iterations: 10, samples: 7, notes: "9,000 visible tagged rows") {
            blackHole(large.form.values())
        })
    measurements.append(
        measure("values(includeHidden: true)", iterations: 10, samples: 7, notes: "10,000 tagged rows") {
            blackHole(large.form.values(includeHidden: true))
        })

    let small = makeConditionalForm(sections: 1)
    let smallFlip = flipCost(small)
    let largeFlip = flipCost(large)
    measurements.append(smallFlip)
    measurements.append(largeFlip)
    let ratio = largeFlip.nanosecondsPerOperation / smallFlip.nanosecondsPerOperation

    printTable(title: "Core model", measurements)
    print("The switch change costs \(String(format3: ratio))× as much in the 10,000-row form as in the 100-row form (must stay within 2×).\n")
    printRetainedMemory()
}

/// A form of `sections` × 100 rows: per section one switch, ten text rows hidden while the switch
/// is off (function conditions), and 89 plain text rows. A FormViewController is attached, as in
/// an app, so delegate events and focus repair are part of the measured cost.
private func makeConditionalForm(sections: Int) -> (form: Form, controller: FormViewController, switches: [SwitchRow]) {
    let controller = FormViewController()
    let form = controller.form
    var switches: [SwitchRow] = []
    for sectionIndex in 0..<sections {
        let section = Section("Section \(sectionIndex)")
        let switchTag = "switch\(sectionIndex)"
        let toggle = SwitchRow(switchTag) { $0.title = "Show details" }
        switches.append(toggle)
        section <<< toggle
        for detail in 0..<10 {
            section
                <<< TextRow("detail\(sectionIndex)-\(detail)") {
                    $0.title = "Detail \(detail)"
                    $0.hidden = .function([switchTag]) { form in
                        (form.rowBy(tag: switchTag) as? SwitchRow)?.value != true
                    }
                }
        }
        for plain in 0..<89 {
            section <<< TextRow("text\(sectionIndex)-\(plain)") { $0.title = "Text \(plain)" }
        }
        form +++ section
    }
    return (form, controller, switches)
}

/// One switch change (alternating on and off), each flipping its ten dependents.
private func flipCost(_ fixture: (form: Form, controller: FormViewController, switches: [SwitchRow])) -> Measurement {
    let toggle = fixture.switches[fixture.switches.count / 2]
    let rows = fixture.form.allRows.count
    return measure("one switch change flipping 10 rows (\(rows) rows)", iterations: 2_000, samples: 7) {
        toggle.value = !(toggle.value ?? false)
    }
}

/// Retained heap per plain TextRow in a 100,000-row form (cells not yet created, as for rows a
/// renderer has not drawn).
private func printRetainedMemory() {
    let before = liveHeapBytes()
    let form = Form()
    let section = Section()
    var rows: [BaseRow] = []
    rows.reserveCapacity(100_000)
    for index in 0..<100_000 { rows.append(TextRow("row\(index)") { $0.title = "Row" }) }
    section.append(contentsOf: rows)
    form +++ section
    rows.removeAll()
    let after = liveHeapBytes()
    let perRow = Double(after - before) / 100_000
    print("Retained memory per plain TextRow in a 100,000-row form (tag, title, no cell yet): \(String(format3: perRow)) bytes")
    let section2Before = liveHeapBytes()
    for row in section.prefix(1_000) { row.updateCell() }
    let perCell = Double(liveHeapBytes() - section2Before) / 1_000
    print("Additional memory per row once its cell has been drawn: \(String(format3: perCell)) bytes\n")
    blackHole(form)
}
