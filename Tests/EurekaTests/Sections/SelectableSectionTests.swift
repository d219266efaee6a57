import Testing

@testable import Eureka

@Suite("Sections: selectable")
struct SelectableSectionTests {
    private func makeSection(_ type: SelectionType, log: Box<[String]>) -> (Form, SelectableSection<ListCheckRow<String>>) {
        let section = SelectableSection<ListCheckRow<String>>("Where", selectionType: type)
        let form = Form() +++ section
        for option in ["A", "B", "C", "D"] {
            section
                <<< ListCheckRow<String>(option) {
                    $0.title = option
                    $0.selectableValue = option
                    $0.disabled = Condition(booleanLiteral: option == "D")
                }.onCellSelection { _, row in log.value.append("own \(row.tag!) \(row.value ?? "nil")") }
        }
        section.onSelectSelectableRow = { _, row in log.value.append("section \(row.tag!)") }
        return (form, section)
    }

    private func select(_ tags: [String], in form: Form) {
        let interaction = FormInteraction(form: form)
        for tag in tags { interaction.select(form.rowBy(tag: tag)!) }
    }

    @Test(
        arguments: [
            (SelectionType.singleSelection(enableDeselection: true), ["A", "B"], ["B"]),
            (.singleSelection(enableDeselection: true), ["A", "A"], []),
            (.singleSelection(enableDeselection: false), ["A", "A"], ["A"]),
            (.singleSelection(enableDeselection: false), ["A", "C", "C"], ["C"]),
            (.multipleSelection, ["A", "C"], ["A", "C"]),
            (.multipleSelection, ["A", "C", "A"], ["C"]),
            (.singleSelection(enableDeselection: true), ["D"], []),
            (.multipleSelection, ["B", "D"], ["B"]),
        ] as [(SelectionType, [String], [String])])
    func selectionSemantics(type: SelectionType, taps: [String], selected: [String]) {
        let log = Box<[String]>([])
        let (form, section) = makeSection(type, log: log)
        select(taps, in: form)
        #expect(section.selectedRows().map { $0.tag! } == selected)
        #expect(section.selectedRow()?.tag == selected.first)
        for row in section.allRows.compactMap({ $0 as? ListCheckRow<String> }) {
            #expect(row.value == (selected.contains(row.tag!) ? row.selectableValue : nil))
        }
        // A disabled row is never selected; its own onCellSelection hears of the tap (as in Eureka), the section's does not.
        #expect(!log.value.contains("section D"))
        #expect(log.value.filter { $0.hasPrefix("own D") }.allSatisfy { $0 == "own D nil" })
    }

    /// The app selected two rows of a one-choice section: a press leaves at most one, as in
    /// Eureka (pressing one of the two left both, or only the other).
    @Test(arguments: [(true, [String]()), (false, ["A"])])
    func aPressInASingleSelectionLeavesOneChoiceEvenAfterTheAppSelectedTwo(deselection: Bool, expected: [String]) throws {
        let log = Box<[String]>([])
        let (form, section) = makeSection(.singleSelection(enableDeselection: deselection), log: log)
        for tag in ["A", "B"] { (form.rowBy(tag: tag) as? ListCheckRow<String>)?.value = tag }
        select(["A"], in: form)
        #expect(section.selectedRows().compactMap(\.value) == expected)
        select(["C"], in: form)
        #expect(section.selectedRows().compactMap(\.value) == ["C"])
    }

    @Test func theRowsOwnOnCellSelectionStillRunsAfterTheSection() {
        let log = Box<[String]>([])
        let (form, _) = makeSection(.singleSelection(enableDeselection: true), log: log)
        select(["B", "B"], in: form)
        #expect(log.value == ["section B", "own B B", "section B", "own B nil"])
    }

    @Test func valueChangesGoThroughThePipelineOldSelectionFirst() {
        let log = Box<[String]>([])
        let (form, section) = makeSection(.singleSelection(enableDeselection: false), log: log)
        var changes: [String] = []
        for row in section.allRows { (row as! ListCheckRow<String>).onChange { changes.append("\($0.tag!)=\($0.value ?? "nil")") } }
        select(["A", "B"], in: form)
        #expect(changes == ["A=A", "A=nil", "B=B"])
        #expect(form.values()["B"] as? String == "B")
    }

    @Test func checkmarksFollowSelectionAndAListCheckRowAloneToggles() {
        let log = Box<[String]>([])
        let (form, section) = makeSection(.multipleSelection, log: log)
        select(["C"], in: form)
        let c = form.rowBy(tag: "C") as! ListCheckRow<String>
        #expect(c.cell.accessoryType == .checkmark)
        #expect(section.count == 4)

        let lone = ListCheckRow<Int>("lone") { $0.selectableValue = 7 }
        let plain = Form() +++ Section([lone])
        select(["lone"], in: plain)
        #expect(lone.value == 7)
        select(["lone"], in: plain)
        #expect(lone.value == nil)
    }
}

/// A mutable box, so closures stored by rows can append to a test's log.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
