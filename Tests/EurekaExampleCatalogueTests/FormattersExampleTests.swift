import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import Foundation
import TerminalKit
import Testing

@Suite("formatters")
struct FormattersExampleTests {
    @Test func numbersAreFormattedWhileOrAfterTyping() throws {
        let driver = TerminalFormDriver(showing: FormattersExample(locale: Locale(identifier: "en_US")))
        #expect(driver.focusedRow?.tag == "till")
        driver.type("125")
        #expect(driver.screen.contains("1.25"), "digits fill a till from the right")
        driver.focus(tag: "population")
        driver.type("1234567")
        #expect(driver.screen.contains("1,234,567"))
        driver.focus(tag: "price")
        driver.type("1234.5")
        driver.focus(tag: "ratio")
        #expect(driver.screen.contains("$1,234.50"), "formatted once the row is left")
        driver.type("0.25")
        driver.focus(tag: "price")
        #expect(driver.screen.contains("25%"))
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["till"] == .double(1.25))
        #expect(values["population"] == .int(1_234_567))
        #expect(values["price"] == .double(1234.5))
        #expect(values["ratio"] == .double(0.25))
    }

    /// A locale without a region has no currency: prices show in dollars, not the generic "¤".
    @Test(arguments: ["en_001", "en_US_POSIX", ""])
    func aLocaleWithoutACurrencyPricesInDollars(_ identifier: String) {
        let driver = TerminalFormDriver(showing: FormattersExample(locale: Locale(identifier: identifier)))
        driver.focus(tag: "price")
        driver.type("19.99")
        driver.focus(tag: "ratio")
        #expect(!driver.screen.contains("¤"), "\(driver.screen)")
        #expect(driver.screen.contains("19.99") && driver.screen.contains("$"), "\(driver.screen)")
    }
}
