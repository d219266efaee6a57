import Eureka
import Testing

@Suite("Form validation")
struct FormValidationTests {
    /// name (required), email (required + email), age (≥ 18), notes (no rules).
    private func makeForm() -> (Form, StringRow, StringRow, IntegerRow) {
        let name = StringRow("name") { $0.add(rule: RuleRequired()) }
        let email = StringRow("email") {
            $0.add(rule: RuleRequired())
            $0.add(rule: RuleEmail())
        }
        let age = IntegerRow("age") { $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
        let form =
            Form()
            +++ Section("Who") { $0.tag = "who" } <<< name <<< email
            +++ Section("More") { $0.tag = "more" } <<< age <<< StringRow("notes")
        return (form, name, email, age)
    }

    @Test func validateReturnsEurekasFlatListWithTagsInFormOrder() {
        let (form, _, email, age) = makeForm()
        email.value = "nope"
        age.value = 12
        let errors = form.validate()
        let typed: [ValidationError] = errors
        #expect(typed.map(\.rowTag) == ["name", "email", "age"])
        #expect(typed.map(\.code) == [.required, .email, .greaterOrEqualThan])
    }

    @Test func theResultGroupsErrorsByRowAndTag() {
        let (form, name, email, age) = makeForm()
        email.value = "nope"
        let result = form.validationResult()
        #expect(!result.isValid)
        #expect(result.invalidRows.map(\.tag) == ["name", "email"])
        #expect(result.firstInvalidRow === name)
        #expect(result.errorsByTag["email"]?.map(\.code) == [.email])
        #expect(result.errorsByTag["age"] == nil)
        #expect(result.errors(for: name).map(\.code) == [.required])
        #expect(result.errors(for: age).isEmpty)
        #expect(result.formErrors.isEmpty)
        name.value = "Ada"
        email.value = "ada@example.com"
        #expect(form.validationResult().isValid)
    }

    @Test func validationStoresErrorsOnRowsAndFiresTheirCallbacks() {
        let (form, name, email, _) = makeForm()
        var fired: [String] = []
        name.onRowValidationChanged { _, row in fired.append(row.tag!) }
        email.onRowValidationChanged { _, row in fired.append(row.tag!) }
        form.validate()
        form.validate()
        #expect(fired == ["name", "email"])
        #expect(name.validationErrors.map(\.code) == [.required])
    }

    @Test func quietFormValidationComputesWithoutStoringOrFiring() {
        let (form, name, _, _) = makeForm()
        var fired = 0
        name.onRowValidationChanged { _, _ in fired += 1 }
        #expect(form.validate(quietly: true).count == 2)
        #expect(name.isValid)
        #expect(fired == 0)
    }

    @Test func hiddenRowsAndRowsOfHiddenSectionsAreSkippedUnlessIncluded() {
        let (form, name, email, age) = makeForm()
        age.value = 3
        name.hidden = true
        form.sectionBy(tag: "more")?.hidden = true
        #expect(form.validate().map(\.rowTag) == ["email"])
        #expect(name.isValid, "skipped rows keep their state")
        #expect(form.validate(includeHidden: true).map(\.rowTag) == ["name", "email", "age"])
        #expect(email.validationErrors.count == 1)
    }

    @Test func disabledRowsAreIncludedUnlessExcluded() {
        let (form, name, _, _) = makeForm()
        name.disabled = true
        #expect(form.validate().map(\.rowTag) == ["name", "email"])
        #expect(form.validate(includeDisabled: false).map(\.rowTag) == ["email"])
    }

    @Test func sectionsValidateTheirOwnRows() {
        let (form, _, _, age) = makeForm()
        age.value = 1
        #expect(form.sectionBy(tag: "more")?.validate().map(\.rowTag) == ["age"])
        #expect(form.sectionBy(tag: "who")?.validationResult(quietly: true).invalidRows.count == 2)
        let loose = Section() <<< StringRow("x") { $0.add(rule: RuleRequired()) }
        #expect(loose.validate().map(\.rowTag) == ["x"], "a section outside a form validates its rows")
    }
}
