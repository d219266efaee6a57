import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("multivalued-sections")
struct MultivaluedSectionsExampleTests {
    private func focusRow(_ driver: TerminalFormDriver, valued value: String) {
        driver.focus("the row holding \(value)") { ($0.baseValue as? String) == value }
    }

    @Test func insertReorderAndDelete() throws {
        let driver = TerminalFormDriver(showing: MultivaluedSectionsExample())
        driver.focus(title: "Add New Tag")
        driver.press(.enter)
        #expect(driver.focusedRow is NameRow, "the new row takes focus")
        driver.type("Linux")
        driver.control("n")
        driver.type("Terminal")
        driver.press(.up, modifiers: .alt)
        focusRow(driver, valued: "Swift")
        driver.control("x")
        driver.press(.character("d"))
        driver.press(.enter)

        focusRow(driver, valued: "Edsger")
        driver.press(.up, modifiers: .alt, times: 2)

        driver.focus(title: "Add a phone number")
        driver.press(.enter)
        driver.type("+44 20 7946 0000")

        focusRow(driver, valued: "Barbara")
        driver.control("x")
        #expect(driver.screen.contains("Delete"))
        driver.press(.character("d"))
        driver.press(.enter)

        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["tags"] == .array([.string("Terminal"), .string("Linux")]))
        #expect(values["podium"] == .array([.string("Edsger"), .string("Ada"), .string("Grace")]))
        #expect(values["phones"] == .array([.string("+44 20 7946 0000")]))
        #expect(values["guests"] == .array([.string("Alan"), .string("Claude")]))
    }

    @Test func sectionsRefuseWhatTheirOptionsLeaveOut() throws {
        let driver = TerminalFormDriver(showing: MultivaluedSectionsExample())
        focusRow(driver, valued: "Ada")
        driver.control("n")
        focusRow(driver, valued: "Claude")
        driver.press(.up, modifiers: .alt)
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["podium"] == .array([.string("Ada"), .string("Grace"), .string("Edsger")]), "no delete, no insert")
        #expect(values["guests"] == .array([.string("Alan"), .string("Barbara"), .string("Claude")]), "no reorder")
    }
}
