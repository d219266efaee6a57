import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("selectors")
struct SelectorsExampleTests {
    @Test func listsAreGroupedKeptOpenAndLoadedOnDemand() async throws {
        let driver = TerminalFormDriver(showing: SelectorsExample())
        driver.press(.enter)
        #expect(driver.screenTitles == ["Selectors", "Choose a country"])
        #expect(driver.screen.uppercased().contains("\n B"), "Belgium and Brazil sit under a B header")
        driver.pick("Chile")
        #expect(driver.screenTitles == ["Selectors"])

        driver.focus(tag: "languages")
        driver.press(.enter)
        #expect(driver.screen.uppercased().contains("FUNCTIONAL LANGUAGES"))
        driver.focus(title: "Swift")
        driver.press(.character(" "))
        driver.focus(title: "Haskell")
        driver.press(.character(" "))
        driver.press(.escape)

        driver.focus(tag: "servings")
        driver.press(.enter)
        #expect(driver.screen.contains("most ordered"))
        driver.pick("4 people")
        #expect(driver.screenTitles == ["Selectors", "Servings"], "the list stays open after a pick")
        driver.press(.escape)

        driver.focus(tag: "mirror")
        driver.press(.enter)
        #expect(driver.screen.contains("Loading options"), "the list waits for its options")
        await driver.runPendingWork()
        driver.pick("Frankfurt")
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["country"] == .string("Chile"))
        if case .array(let languages)? = values["languages"] {
            #expect(Set(languages) == [.string("Swift"), .string("Haskell")])
        } else {
            Issue.record("languages: \(String(describing: values["languages"]))")
        }
        #expect(values["servings"] == .int(4))
        #expect(values["mirror"] == .string("Frankfurt"))
    }
}
