import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("hidden-rows")
struct HiddenRowsExampleTests {
    @Test func rowsAndSectionsAppearWithTheirConditions() throws {
        let driver = TerminalFormDriver(showing: HiddenRowsExample())
        #expect(!driver.screen.contains("Company"))
        driver.press(.character(" "))
        #expect(driver.screen.contains("Company"), "the switch shows the predicate's rows")
        driver.focus(tag: "company")
        driver.type("Acme")
        driver.focus(tag: "contact")
        driver.press(.left)
        #expect(driver.screen.contains("Number"), "Phone shows the phone section")
        #expect(!driver.screen.contains("Address"))
        driver.press(.left)
        #expect(driver.screen.contains("Address"), "Email shows the email section instead")
        driver.focus(tag: "email")
        driver.type("ada@example.com")
        driver.focus(tag: "age")
        driver.type("12")
        driver.focus(tag: "guardian")
        driver.type("Byron")
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["showDetails"] == .bool(true))
        #expect(values["company"] == .string("Acme"))
        #expect(values["contact"] == .string("Email"))
        #expect(values["email"] == .string("ada@example.com"))
        #expect(values["age"] == .int(12))
        #expect(values["guardian"] == .string("Byron"), "the function condition shows it under 18")
        #expect(values["phone"] == nil, "hidden sections are not submitted")
    }

    @Test func anAdultNeedsNoGuardian() throws {
        let driver = TerminalFormDriver(showing: HiddenRowsExample())
        driver.focus(tag: "age")
        driver.type("36")
        driver.press(.down)
        #expect(!driver.screen.contains("Parent or guardian"))
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["guardian"] == nil)
        #expect(values["company"] == nil)
    }
}
