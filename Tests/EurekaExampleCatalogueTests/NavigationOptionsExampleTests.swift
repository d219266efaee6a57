import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("navigation-options")
struct NavigationOptionsExampleTests {
    @Test func tabFollowsTheChosenOptions() throws {
        let driver = TerminalFormDriver(showing: NavigationOptionsExample())
        #expect(driver.focusedRow?.tag == "navigation")
        driver.focus(tag: "firstName")
        driver.type("Ada")
        driver.press(.tab)
        #expect(driver.focusedRow?.tag == "lastName", "Skip: Tab skips the switch")
        driver.type("Lovelace")
        driver.press(.tab)
        #expect(driver.focusedRow?.tag == "email", "Skip: Tab skips the disabled row")
        driver.press(.tab, modifiers: .shift)
        #expect(driver.focusedRow?.tag == "lastName")

        driver.focus(tag: "navigation")
        driver.press(.right)  // Stop
        driver.focus(tag: "lastName")
        driver.press(.tab)
        #expect(driver.focusedRow?.tag == "lastName", "Stop: Tab stops before the disabled row")

        driver.focus(tag: "navigation")
        driver.press(.left, times: 2)  // Enabled
        driver.focus(tag: "firstName")
        driver.press(.tab)
        #expect(driver.focusedRow?.tag == "firstName", "Enabled: Tab stops before the switch")

        driver.focus(tag: "navigation")
        driver.press(.left)  // Off
        driver.focus(tag: "lastName")
        driver.press(.tab, modifiers: .shift)
        #expect(driver.focusedRow?.tag == "lastName", "Off: Tab goes nowhere")

        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["navigation"] == .string("Off"))
        #expect(values["firstName"] == .string("Ada"))
        #expect(values["lastName"] == .string("Lovelace"))
        #expect(values["membership"] == .string("Gold"))
    }
}
