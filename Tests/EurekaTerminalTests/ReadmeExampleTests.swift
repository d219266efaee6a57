import Eureka
import EurekaTerminal
import EurekaTerminalTesting
import Foundation
import TerminalKit
import Testing

// The code shown in README.md, compiled and run, so the front door stays true.

final class SignupController: FormViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign up"
        form +++ Section("Account")
            <<< EmailRow("email") {
                $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail())
            }
            <<< PasswordRow("password") {
                $0.title = "Password"; $0.add(rule: RuleMinLength(minLength: 8))
            }
            <<< SwitchRow("newsletter") { $0.title = "Newsletter" }
            <<< PushRow<String>("topics") {
                $0.title = "Topic"
                $0.options = ["Swift", "Linux", "Forms"]
                $0.hidden = "$newsletter != true"
            }
    }
}

@Suite("README examples")
struct ReadmeExampleTests {
    @Test func theSignupFormRunsAsTheReadmeSays() {
        let driver = TerminalFormDriver(controller: SignupController())
        driver.type("ada@example.com")
        driver.press(.tab)
        driver.type("short")
        driver.press(.character("s"), modifiers: .control)
        #expect(driver.result == nil, "the password rule blocks submission")
        #expect(driver.screen.contains("Cannot submit"))
        driver.press(.backspace, times: 5)
        driver.type("correct horse")
        #expect((driver.focusedRow as? PasswordRow)?.value == "correct horse")
        driver.press(.down)  // Tab only visits fields (Eureka's navigation); ↓ visits every row
        driver.press(.character(" "))
        #expect(driver.screen.contains("Topic"), "the newsletter switch shows the topic row")
        driver.press(.character("s"), modifiers: .control)
        #expect(driver.result?.values["email"] == .string("ada@example.com"))
        #expect(driver.result?.values["newsletter"] == .bool(true))
    }

    @Test func theBuilderAndValidatorSnippetsCompileAndWork() {
        let askPhone = true
        let form = Form {
            Section("Contact", footer: "We never share it") {
                NameRow("name") { $0.title = "Name" }
                if askPhone { PhoneRow("phone") { $0.title = "Phone" } }
            }
        }
        #expect(form.allRows.map(\.tag) == ["name", "phone"])

        form +++ Section() <<< PasswordRow("password") <<< PasswordRow("confirm")
        form.add(
            validator: FormValidator(watching: ["password", "confirm"]) { form in
                let password: RowOf<String>? = form.rowBy(tag: "password"), confirm: RowOf<String>? = form.rowBy(tag: "confirm")
                return password?.value == confirm?.value ? [] : [ValidationError(msg: "Passwords don't match", rowTag: "confirm")]
            })
        (form.rowBy(tag: "password") as? PasswordRow)?.value = "a"
        #expect(form.validate().map(\.msg) == ["Passwords don't match"])
    }
}
