import Synchronization
import Testing

@testable import Eureka

@Suite("Callbacks")
struct CallbackTests {
    @Test func callbacksChainAndSetupRunsOnceBeforeEveryUpdate() {
        var log: [String] = []
        let row = ToggleRow("t") { $0.title = "Toggle" }
            .cellSetup { cell, _ in log.append("setup(\(cell.setupCount))") }
            .cellUpdate { cell, _ in log.append("update(\(cell.updateCount))") }
            .onChange { _ in log.append("change") }
        #expect(log.isEmpty, "nothing runs before the cell is first used")
        row.updateCell()
        row.updateCell()
        #expect(log == ["setup(1)", "update(1)", "update(2)"])
        row.value = true
        #expect(log.last == "change")
        #expect(row.cell.detailTextLabel?.text == "off", "the cell updates when asked, not on every value change")
        row.updateCell()
        #expect(row.cell.detailTextLabel?.text == "on")
    }

    @Test func cellSetupGivenAfterTheCellExistsRunsAtOnce() {
        let row = ToggleRow()
        row.updateCell()
        var ran = 0
        row.cellSetup { _, _ in ran += 1 }
        #expect(ran == 1)
        row.updateCell()
        #expect(ran == 1)
    }

    @Test func updateCellCalledFromCellUpdateDoesNotRecurse() {
        var updates = 0
        let row = ToggleRow().cellUpdate { _, row in
            updates += 1
            row.updateCell()
        }
        row.updateCell()
        #expect(updates == 1)
    }

    @Test func onChangeFiresWithoutAFormOrDelegateAndOnlyOnRealChanges() {
        var changes: [Int?] = []
        let row = IntegerRow().onChange { changes.append($0.value) }
        row.value = 1
        row.value = 1
        row.value = nil
        #expect(changes == [1, nil])
        let form = Form() +++ Section() <<< row
        #expect(form.delegate == nil)
        row.value = 2
        #expect(changes == [1, nil, 2])
    }

    @Test func onChangeRunsAfterTheDelegateAndBeforeDependentsReevaluate() {
        var log: [String] = []
        final class Delegate: FormDelegate {
            var log: (String) -> Void = { _ in }
            func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) { log("delegate") }
        }
        let delegate = Delegate()
        delegate.log = { log.append($0) }
        let form = Form()
        form.delegate = delegate
        let toggle = ToggleRow("toggle").onChange { _ in log.append("onChange") }
        let dependent = StringRow("dependent")
        dependent.hidden = .function(["toggle"]) { form in
            log.append("evaluate")
            return (form.rowBy(tag: "toggle") as? ToggleRow)?.value == true
        }
        form +++ Section() <<< toggle <<< dependent
        log.removeAll()
        toggle.value = true
        #expect(log == ["delegate", "onChange", "evaluate"])
        #expect(dependent.isHidden)
    }

    /// Eureka calls `onCellSelection` for disabled rows too (its README tells callbacks to guard).
    @Test func selectionReachesTheCallbackOfDisabledRowsToo() {
        var selections: [Bool] = []
        let row = StringRow().onCellSelection { _, row in selections.append(row.isDisabled) }
        row.didSelect()
        row.disabled = true
        row.didSelect()
        #expect(selections == [false, true])
        row.disabled = false
        row.select()
        #expect(selections == [false, true, false])
    }

    @Test func highlightChangesRunTheirCallbackAndMarkBlur() {
        var states: [Bool] = []
        let row = StringRow().onCellHighlightChanged { _, row in states.append(row.isHighlighted) }
        row.isHighlighted = true
        row.isHighlighted = true
        #expect(!row.wasBlurred)
        row.isHighlighted = false
        #expect(states == [true, false])
        #expect(row.wasBlurred)
    }

    @Test func perTypeDefaultsRunBeforeTheRowsOwnCallbacksAndStayPerType() {
        final class DefaultsRow: Row<Cell<String>>, RowType {
            required init(tag: String? = nil) { super.init(tag: tag) }
        }
        final class OtherRow: Row<Cell<String>>, RowType {
            required init(tag: String? = nil) { super.init(tag: tag) }
        }
        let log = Mutex<[String]>([])
        DefaultsRow.defaultRowInitializer = { row in row.title = "from default" }
        DefaultsRow.defaultCellSetup = { _, _ in log.withLock { $0.append("default setup") } }
        DefaultsRow.defaultCellUpdate = { _, _ in log.withLock { $0.append("default update") } }
        DefaultsRow.defaultOnCellHighlightChanged = { _, _ in log.withLock { $0.append("default highlight") } }
        defer {
            DefaultsRow.defaultRowInitializer = nil
            DefaultsRow.defaultCellSetup = nil
            DefaultsRow.defaultCellUpdate = nil
            DefaultsRow.defaultOnCellHighlightChanged = nil
        }
        #expect(DefaultsRow.defaultCellUpdate != nil && OtherRow.defaultCellUpdate == nil)

        let row = DefaultsRow {
            #expect($0.title == "from default"); $0.title = "own"
        }
        .cellSetup { _, _ in log.withLock { $0.append("own setup") } }
        .cellUpdate { _, _ in log.withLock { $0.append("own update") } }
        .onCellHighlightChanged { _, _ in log.withLock { $0.append("own highlight") } }
        #expect(row.title == "own")
        row.updateCell()
        row.isHighlighted = true
        #expect(
            log.withLock { $0 } == [
                "default setup", "own setup", "default update", "own update",
                "default highlight", "own highlight", "default update", "own update",
            ])
        OtherRow().updateCell()
        #expect(log.withLock { $0.count } == 8)
    }

    @Test func defaultsCanBeSetFromManyTasksAtOnce() async {
        final class ConcurrentRow: Row<Cell<Int>>, RowType {
            required init(tag: String? = nil) { super.init(tag: tag) }
        }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask {
                    ConcurrentRow.defaultRowInitializer = { $0.title = "\(index)" }
                    _ = ConcurrentRow.defaultRowInitializer
                }
            }
        }
        #expect(ConcurrentRow.defaultRowInitializer != nil)
        ConcurrentRow.defaultRowInitializer = nil
        #expect(ConcurrentRow().title == nil)
    }

    @Test func displayTextUsesDisplayValueForThenNoValueText() {
        let row = IntegerRow()
        row.noValueDisplayText = "none"
        #expect(row.displayText == "none")
        row.value = 5
        #expect(row.displayText == "5")
        row.displayValueFor = { $0.map { "\($0) kg" } }
        #expect(row.displayText == "5 kg")
        row.updateCell()
        #expect(row.cell.detailTextLabel?.text == "5 kg")
        row.title = "Weight"
        row.disabled = true
        #expect(row.cell.textLabel?.text == "Weight")
        #expect(row.cell.textLabel?.textColor == .tertiaryLabel)
    }
}
