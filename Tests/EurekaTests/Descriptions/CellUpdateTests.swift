import Foundation
import Testing

@testable import Eureka

@Suite("Cells update when rows change, never while describing")
struct CellUpdateTests {
    @Test func describingRunsNoCallbacksAndCreatesNothing() {
        var updates = 0
        var setups = 0
        let name = TextRow("name") { $0.title = "Name" }
            .cellSetup { _, _ in setups += 1 }
            .cellUpdate { _, _ in updates += 1 }
        let hosted = DescribedForm([name])
        _ = name.describe()
        #expect(setups == 0 && updates == 0 && name.baseCellIfCreated == nil, "describing does not create the cell")
        #expect(name.describe().title == "Name", "the row's own state describes it until a cell exists")
        hosted.interaction.prepareForDisplay(name)
        #expect(setups == 1 && updates == 1)
        for _ in 0..<5 {
            hosted.interaction.prepareForDisplay(name)
            _ = name.describe()
        }
        #expect(updates == 1, "an unchanged row is not updated again")
    }

    @Test(arguments: ["value", "title", "disabled", "hidden", "reload"])
    func changesMarkTheCellForUpdate(_ change: String) {
        var updates = 0
        let name = TextRow("name").cellUpdate { _, _ in updates += 1 }
        let hosted = DescribedForm([name])
        hosted.interaction.prepareForDisplay(name)
        let before = updates
        switch change {
        case "value": name.value = "Ada"
        case "title": name.title = "Full name"
        case "disabled": name.disabled = true
        case "hidden": name.hidden = true; name.hidden = false
        default: name.reload()
        }
        hosted.interaction.prepareForDisplay(name)
        #expect(updates > before, "\(change)")
        #expect(!name.needsCellUpdate)
    }

    @Test func deferredCellUpdatesRunOncePerCellAtTheEnd() {
        var updates = 0
        var setups = 0
        let shown = TextRow("shown").cellUpdate { _, _ in updates += 1 }
        let fresh = TextRow("fresh").cellSetup { _, _ in setups += 1 }
        let hosted = DescribedForm([shown, fresh])
        hosted.interaction.prepareForDisplay(shown)
        let before = updates
        hosted.form.withCellUpdatesDeferred {
            #expect(hosted.form.defersCellUpdates)
            for text in ["A", "Ad", "Ada"] { try? hosted.interaction.perform(.setText(text), on: shown) }
            hosted.interaction.focus(shown)
            hosted.interaction.focus(fresh)
            hosted.interaction.prepareForDisplay(fresh)
            #expect(updates == before, "nothing is updated while deferred")
            #expect(fresh.baseCellIfCreated == nil && setups == 0, "and no cell is made")
        }
        #expect(!hosted.form.defersCellUpdates)
        #expect(updates == before + 1, "the shown row's cell is updated once, at the end")
        #expect(shown.cell.textField.text == "Ada" && !shown.needsCellUpdate)
        #expect(fresh.baseCellIfCreated == nil && fresh.needsCellUpdate, "a row without a cell keeps its update for when it is shown")
        hosted.interaction.prepareForDisplay(fresh)
        #expect(setups == 1 && !fresh.needsCellUpdate)
    }

    @Test func deferralsNest() {
        var updates = 0
        let name = TextRow("name").cellUpdate { _, _ in updates += 1 }
        let hosted = DescribedForm([name])
        hosted.interaction.prepareForDisplay(name)
        let before = updates
        hosted.form.withCellUpdatesDeferred {
            hosted.form.withCellUpdatesDeferred {
                name.value = "Ada"; name.updateCell()
            }
            #expect(updates == before && hosted.form.defersCellUpdates, "the inner end does not flush")
            name.updateCell()
        }
        #expect(updates == before + 1)
    }

    @Test func anExpandingInlineRowShowsTheRowsValueWithoutACellOfItsOwn() {
        let day = DateInlineRow("day") {
            $0.calendar = utc; $0.timeZone = utc.timeZone; $0.value = date(2024, 3, 5)
        }
        _ = DescribedForm([day])
        guard case .inlineParent(let parent) = day.control, case .date(let editor) = parent.editor else {
            Issue.record("not an inline date"); return
        }
        #expect(editor.valueParts == DateParts(year: 2024, month: 3, day: 5))
        #expect(day.expandedInlineRow == nil, "describing the editor inserted nothing")
    }
}
