import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("swipe-actions")
struct SwipeActionsExampleTests {
    @Test func controlXListsTheActionsOfTheRow() throws {
        let driver = TerminalFormDriver(showing: SwipeActionsExample())
        driver.focus(tag: "meeting")
        driver.control("x")
        #expect(driver.screen.contains("Flag"))
        #expect(driver.screen.contains("Mark as read"))
        driver.press(.character("m"))
        driver.focus(tag: "invoice")
        driver.control("x")
        driver.press(.character("f"))
        #expect(driver.screen.contains("⚑ Your invoice"))
        driver.focus(tag: "lunch")
        driver.control("x")
        driver.press(.character("d"))
        driver.press(.enter)
        #expect(!driver.screen.contains("Lunch on Friday?"), "the destructive action removed the row")
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["invoice"] == .string("unread"))
        #expect(values["meeting"] == .string("read"))
        #expect(values["lunch"] == nil)
    }
}
