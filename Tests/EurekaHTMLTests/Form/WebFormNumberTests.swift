import Eureka
import Foundation
import Testing

@testable import EurekaHTML

@Suite("Number controls on a posted page")
struct WebFormNumberTests {
    let harness = WebFormHarness {
        ClosureFormController { form in
            form +++ Section()
                <<< StepperRow("guests") {
                    $0.title = "Guests"; $0.minimumValue = 0; $0.maximumValue = 10; $0.stepValue = 1
                }
        }
    }

    @Test(arguments: [
        ("0x8", "“0x8” is not a number"), ("inf", "“inf” is not a number"), ("1e", "“1e” is not a number"),
        ("2.5", "“2.5” is not a number from 0 to 10 in steps of 1"), ("11", "“11” is not a number from 0 to 10"),
    ])
    func aNumberTheControlCannotTakeIsAProblemAndChangesNothing(text: String, message: String) async {
        let (session, outcome) = await harness.post([("t-guests", text), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        #expect(session.form.rowBy(tag: "guests")?.baseValue == nil)
        let messages = session.blockedSubmission?.problems.map(\.message) ?? []
        #expect(messages.contains { $0.contains(message) }, "\(messages)")
    }

    @Test(arguments: [("11", "11"), ("2.5", "2.5"), ("-1e1", "-1e1"), ("+11", "0"), ("0x8", "0")])
    func aRefusedNumberStaysInTheInputWhenAnInputCanHoldIt(text: String, shown: String) async throws {
        let (session, _) = await harness.post([("t-guests", text), ("_do", "submit")])
        let html = harness.html(session)
        let input = try #require(html.range(of: "<input type=\"number\"").map { html[$0.lowerBound...].prefix { $0 != ">" } })
        #expect(input.contains("value=\"\(shown)\""), "\(input)")
        #expect(input.contains("aria-invalid=\"true\""), "\(input)")
        #expect(session.form.rowBy(tag: "guests")?.baseValue == nil, "the row keeps no value it refused")
    }

    /// A number input emptied is a problem shown with the empty field, not the definition's
    /// number shown back without a word; a row without a value may stay empty.
    @Test func anEmptiedStepperAsksForANumber() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< StepperRow("guests") {
                        $0.title = "Guests"; $0.value = 2
                    }
                    <<< StepperRow("spare") { $0.title = "Spare" }
            }
        }
        let (session, outcome) = await harness.post([("t-guests", " "), ("t-spare", ""), ("_do", "submit")])
        #expect(outcome.submittedValues == nil, "the submit is blocked")
        #expect(session.blockedSubmission?.problems.map(\.message) == ["Enter a number: this field is empty or holds no number"])
        let html = harness.html(session)
        let input = try #require(html.range(of: "<input type=\"number\"").map { html[$0.lowerBound...].prefix { $0 != ">" } })
        #expect(input.contains("value=\"\"") && input.contains("aria-invalid=\"true\""), "shown empty, with its error: \(input)")
        let (_, untouched) = await harness.post([("t-spare", ""), ("_do", "submit")])
        #expect(untouched.submittedValues?.values["guests"] == .int(2) || untouched.submittedValues?.values["guests"] == .double(2))
    }

    @Test func aStepperIsNamedByItsTitleAndSaysItsValueInWords() async throws {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< StepperRow("guests") {
                        $0.title = "Guests"; $0.value = 2; $0.displayValueFor = { $0.map { "\(Int($0)) guests" } }
                    }
            }
        }
        let (session, _) = await harness.post([])
        let html = harness.html(session)
        let input = try #require(html.range(of: "<input type=\"number\"").map { html[$0.lowerBound...].prefix { $0 != ">" } })
        #expect(!input.contains("aria-label"), "a label would replace the title as the name: \(input)")
        #expect(input.contains("aria-valuetext=\"2 guests\""), "\(input)")
        #expect(html.contains("for=\"f-t-guests\">Guests</label>"))
    }

    @Test(arguments: [
        ("1", true), ("-1.5", true), (".5", true), ("1e3", true), ("1E-3", true), ("-0", true),
        ("+1", false), ("1.", false), ("", false), ("-", false), ("1e", false), ("e3", false), ("1 ", false), ("١", false),
    ])
    func validFloatingPointNumbersAreWhatHTMLCallsThat(text: String, valid: Bool) {
        #expect(NumberMarkup.isValidFloatingPointNumber(text) == valid)
    }

    @Test(arguments: ["8", "8.0", "+8", "8e0", ".8e1"])
    func decimalNumbersAsPagesWriteThemAreRead(_ text: String) async {
        let (_, outcome) = await harness.post([("t-guests", text), ("_do", "submit")])
        #expect(outcome.submittedValues?.values["guests"] == .int(8) || outcome.submittedValues?.values["guests"] == .double(8), "\(outcome)")
    }
    @Test(arguments: ["yes", "ON", "true"])
    func aToggleValueNoPageSendsIsAProblemNotUnticked(_ text: String) async {
        let harness = WebFormHarness {
            ClosureFormController { form in
                form +++ Section()
                    <<< SwitchRow("news") {
                        $0.title = "News"; $0.value = true
                    }
            }
        }
        let (session, outcome) = await harness.post([("t-news", ""), ("t-news", text), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        #expect(session.form.rowBy(tag: "news")?.baseValue as? Bool == true, "unchanged")
        #expect(session.blockedSubmission?.problems.map(\.message).contains { $0.contains("is not on or off") } == true)
    }

    @Test(arguments: ["-0", "-0.0", "-0e5"])
    func negativeZeroIsZero(_ text: String) throws {
        let typed = try #require(Double(fieldText: text))
        #expect(typed == 0 && typed.sign == .plus)
        let formatted = try #require(Double(formattedValue: NSNumber(value: -0.0)))
        #expect(formatted.sign == .plus)
    }
}
