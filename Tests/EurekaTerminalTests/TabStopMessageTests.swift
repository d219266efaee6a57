import Eureka
import EurekaTerminalTesting
import TerminalKit
import Testing

@testable import EurekaTerminal

@Suite("Tab that goes nowhere says why")
struct TabStopMessageTests {
    /// The navigation example's rows: a switch cannot take focus, one row is disabled.
    private func controller(_ options: RowNavigationOptions) -> FormViewController {
        let controller = FormViewController()
        controller.navigationOptions = options
        controller.form +++ Section("Try")
            <<< NameRow("first") { $0.title = "First name" }
            <<< SwitchRow("subscribe") { $0.title = "Subscribe" }
            <<< NameRow("last") { $0.title = "Last name" }
            <<< TextRow("membership") {
                $0.title = "Membership"; $0.value = "Gold"; $0.disabled = true
            }
            <<< EmailRow("email") { $0.title = "Email" }
        return controller
    }

    /// With "Enabled" or "Stop", Tab left focus where it was without a word.
    @Test(arguments: [
        (
            RowNavigationOptions.Enabled, "first", KeyModifiers([]),
            "Tab: “Subscribe” cannot take focus (↓ goes to it)"
        ),
        (.Enabled, "last", KeyModifiers.shift, "Shift-Tab: “Subscribe” cannot take focus (↑ goes to it)"),
        (
            RowNavigationOptions.default.union(.StopDisabledRow), "last", KeyModifiers([]),
            "Tab: “Membership” is disabled, and Tab stops there"
        ),
        (.default, "email", KeyModifiers([]), "Tab: this is the last row"),
        (.default, "first", KeyModifiers.shift, "Shift-Tab: this is the first row"),
        (.Disabled, "first", KeyModifiers([]), "Tab and Shift-Tab are off on this form (↑↓ move between rows)"),
    ])
    func theStatusSaysWhyTabStayed(options: RowNavigationOptions, from tag: String, modifiers: KeyModifiers, message: String) {
        let controller = controller(options)
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 120, rows: 16))
        controller.interaction.focus(controller.form.rowBy(tag: tag))
        driver.press(.tab, modifiers: modifiers)
        #expect(driver.focusedRow?.tag == tag)
        #expect(driver.screen.contains(message), "\(driver.screen)")
    }

    @Test func aRowBeyondTheSkippedOnesThatTakesNoFocusIsNamed() {
        let controller = FormViewController()
        controller.navigationOptions = .Enabled
        controller.form +++ Section() <<< NameRow("a") { $0.title = "A" }
            +++ Section("Later") <<< LabelRow("note") { $0.title = "Note" }
        let driver = TerminalFormDriver(controller: controller, size: TerminalSize(columns: 100, rows: 12))
        driver.press(.tab)
        #expect(driver.screen.contains("Tab: “Note” cannot take focus"), "across the section break:\n\(driver.screen)")
    }
}
