import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import Testing

@Suite("custom-cells")
struct CustomCellsExampleTests {
    @Test func starRatingsChangeWithArrowsAndDigits() throws {
        let driver = TerminalFormDriver(showing: CustomCellsExample())
        #expect(driver.screen.contains("★★★☆☆"))
        driver.focus(tag: "food")
        driver.press(.right, times: 2)
        #expect(driver.screen.contains("★★★★★"))
        driver.focus(tag: "service")
        driver.press(.character("2"))
        driver.focus(tag: "value")
        driver.press(.right, times: 5)
        driver.press(.left)
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["food"] == .int(5))
        #expect(values["service"] == .int(2))
        #expect(values["value"] == .int(2), "clamped at three stars, then one less")
    }

    @Test func theSwatchCellShowsTheChosenColour() throws {
        let driver = TerminalFormDriver(showing: CustomCellsExample())
        #expect(driver.screen.contains("● Sky"))
        driver.focus(tag: "paint")
        driver.press(.enter)
        driver.pick("Leaf")
        #expect(driver.screen.contains("● Leaf"))
        driver.submit()
        let values = try #require(driver.submittedValues)
        #expect(values["paint"] == .string("Leaf"))
        #expect(values["welcome"] == .string("bold, in green"))
    }
}
