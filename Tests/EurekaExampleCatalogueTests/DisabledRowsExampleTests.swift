import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("disabled-rows")
struct DisabledRowsExampleTests {
    @Test func lockingSkipsRowsAndTheButtonWaitsForBothChecks() throws {
        let driver = TerminalFormDriver(showing: DisabledRowsExample())
        #expect(driver.focusedRow?.tag == "locked", "disabled rows never take focus")
        driver.focus(tag: "displayName")
        driver.type(" King")
        driver.focus(tag: "locked")
        driver.press(.character(" "))
        driver.press(.down)
        #expect(driver.focusedRow?.tag == "terms", "the locked rows are skipped")
        driver.press(.character(" "))
        driver.press(.down)
        driver.press(.down)
        #expect(driver.focusedRow?.tag == "privacy", "Continue is disabled until both are ticked")
        driver.press(.character(" "))
        driver.press(.down)
        #expect(driver.focusedRow?.title == "Continue")
        driver.press(.enter)
        let values = try #require(driver.submittedValues, "Continue submits. Screen:\n\(driver.screen)")
        #expect(values["accountID"] == .string("ACC-0042"))
        #expect(values["verified"] == .bool(true))
        #expect(values["locked"] == .bool(true))
        #expect(values["displayName"] == .string("Ada King"))
        #expect(values["theme"] == .string("Light"))
        #expect(values["terms"] == .bool(true))
        #expect(values["privacy"] == .bool(true))
    }
}
