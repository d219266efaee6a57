import Foundation
import Testing

@testable import Eureka

@Suite("Submission is decided by the form")
struct SubmissionTests {
    @Test func problemsBelongToRowsAndHiddenRowsAreSkipped() throws {
        let email = EmailRow("email") {
            $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail())
        }
        let age = IntRow("age") { $0.title = "Age" }
        let secret = TextRow("secret") {
            $0.add(rule: RuleRequired()); $0.hidden = true
        }
        let hosted = DescribedForm([email, age, secret])
        try hosted.interaction.setText("ten", in: age)
        let submission = hosted.controller.submission()
        #expect(!submission.isAccepted)
        #expect(submission.problems.map(\.message) == ["Field required!", "“ten” is not a whole number"])
        #expect(submission.firstInvalidRow === email && submission.invalidRows.count == 2)
        #expect(submission.summary() == ["Cannot submit: 2 problems", "Email: Field required!", "Age: “ten” is not a whole number"])
        #expect(hosted.describe(email).errors == ["Field required!"], "errors are stored on their rows for renderers")
        try hosted.interaction.setText("ada@example.com", in: email)
        try hosted.interaction.setText("36", in: age)
        let accepted = hosted.controller.submission()
        #expect(accepted.isAccepted && accepted.values["age"] == .int(36) && accepted.values["secret"] == nil)
    }

    @Test func textThatDidNotReadIsTheRowsOneProblemNotTheValueKept() throws {
        let age = IntRow("age") {
            $0.title = "Age"; $0.add(rule: RuleSmallerOrEqualThan(max: 120))
        }
        let hosted = DescribedForm([age])
        // Typed key by key: "200" reads (and breaks the rule), "200x" does not.
        for text in ["2", "20", "200", "200x"] { age.editingTextDidChange(to: text) }
        age.endEditing()
        #expect(age.value == 200, "the last text that read")
        let submission = hosted.controller.submission()
        #expect(submission.problems.map(\.message) == ["“200x” is not a whole number"], "no verdict on 200, which nobody submitted")
        #expect(hosted.describe(age).errors == ["“200x” is not a whole number"])
    }

    @Test func formLevelProblemsAndControllerOverrides() {
        final class ClosedOnSundays: FormViewController {
            override func submission() -> FormSubmission {
                let base = super.submission()
                return FormSubmission(problems: base.problems + [SubmissionProblem(row: nil, message: "We are closed")], values: base.values)
            }
        }
        let controller = ClosedOnSundays()
        controller.form +++ Section() <<< TextRow("name") { $0.value = "Ada" }
        let submission = controller.submission()
        #expect(submission.summary() == ["Cannot submit: 1 problem", "Form: We are closed"])
    }

    @Test func longListsAreShortenedInTheSummary() {
        let rows = (0..<5).map { index in
            TextRow("r\(index)") {
                $0.title = "R\(index)"; $0.add(rule: RuleRequired())
            }
        }
        let summary = DescribedForm(rows).form.submission().summary(limit: 3)
        #expect(summary.count == 5 && summary.last == "…and 2 more")
    }
}
