import Eureka
import EurekaHTML
import Foundation
import Testing

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
        ("0x8", "“0x8” is not a number"), ("inf", "“inf” is not a number"), ("1e", "“1e” is not a number"), ("2.5", "in steps of 1"),
        ("11", "from 0 to 10"),
    ])
    func aNumberTheControlCannotTakeIsAProblemAndChangesNothing(text: String, message: String) async {
        let (session, outcome) = await harness.post([("t-guests", text), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        #expect(session.form.rowBy(tag: "guests")?.baseValue == nil)
        let messages = session.blockedSubmission?.problems.map(\.message) ?? []
        #expect(messages.contains { $0.contains(message) }, "\(messages)")
    }

    @Test(arguments: ["8", "8.0", "+8", "8e0", ".8e1"])
    func decimalNumbersAsPagesWriteThemAreRead(_ text: String) async {
        let (_, outcome) = await harness.post([("t-guests", text), ("_do", "submit")])
        #expect(outcome.submittedValues?.values["guests"] == .int(8) || outcome.submittedValues?.values["guests"] == .double(8), "\(outcome)")
    }
}
