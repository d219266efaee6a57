import Eureka
import EurekaTerminalTesting
import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Selector screens: where the highlight starts and how it moves")
struct SelectorScreenTests {
    /// The presenter rows that open a selector screen, each holding `value` (nil: none) among
    /// Tomato, Leaf, Sky and Lavender.
    enum Presenter: String, CaseIterable {
        case push, popover, multiple
    }

    private static let colours = ["Tomato", "Leaf", "Sky", "Lavender"]

    private func controller(_ presenter: Presenter, chosen: [String]) -> FormViewController {
        let controller = FormViewController()
        controller.title = "Paint"
        let section = Section()
        switch presenter {
        case .push:
            section
                <<< PushRow<String>("colour") {
                    $0.title = "Colour"; $0.options = Self.colours; $0.value = chosen.first
                }
        case .popover:
            section
                <<< PopoverSelectorRow<String>("colour") {
                    $0.title = "Colour"; $0.options = Self.colours; $0.value = chosen.first
                }
        case .multiple:
            section
                <<< MultipleSelectorRow<String>("colour") {
                    $0.title = "Colour"; $0.options = Self.colours; $0.value = chosen.isEmpty ? nil : Set(chosen)
                }
        }
        controller.form +++ section
        return controller
    }

    /// Enter on a highlight left on the first option picked Tomato while Sky was the value.
    @Test(
        "a selector opens with the highlight on the current choice (the first one of several; the first option when none)",
        arguments: [
            (Presenter.push, [String](), "Tomato"), (.push, ["Sky"], "Sky"),
            (.popover, [], "Tomato"), (.popover, ["Sky"], "Sky"),
            (.multiple, [], "Tomato"), (.multiple, ["Sky"], "Sky"), (.multiple, ["Lavender", "Leaf"], "Leaf"),
        ])
    func theHighlightStartsOnTheChoice(presenter: Presenter, chosen: [String], highlighted: String) {
        let driver = TerminalFormDriver(controller: controller(presenter, chosen: chosen), size: TerminalSize(columns: 50, rows: 12))
        driver.press(.enter)
        #expect(driver.screenTitles == ["Paint", "Colour"])
        #expect(driver.focusedRow?.title == highlighted, "\(driver.screen)")
        #expect(driver.screen.contains("▸ \(highlighted)"), "\(driver.screen)")
    }

    /// Opening on the current choice, Enter there takes it back (Eureka's `enableDeselection`,
    /// on by default): the key bar says so, and says "select" on the other options.
    @Test(arguments: [(Presenter.push, "Space  deselect"), (.multiple, "Space  deselect")])
    func theKeyBarSaysAPressOnTheChoiceTakesItBack(presenter: Presenter, hint: String) {
        let driver = TerminalFormDriver(controller: controller(presenter, chosen: ["Sky"]), size: TerminalSize(columns: 100, rows: 12))
        driver.press(.enter)
        #expect(driver.screen.contains(hint), "\(driver.screen)")
        driver.press(.down)
        #expect(driver.screen.contains("Space  select"), "\(driver.screen)")
    }

    /// ↓ then Enter picks the option after the current one, not the second of the list.
    @Test func movingOnFromTheStartingHighlightPicksTheNextOption() {
        let controller = controller(.push, chosen: ["Sky"])
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 50, rows: 12))
        driver.press(.enter)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.screenTitles == ["Paint"])
        #expect(controller.form.rowBy(tag: "colour")?.baseValue as? String == "Lavender")
    }

    @Test func lazilyLoadedOptionsStartOnTheChoiceWhenTheyArrive() async {
        let controller = FormViewController()
        controller.form +++ Section()
            <<< PushRow<String>("city") {
                $0.title = "City"; $0.value = "Quito"
                $0.optionsProvider = .lazy { ["Lima", "Quito", "Bogotá"] }
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 50, rows: 10))
        driver.press(.enter)
        await driver.runPendingWork()
        #expect(driver.screen.contains("▸ Quito"), "\(driver.screen)")
    }

    /// A form that is not a selector starts on its first row, even with a chosen option in it.
    @Test func aFormWithAChosenOptionStillStartsOnItsFirstRow() {
        let controller = FormViewController()
        controller.form +++ Section() <<< TextRow("name") { $0.title = "Name" }
            +++ SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: true))
            <<< ListCheckRow<String>("m") {
                $0.title = "Medium"; $0.selectableValue = "M"; $0.value = "M"
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 50, rows: 10))
        #expect(driver.focusedRow?.tag == "name")
    }

    /// The first arrow after a filter only left the filter field; Enter then picked the option
    /// the user thought they had moved off.
    @Test(arguments: [(Key.down, nil, "Every 2 Weeks"), (.up, "Every 2 Weeks", "Every Week")])
    func anArrowLeavesTheFilterAndMovesTheHighlightInOnePress(key: Key, value: String?, highlighted: String) {
        let controller = FormViewController()
        controller.title = "Event"
        controller.form +++ Section()
            <<< PushRow<String>("repeat") {
                $0.title = "Repeat"; $0.options = ["Never", "Every Day", "Every Week", "Every 2 Weeks", "Every Month"]
                $0.value = value
            }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 60, rows: 12))
        driver.press(.enter)
        driver.press(.character("/"))
        driver.type("week")
        driver.press(key)
        #expect(driver.focusedRow?.title == highlighted, "\(driver.screen)")
        #expect(driver.screen.contains("▸ \(highlighted)"), "\(driver.screen)")
        #expect(driver.screen.contains("Showing options matching “week”"), "the filter was left, and kept")
        driver.press(.enter)
        #expect(controller.form.rowBy(tag: "repeat")?.baseValue as? String == highlighted)
    }

    /// The push selector of `controller(_:chosen:)` opened, with `text` typed into its filter.
    private func selectorFiltering(_ text: String, size: TerminalSize) -> TerminalFormDriver {
        let driver = TerminalFormDriver(controller: controller(.push, chosen: []), size: size)
        driver.press(.enter)
        driver.press(.character("/"))
        driver.type(text)
        return driver
    }

    /// In a filter, ? is typed: F1 is help there, and the bar says so (help could not be
    /// reached while filtering). The filter is still there after help closes.
    @Test func helpIsF1WhileFiltering() {
        let driver = selectorFiltering("a?", size: TerminalSize(columns: 60, rows: 14))
        #expect(driver.screen.contains("F1  help"), "\(driver.screen)")
        driver.press(.function(1))
        #expect(driver.screen.contains("Keys"), "\(driver.screen)")
        driver.press(.escape)
        #expect(driver.screen.contains("a?"), "the filter kept: \(driver.screen)")
    }

    /// A kept filter that matches nothing said "Showing options matching" over an empty list.
    @Test func aKeptFilterMatchingNothingSaysSo() {
        let driver = selectorFiltering("zzz", size: TerminalSize(columns: 80, rows: 12))
        driver.press(.enter)
        #expect(driver.screen.contains("No options match “zzz”"), "\(driver.screen)")
    }
}
