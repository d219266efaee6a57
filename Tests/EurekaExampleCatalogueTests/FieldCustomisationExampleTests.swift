import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("field-customisation")
struct FieldCustomisationExampleTests {
    /// The placeholder says "4 digits": seven were taken and submitted.
    @Test func aPINOfAnotherLengthIsRefused() throws {
        let driver = TerminalFormDriver(showing: FieldCustomisationExample())
        driver.focus(tag: "pin")
        driver.type("1234567")
        driver.submit()
        #expect(driver.submittedValues == nil)
        #expect(driver.screen.contains("A PIN has exactly 4 digits"), "Screen:\n\(driver.screen)")
    }

    @Test func keyboardKindsFilterWhatIsTypedAndCodesTakeCapitals() throws {
        let driver = TerminalFormDriver(showing: FieldCustomisationExample())
        #expect(driver.screen.contains("What friends call you"), "placeholders show in empty fields")
        driver.type("Dee")
        driver.focus(tag: "pin")
        driver.type("12ab34")
        #expect(!driver.screen.contains("1234"), "the PIN is masked")
        driver.focus(tag: "code")
        driver.type("abc-123")
        driver.focus(tag: "fullName")
        driver.type("Ada Lovelace")
        driver.focus(tag: "handle")
        driver.type("a b c")
        driver.focus(tag: "shout")
        driver.type("far too long")
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["nickname"] == .string("Dee"))
        #expect(values["pin"] == .string("1234"))
        #expect(values["code"] == .string("ABC-123"))
        #expect(values["fullName"] == .string("Ada Lovelace"))
        #expect(values["handle"] == .string("abc"))
        #expect(values["highlighted"] == .string("Blue text"))
        #expect(values["shout"] == .string("far too long"), "letters keep the case they were typed in")
    }

    @Test func textEditingKeysWork() throws {
        let driver = TerminalFormDriver(showing: FieldCustomisationExample())
        driver.type("Grace Hopper")
        driver.control("w")  // deletes "Hopper"
        driver.type("Brewster")
        driver.press(.home)
        driver.press(.delete)
        driver.type("T")
        driver.press(.end)
        driver.press(.backspace)
        driver.focus(tag: "motto")
        driver.type("wrong")
        driver.control("u")
        driver.type("Ship it")
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["nickname"] == .string("Trace Brewste"))
        #expect(values["motto"] == .string("Ship it"))
    }
}
