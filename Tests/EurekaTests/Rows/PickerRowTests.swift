import Testing

@testable import Eureka

/// Continents → countries → cities, for dependent pickers.
enum Atlas {
    static let continents = ["Europe", "Asia"]
    static func countries(_ continent: String) -> [String] {
        continent == "Europe" ? ["France", "Spain"] : ["Japan"]
    }
    static func cities(_ continent: String, _ country: String) -> [String] {
        switch country {
        case "France": ["Paris", "Lyon"]
        case "Spain": ["Madrid"]
        case "Japan": ["Tokyo", "Osaka"]
        default: []
        }
    }
}

@Suite("Picker rows")
struct PickerRowTests {
    @Test func pickerRowOffersOneWheelOfOptions() {
        let row = PickerRow<Int> {
            $0.options = [1, 2, 3]; $0.displayValueFor = { $0.map { "#\($0)" } }
        }
        #expect(row.pickerComponents == [PickerComponent(titles: ["#1", "#2", "#3"], selectedIndex: nil)])
        row.stepPickerComponent(0, by: 1)
        #expect(row.value == 1)
        row.stepPickerComponent(0, by: 5)
        #expect(row.value == 3, "stops at the end")
        row.selectPickerOption(at: 1, inComponent: 0)
        #expect(row.value == 2)
        row.selectPickerOption(at: 9, inComponent: 0)
        row.selectPickerOption(at: 0, inComponent: 1)
        #expect(row.value == 2, "out-of-range selections are ignored")
        row.updateCell()
        #expect(row.cell.components[0].selectedIndex == 1)
        #expect(row.cell.detailTextLabel?.text == nil, "the wheel shows the value")
        #expect(row.cell.cellCanBecomeFirstResponder())
    }

    @Test func stepBackFromNoSelectionPicksTheLastOption() {
        let row = PickerInputRow<String> { $0.options = ["a", "b", "c"] }
        row.stepPickerComponent(0, by: -1)
        #expect(row.value == "c")
    }

    @Test func pickerInputRowShowsItsValueAndCarriesTheWheels() {
        let row = PickerInputRow<String> {
            $0.title = "Size"; $0.options = ["S", "M"]; $0.value = "M"
        }
        row.updateCell()
        #expect(row.cell.detailTextLabel?.text == "M")
        #expect(row.cell.components == [PickerComponent(titles: ["S", "M"], selectedIndex: 1)])
        #expect(row.cell.cellCanBecomeFirstResponder())
        row.disabled = true
        row.selectPickerOption(at: 0, inComponent: 0)
        #expect(row.value == "M")
        #expect(!row.cell.cellCanBecomeFirstResponder())
    }

    @Test func pickerRowShowsNoValueText() {
        let row = PickerInputRow<String> {
            $0.options = ["S"]; $0.noValueDisplayText = "Choose"
        }
        row.updateCell()
        #expect(row.cell.detailTextLabel?.text == "Choose")
    }

    @Test func doublePickerSecondWheelFollowsTheFirst() {
        let row = DoublePickerInputRow<String, String> {
            $0.firstOptions = { Atlas.continents }
            $0.secondOptions = Atlas.countries
        }
        #expect(row.pickerComponents.map(\.titles) == [["Europe", "Asia"], ["France", "Spain"]])
        row.selectPickerOption(at: 1, inComponent: 1)
        #expect(row.value == Tuple(a: "Europe", b: "Spain"))
        row.selectPickerOption(at: 1, inComponent: 0)
        #expect(row.value == Tuple(a: "Asia", b: "Japan"), "the second wheel resets to a valid option")
        #expect(
            row.pickerComponents == [
                PickerComponent(titles: ["Europe", "Asia"], selectedIndex: 1),
                PickerComponent(titles: ["Japan"], selectedIndex: 0),
            ])
        #expect(row.displayText == "Asia, Japan")
    }

    @Test func doublePickerKeepsTheSecondOptionWhenStillOffered() {
        let row = DoublePickerRow<Int, Int> {
            $0.firstOptions = { [1, 2, 3] }
            $0.secondOptions = { Array(0..<$0 * 2) }  // 1 → 0…1, 2 → 0…3, 3 → 0…5
            $0.value = Tuple(a: 3, b: 5)
        }
        row.selectPickerOption(at: 1, inComponent: 0)
        #expect(row.value == Tuple(a: 2, b: 0), "5 is not offered for 2")
        row.selectPickerOption(at: 1, inComponent: 1)
        row.selectPickerOption(at: 2, inComponent: 0)
        #expect(row.value == Tuple(a: 3, b: 1), "1 is offered for 3, so it stays")
    }

    @Test func doublePickerWithNoSecondOptionsHasNoValue() {
        let row = DoublePickerRow<String, String> {
            $0.firstOptions = { ["empty"] }
            $0.secondOptions = { _ in [] }
            $0.value = Tuple(a: "x", b: "y")
        }
        row.selectPickerOption(at: 0, inComponent: 0)
        #expect(row.value == nil)
    }

    @Test func triplePickerWheelsFollowEachOther() {
        let row = TriplePickerInputRow<String, String, String> {
            $0.firstOptions = { Atlas.continents }
            $0.secondOptions = Atlas.countries
            $0.thirdOptions = Atlas.cities
            $0.displayValueForThirdRow = { $0.uppercased() }
        }
        #expect(row.pickerComponents.map(\.titles) == [["Europe", "Asia"], ["France", "Spain"], ["PARIS", "LYON"]])
        row.selectPickerOption(at: 1, inComponent: 2)
        #expect(row.value == Tuple3(a: "Europe", b: "France", c: "Lyon"))
        row.selectPickerOption(at: 1, inComponent: 1)
        #expect(row.value == Tuple3(a: "Europe", b: "Spain", c: "Madrid"))
        row.selectPickerOption(at: 1, inComponent: 0)
        #expect(row.value == Tuple3(a: "Asia", b: "Japan", c: "Tokyo"))
        row.stepPickerComponent(2, by: 1)
        #expect(row.value == Tuple3(a: "Asia", b: "Japan", c: "Osaka"))
        #expect(row.displayText == "Asia, Japan, OSAKA")
        #expect(row.pickerComponents.map(\.selectedIndex) == [1, 0, 1])
    }

    @Test func pickersAreFoundByRenderers() {
        let rows: [BaseRow] = [
            PickerRow<Int>(), PickerInputRow<Int>(), DoublePickerRow<Int, Int>(),
            DoublePickerInputRow<Int, Int>(), TriplePickerRow<Int, Int, Int>(),
            TriplePickerInputRow<Int, Int, Int>(), PickerInlineRow<Int>(),
        ]
        #expect(rows.compactMap { $0 as? any PickerComponentsRow }.count == 6, "inline parents are not pickers themselves")
    }
}
