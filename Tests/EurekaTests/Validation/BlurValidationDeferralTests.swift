import Eureka
import Testing

@Suite("Validation: blur validation left to a submission")
struct BlurValidationDeferralTests {
    private func makeForm() -> (Form, StringRow, StringRow) {
        let name = StringRow("name") { $0.add(rule: RuleRequired()) }
        let code = StringRow("code") { $0.add(rule: RuleMinLength(minLength: 3)) }
        let form = Form()
        form +++ Section() <<< name <<< code
        return (form, name, code)
    }

    @Test func blurStillHighlightsButRunsNoRulesUntilTheSubmission() {
        let (form, name, code) = makeForm()
        var highlightChanges = 0
        name.onCellHighlightChanged { _, _ in highlightChanges += 1 }
        form.withBlurValidationLeftToSubmission {
            #expect(form.leavesBlurValidationToSubmission)
            code.value = "ab"
            for row in [name, code] {
                row.isHighlighted = true
                row.isHighlighted = false
            }
        }
        #expect(!form.leavesBlurValidationToSubmission)
        #expect(highlightChanges == 2)
        #expect(name.isValid && code.isValid, "no rule ran on blur")
        let submission = form.submission()
        #expect(submission.problems.map(\.row?.tag) == ["name", "code"])
        #expect(name.validationErrors.map(\.code.rawValue) == ["required"])
        #expect(code.validationErrors.map(\.code.rawValue) == ["minLength"])
    }

    @Test func theSubmissionEndsWithTheErrorsBlurValidationWouldHaveGiven() {
        func replay(_ form: Form, _ rows: [StringRow]) {
            rows[1].value = "ab"
            for row in rows {
                row.isHighlighted = true
                row.isHighlighted = false
            }
        }
        let (plain, plainName, plainCode) = makeForm()
        replay(plain, [plainName, plainCode])
        let expected = plain.submission().problems.map(\.message)
        let (deferred, name, code) = makeForm()
        deferred.withBlurValidationLeftToSubmission { replay(deferred, [name, code]) }
        #expect(deferred.submission().problems.map(\.message) == expected)
    }

    @Test func anInvalidRowStillRechecksOnChangeWhileBlurValidationWaits() {
        let (form, _, code) = makeForm()
        code.value = "ab"
        code.isHighlighted = true
        code.isHighlighted = false
        #expect(!code.isValid)
        form.withBlurValidationLeftToSubmission { code.value = "abc" }
        #expect(code.isValid, "a fix clears the error at once, as always")
    }
}
