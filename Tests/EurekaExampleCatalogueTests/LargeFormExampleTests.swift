import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("large-form")
struct LargeFormExampleTests {
    @Test func tenThousandRowsStayResponsive() throws {
        let controller = LargeFormExample()
        let driver = TerminalFormDriver(showing: controller)
        #expect(controller.form.allRows.count == 10_000)
        #expect(driver.screen.uppercased().contains("10000 ROWS"), "the summary section's header")
        #expect(driver.focusedRow?.tag == "details1")
        #expect(!driver.screen.contains("Item 1.2 "))
        driver.press(.character(" "))
        #expect(driver.screen.contains("Item 1.2"), "the switch shows its section's hidden half")
        driver.press(.end)
        #expect(driver.focusedRow?.tag == "item100_99")
        driver.press(.enter)
        driver.press(.pageUp, times: 3)
        driver.press(.home)
        #expect(driver.focusedRow?.tag == "details1")
        driver.submit()
        let values = try #require(driver.submittedValues)
        #expect(values["details1"] == .bool(true))
        #expect(values["item1_2"] == .null)
        #expect(values["item2_2"] == nil, "hidden rows are not submitted")
        #expect(values["item100_99"] == .bool(true))
        #expect(values.values.count == 100 + 100 * 50 + 49)
    }
}
