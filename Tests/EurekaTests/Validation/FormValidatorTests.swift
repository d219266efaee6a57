import Eureka
import Testing

@Suite("Form validators")
struct FormValidatorTests {
    private func passwordsMatch(watching: [String] = ["password", "confirm"]) -> FormValidator {
        FormValidator(id: "match", watching: watching) { form in
            let password: RowOf<String>? = form.rowBy(tag: "password")
            let confirm: RowOf<String>? = form.rowBy(tag: "confirm")
            guard password?.value != confirm?.value else { return [] }
            return [ValidationError(msg: "Passwords don't match", code: "mismatch", rowTag: "confirm")]
        }
    }

    private func makeForm(validator: FormValidator? = nil) -> (Form, StringRow, StringRow) {
        let password = StringRow("password") { $0.add(rule: RuleMinLength(minLength: 4)) }
        let confirm = StringRow("confirm")
        let form = Form() +++ Section() <<< password <<< confirm
        form.add(validator: validator ?? passwordsMatch())
        return (form, password, confirm)
    }

    @Test func attachedErrorsShowOnTheirRowAndInTheResult() {
        let (form, password, confirm) = makeForm()
        var fired = 0
        confirm.onRowValidationChanged { _, _ in fired += 1 }
        password.value = "secret"
        confirm.value = "secreT"
        let result = form.validationResult()
        #expect(result.errorsByTag["confirm"]?.map(\.msg) == ["Passwords don't match"])
        #expect(result.invalidRows.map(\.tag) == ["confirm"])
        #expect(confirm.validationErrors.map(\.code) == ["mismatch"])
        #expect(fired == 1)
        form.validate()
        #expect(fired == 1, "same errors again: no callback")
    }

    @Test func fixingTheFlaggedRowClearsTheErrorAtOnce() {
        let (form, password, confirm) = makeForm()
        password.value = "secret"
        confirm.value = "secreT"
        form.validate()
        confirm.value = "secret"
        #expect(confirm.isValid, "an invalid row re-validates on change, and re-runs the validator that flagged it")
    }

    @Test func fixingAWatchedRowClearsTheErrorOnItsBlur() {
        let (form, password, confirm) = makeForm()
        var fired = 0
        confirm.onRowValidationChanged { _, _ in fired += 1 }
        password.value = "secret"
        confirm.value = "secreT"
        form.validate()
        password.isHighlighted = true
        password.value = "secreT"
        #expect(!confirm.isValid, "the password row validates on blur (its default)")
        password.isHighlighted = false
        #expect(confirm.isValid)
        #expect(fired == 2)
    }

    @Test func unwatchedValidatorsRunOnlyWithTheForm() {
        let (form, password, confirm) = makeForm(validator: passwordsMatch(watching: []))
        password.value = "secret"
        password.isHighlighted = true
        password.isHighlighted = false
        #expect(confirm.isValid, "nothing watches the password row")
        form.validate()
        #expect(!confirm.isValid)
    }

    @Test func rowAndValidatorErrorsCombineInOrder() {
        let (form, password, confirm) = makeForm()
        confirm.add(rule: RuleMinLength(minLength: 4))
        password.value = "secret"
        confirm.value = "abc"
        form.validate()
        #expect(confirm.validationErrors.map(\.code) == [.minLength, "mismatch"])
        #expect(confirm.validate(quietly: true) == confirm.validationErrors)
    }

    @Test func quietRowValidationIncludesValidatorsWithoutStoring() {
        let (_, password, confirm) = makeForm()
        password.value = "secret"
        confirm.value = "other"
        #expect(confirm.validate(quietly: true).isEmpty, "confirm neither watched by nor flagged by the validator yet")
        #expect(password.validate(quietly: true).isEmpty)
        #expect(confirm.isValid)
    }

    @Test func formLevelErrorsBelongToNoRow() {
        let phone = StringRow("phone")
        let email = StringRow("email")
        let form = Form() +++ Section() <<< phone <<< email
        form.add(
            validator: FormValidator(id: "contact") { form in
                let given = ["phone", "email"].contains { tag in
                    let row: RowOf<String>? = form.rowBy(tag: tag)
                    return !(row?.value ?? "").isEmpty
                }
                return given ? [] : [ValidationError(msg: "Give a phone number or an email", code: "contact")]
            })
        let result = form.validationResult()
        #expect(result.formErrors.map(\.code) == ["contact"])
        #expect(result.errors.map(\.code) == ["contact"])
        #expect(result.invalidRows.isEmpty)
        #expect(form.formValidationErrors.map(\.code) == ["contact"])
        #expect(form.validate(quietly: true).count == 1)
        email.value = "ada@example.com"
        #expect(form.validationResult().isValid)
        #expect(form.formValidationErrors.isEmpty)
    }

    @Test func errorsNamingAnUnknownTagAreFormLevel() {
        let form = Form() +++ Section() <<< StringRow("a")
        form.add(validator: FormValidator { _ in [ValidationError(msg: "typo", rowTag: "nope")] })
        let result = form.validationResult()
        #expect(result.formErrors.map(\.rowTag) == ["nope"])
        #expect(result.invalidRows.isEmpty)
    }

    @Test func errorsForHiddenOrExcludedRowsAreDropped() {
        let (form, password, confirm) = makeForm()
        password.value = "secret"
        confirm.hidden = true
        #expect(form.validate().isEmpty)
        confirm.hidden = false
        confirm.disabled = true
        #expect(form.validate(includeDisabled: false).isEmpty)
        #expect(form.validate().map(\.rowTag) == ["confirm"])
    }

    @Test func sectionScopedValidatorsSkipHiddenSections() {
        let first = StringRow("first")
        let second = StringRow("second")
        let address = Section("Address") { $0.tag = "address" } <<< first <<< second
        let form = Form() +++ Section() <<< StringRow("name") +++ address
        form.add(
            validator: FormValidator(section: address) { _ in
                [ValidationError(msg: "Incomplete address", rowTag: "first")]
            })
        #expect(address.validate().map(\.rowTag) == ["first"])
        address.hidden = true
        #expect(form.validate().isEmpty)
        #expect(form.validate(includeHidden: true).map(\.rowTag) == ["first"])
    }

    @Test func removingAValidatorClearsWhatItAttached() {
        let (form, password, confirm) = makeForm()
        var fired = 0
        confirm.onRowValidationChanged { _, _ in fired += 1 }
        password.value = "secret"
        form.validate()
        #expect(!confirm.isValid)
        form.remove(validatorWithIdentifier: "match")
        #expect(confirm.isValid)
        #expect(fired == 2)
        #expect(form.validators.isEmpty)
        #expect(form.validate().isEmpty)
    }

    @Test func addingTheSameValidatorTwiceRunsItOnce() {
        let form = Form() +++ Section() <<< StringRow("a")
        let validator = FormValidator { _ in [ValidationError(msg: "once")] }
        form.add(validator: validator)
        form.add(validator: validator)
        #expect(form.validators.count == 1)
        #expect(form.validate().count == 1)
    }

    @Test func aValidatorMayFlagSeveralRows() {
        let start = IntegerRow("start")
        let end = IntegerRow("end")
        let form = Form() +++ Section() <<< start <<< end
        form.add(
            validator: FormValidator(watching: ["start", "end"]) { form in
                let start: RowOf<Int>? = form.rowBy(tag: "start")
                let end: RowOf<Int>? = form.rowBy(tag: "end")
                guard let s = start?.value, let e = end?.value, e < s else { return [] }
                return ["start", "end"].map { ValidationError(msg: "End before start", rowTag: $0) }
            })
        start.value = 5
        end.value = 1
        #expect(form.validationResult().invalidRows.map(\.tag) == ["start", "end"])
        end.value = 9
        #expect(start.isValid && end.isValid, "end re-validated on change and the validator cleared both rows")
    }
}
