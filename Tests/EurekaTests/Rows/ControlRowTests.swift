import Foundation
import Testing

@testable import Eureka

@Suite("Control rows")
struct ControlRowTests {
    @Test func labelRowShowsItsValueReadOnly() {
        let row = LabelRow {
            $0.title = "Version"; $0.value = "2.1"
        }
        row.updateCell()
        #expect(row.cell.textLabel?.text == "Version")
        #expect(row.cell.detailTextLabel?.text == "2.1")
        #expect(row.cell.selectionStyle == .none)
        #expect(!row.cell.cellCanBecomeFirstResponder())
        #expect(!(row is any TextInputRow))
    }

    @Test func buttonRowShowsItsTitleCentredAndRunsSelection() {
        var log: [String] = []
        let row = ButtonRow {
            $0.title = "Submit"; $0.value = "ignored"
        }
        .onCellSelection { _, _ in log.append("selected") }
        row.presentOnSelection = { _ in log.append("present") }
        row.updateCell()
        #expect(row.cell.textLabel?.text == "Submit")
        #expect(row.cell.textLabel?.textAlignment == .center)
        #expect(row.cell.textLabel?.textColor == .tint)
        #expect(row.cell.detailTextLabel?.text == nil)
        row.didSelect()
        #expect(log == ["present", "selected"])
        row.disabled = true
        row.didSelect()
        #expect(log == ["present", "selected", "selected"], "a disabled button presents nothing; onCellSelection still hears of it, as in Eureka")
        #expect(row.cell.textLabel?.textColor == .tertiaryLabel)
    }

    @Test func checkRowTogglesOnSelectionAndShowsACheckmark() {
        var changes: [Bool?] = []
        let row = CheckRow { $0.title = "Agree" }.onChange { changes.append($0.value) }
        row.updateCell()
        #expect(row.cell.accessoryType == .none)
        row.didSelect()
        row.updateCell()
        #expect(row.value == true)
        #expect(row.cell.accessoryType == .checkmark)
        #expect(row.cell.detailTextLabel?.text == nil)
        row.toggle()
        #expect(changes == [true, false])
        row.disabled = true
        row.toggle()
        row.didSelect()
        #expect(row.value == false)
    }

    @Test func switchRowExposesItsStateNotText() {
        let row = SwitchRow { $0.title = "Wi-Fi" }
        row.updateCell()
        #expect(!row.cell.isOn)
        #expect(row.cell.detailTextLabel?.text == nil)
        row.toggle()
        row.updateCell()
        #expect(row.value == true)
        #expect(row.cell.isOn)
        #expect(row.cell.detailTextLabel?.text == nil)
        row.didSelect()
        #expect(row.value == false)
        row.disabled = true
        #expect(!row.cell.switchControl.isEnabled)
    }

    @Test func switchValueChangesRunConditions() {
        let toggle = SwitchRow("wifi") { $0.value = false }
        let detail = LabelRow("detail") {
            $0.hidden = .function(["wifi"]) { ($0.rowBy(tag: "wifi") as? SwitchRow)?.value != true }
        }
        let form = Form() +++ Section() <<< toggle <<< detail
        #expect(detail.isHidden)
        toggle.toggle()
        #expect(!detail.isHidden)
        #expect(form.rows.count == 2)
    }

    @Test(arguments: [
        (UInt(10), Float(0), Float(10), Float?.none, [Float(1), 2, 3]),
        (20, 0, 10, 9.8, [10, 10, 10]),
        (4, 0, 1, 0.3, [0.5, 0.75, 1]),
        (0, 0, 100, 50, [51, 52, 53]),
        (10, 5, 15, nil, [6, 7, 8]),
    ])
    func sliderStepsUpClamped(steps: UInt, minimum: Float, maximum: Float, start: Float?, expected: [Float]) {
        let row = SliderRow {
            $0.steps = steps; $0.minimumValue = minimum; $0.maximumValue = maximum; $0.value = start
        }
        var seen: [Float] = []
        for _ in expected {
            row.stepUp()
            seen.append(row.value ?? .nan)
        }
        #expect(seen == expected)
    }

    @Test func sliderStepsDownClampedAndSnapsSlides() {
        let row = SliderRow {
            $0.steps = 10; $0.value = 0.4
        }
        row.stepDown()
        #expect(row.value == 0)
        row.decrement()
        #expect(row.value == 0)
        row.slide(to: 4.8)
        #expect(row.value == 5)
        row.slide(to: 42)
        #expect(row.value == 10)
        row.steps = 0
        row.slide(to: 3.33)
        #expect(row.value == 3.33)
    }

    @Test func sliderCellShowsRangeAndValueText() {
        let row = SliderRow {
            $0.title = "Volume"; $0.value = 2.5
        }
        row.updateCell()
        #expect(row.cell.slider.fraction == 0.25)
        #expect(row.cell.valueLabel.text == "2.5")
        #expect(!row.cell.valueLabel.isHidden)
        #expect(row.cell.detailTextLabel?.text == nil)
        row.shouldHideValue = true
        row.value = 1.0 / 3.0
        row.updateCell()
        #expect(row.cell.valueLabel.isHidden)
        #expect(row.cell.valueLabel.text == "0.33")
    }

    @Test func stepperIncrementsAndDecrementsClamped() {
        var changes: [Double?] = []
        let row = StepperRow {
            $0.minimumValue = 0; $0.maximumValue = 0.3; $0.stepValue = 0.1
        }
        .onChange { changes.append($0.value) }
        for _ in 0..<5 { row.increment() }
        #expect(row.value == 0.3)
        #expect(changes == [0.1, 0.2, 0.3], "no change past the maximum, no binary noise")
        for _ in 0..<5 { row.decrement() }
        #expect(row.value == 0)
        row.updateCell()
        #expect(!row.cell.stepper.canDecrement)
        #expect(row.cell.stepper.canIncrement)
    }

    @Test func stepperDisplaysThroughDisplayValueFor() {
        let row = StepperRow { $0.value = 3 }
        row.updateCell()
        #expect(row.cell.valueLabel.text == "3")
        row.displayValueFor = { $0.map { "\(Int($0)) guests" } }
        row.updateCell()
        #expect(row.cell.valueLabel.text == "3 guests")
        #expect(row.cell.stepper.value == 3)
    }

    @Test func stepperStartsFromZeroWithinItsRange() {
        let row = StepperRow {
            $0.minimumValue = 5; $0.maximumValue = 10
        }
        row.increment()
        #expect(row.value == 6)
    }

    @Test func segmentedRowSelectsAmongItsOptions() {
        let row = SegmentedRow<String> { $0.options = ["S", "M", "L"] }
        row.selectNextSegment()
        #expect(row.value == "S")
        row.increment()
        row.increment()
        row.increment()
        #expect(row.value == "L", "stays at the last option")
        row.selectPreviousSegment()
        #expect(row.value == "M")
        row.selectSegment(at: 7)
        #expect(row.value == "M", "out-of-range indices are ignored")
        row.updateCell()
        #expect(row.cell.segmentedControl.titles == ["S", "M", "L"])
        #expect(row.cell.segmentedControl.selectedSegmentIndex == 1)
        #expect(row.cell.detailTextLabel?.text == nil)
        row.value = "XL"
        #expect(row.selectedIndex == nil)
        row.decrement()
        #expect(row.value == "L", "previous from no selection picks the last")
    }

    @Test func segmentTitlesComeFromDisplayValueFor() {
        let row = SegmentedRow<Int> {
            $0.options = [1, 2]; $0.displayValueFor = { $0.map { "\($0)×" } }
        }
        #expect(row.segmentTitles == ["1×", "2×"])
    }

    @Test func adjustableRowsAreFoundByRenderers() {
        let rows: [BaseRow] = [SliderRow(), StepperRow(), SegmentedRow<String>(), SwitchRow()]
        #expect(rows.compactMap { $0 as? any AdjustableRow }.count == 3)
    }

    @Test func textAreaEditsMultipleLines() {
        let row = TextAreaRow { $0.placeholder = "Notes" }
        #expect(row.textInputFilter.filter("a\nb", into: "x ") == "a\nb")
        type("line 1\nline 2", into: row)
        #expect(row.value == "line 1\nline 2")
        row.updateCell()
        #expect(row.cell.textView.text == "line 1\nline 2")
        #expect(row.cell.textView.placeholder == "Notes")
        #expect(row.cell.preferredLineCount == 5)
        #expect(row.cell.height?() == 110)
    }

    @Test func dynamicTextAreasGrowWithTheirText() {
        let row = TextAreaRow { $0.textAreaHeight = .dynamic(initialTextViewHeight: 44) }
        row.updateCell()
        #expect(row.cell.preferredLineCount == 2)
        row.value = (1...6).map { "line \($0)" }.joined(separator: "\n")
        row.updateCell()
        #expect(row.cell.preferredLineCount == 6)
        #expect(row.cell.height?() == 6 * TextAreaCell.lineHeight)
    }

    @Test func readOnlyTextAreasCannotBeEdited() {
        let row = TextAreaRow {
            $0.textAreaMode = .readOnly; $0.value = "Terms"
        }
        row.beginEditing()
        row.editingTextDidChange(to: "changed")
        #expect(row.value == "Terms")
        #expect(!row.isEditingText)
        row.updateCell()
        #expect(!row.cell.textView.isEnabled)
        #expect(!row.cell.cellCanBecomeFirstResponder())
    }

    @Test(arguments: [(5.0, "5"), (2.5, "2.5"), (1.0 / 3.0, "0.33"), (-0.001, "0"), (0.1 + 0.2, "0.3"), (1234.567, "1234.57")])
    func controlNumbersAreShort(number: Double, text: String) {
        #expect(compactNumberText(number) == text)
    }
}
