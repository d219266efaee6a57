import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("list-sections")
struct ListSectionsExampleTests {
    @Test func singleAndMultipleSelection() throws {
        let driver = TerminalFormDriver(showing: ListSectionsExample())
        driver.focus(tag: "Asia")
        driver.press(.enter)
        driver.focus(tag: "Europe")
        driver.press(.enter)
        driver.focus(tag: "Reading")
        driver.press(.enter)
        driver.focus(tag: "Chess")
        driver.press(.character(" "))
        #expect(driver.screen.contains("Pastimes ticked"))
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["Europe"] == .string("Europe"))
        #expect(values["Asia"] == .null, "single selection unticks the previous choice")
        #expect(values["Reading"] == .string("Reading"))
        #expect(values["Chess"] == .string("Chess"))
        #expect(values["likesCount"] == .string("2"))
    }
}
