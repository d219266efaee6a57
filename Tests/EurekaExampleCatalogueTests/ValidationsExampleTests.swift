import Eureka
import EurekaExampleCatalogue
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

@Suite("validations")
struct ValidationsExampleTests {
    @Test func submitIsBlockedUntilEveryRuleHolds() throws {
        let driver = TerminalFormDriver(showing: ValidationsExample())
        driver.submit()
        #expect(driver.result == nil, "an empty required row blocks submitting")
        #expect(driver.screen.contains("Field required!"))
        let answers: [(String, String)] = [
            ("required", "Done"), ("email", "ada@example.com"), ("website", "https://example.com"), ("age", "36"),
            ("score", "9.5"), ("username", "ada"), ("zip", "12345"), ("flight", "BA2490"),
            ("password", "secret123"), ("confirmation", "secret123"),
        ]
        for (tag, text) in answers {
            driver.focus(tag: tag)
            driver.type(text)
        }
        driver.submit()
        let values = try #require(driver.submittedValues, "Screen:\n\(driver.screen)")
        #expect(values["required"] == .string("Done"))
        #expect(values["email"] == .string("ada@example.com"))
        #expect(values["website"] == .string("https://example.com"))
        #expect(values["age"] == .int(36))
        #expect(values["score"] == .double(9.5))
        #expect(values["username"] == .string("ada"))
        #expect(values["zip"] == .string("12345"))
        #expect(values["flight"] == .string("BA2490"))
        #expect(values["password"] == .string("secret123"))
    }

    @Test func errorsAppearUnderTheirRowAsTheirOptionsSay() {
        let driver = TerminalFormDriver(showing: ValidationsExample())
        driver.focus(tag: "email")
        driver.type("ada@")
        #expect(!driver.screen.contains("valid email"), "the email waits until it is left once")
        driver.press(.down)
        #expect(driver.screen.contains("Field value should be a valid email!"))
        driver.focus(tag: "age")
        driver.type("12")
        #expect(driver.screen.contains("Field value must be greater than 17"), "the age validates on change")
        driver.focus(tag: "password")
        driver.type("password")
        driver.focus(tag: "confirmation")
        driver.type("passw")
        #expect(driver.screen.contains("Passwords don't match"))
        driver.submit()
        #expect(driver.screen.contains("Include at least one digit"), "the rule set's closure rule ran")
        #expect(driver.result == nil)
    }

    /// A row validated on demand stayed red, its error shown, under a value fixed since.
    @Test func aFixedOnDemandRowStopsShowingItsError() throws {
        let controller = ValidationsExample()
        let driver = TerminalFormDriver(showing: controller)
        driver.focus(tag: "username")
        driver.type("ab")
        driver.focus(title: "Validate all")
        driver.press(.enter)
        let username = try #require(controller.form.rowBy(tag: "username") as? AccountRow)
        #expect(driver.screen.contains("at least 3 characters"))
        #expect(username.cell.textLabel?.textColor == .systemRed)
        driver.focus(tag: "username")
        driver.type("c")
        #expect(!driver.screen.contains("at least 3 characters"), "Screen:\n\(driver.screen)")
        #expect(username.cell.textLabel?.textColor == nil)
    }

    @Test func validateAllCountsTheProblems() {
        let controller = ValidationsExample()
        let driver = TerminalFormDriver(showing: controller)
        driver.focus(title: "Validate all")
        driver.press(.enter)
        let problems: LabelRow? = controller.form.rowBy(tag: "problems")
        #expect(problems?.value == "3", "required, email and password are empty")
        #expect(driver.screen.contains("Field required!"))
    }
}
