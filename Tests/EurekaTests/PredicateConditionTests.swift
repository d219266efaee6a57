import Testing

@testable import Eureka

@Suite("Predicate strings as conditions")
struct PredicateConditionTests {
    @Test func stringConditionsReadTagsAndReevaluateOnChange() {
        let form = Form()
        let toggle = SwitchRow("switchTag")
        let label = LabelRow("label") { $0.hidden = "$switchTag == false" }
        let segments = SegmentedRow<String>("segments") {
            $0.options = ["Sport", "Music"]; $0.value = "Sport"
        }
        let sportOnly = TextRow("sport") { $0.hidden = Condition.predicate(FormPredicate(format: "$segments != 'Sport'")) }
        form +++ Section() <<< toggle <<< label <<< segments <<< sportOnly
        #expect(!label.isHidden, "nil == false is false: the row shows until the switch is set")
        toggle.value = false
        #expect(label.isHidden)
        toggle.value = true
        #expect(!label.isHidden)
        #expect(!sportOnly.isHidden)
        segments.value = "Music"
        #expect(sportOnly.isHidden)
        #expect(Condition(stringLiteral: "$a == 1 AND $b.count > 2").tags == ["a", "b"])
    }

    @Test func aMalformedConditionIsADefinitionErrorAndTheRowKeepsItsState() {
        let form = Form()
        var errors: [FormDefinitionError] = []
        form.onDefinitionError = { errors.append($0) }
        let row = TextRow("row")
        form +++ Section() <<< SwitchRow("flag") <<< row
        row.hidden = "$flag == true"
        #expect(!row.isHidden)
        row.hidden = "$flag =="
        #expect(!row.isHidden, "keeps its last known state")
        #expect(errors.count == 1)
        guard errors.first?.code == .malformedCondition, let syntax = errors.first?.reason.syntaxError else {
            Issue.record("expected a malformed-condition error")
            return
        }
        #expect(syntax.offset == 8)
        #expect(errors[0].description.contains("^"), "the message shows a caret under the bad spot")
        #expect(errors[0].description.contains("TextRow \"row\""))
    }

    @Test func aMalformedConditionOnARowOutsideAFormIsReportedWhenItJoins() {
        let row = TextRow("late") { $0.hidden = "$x >" }
        let form = Form()
        var errors: [FormDefinitionError] = []
        form.onDefinitionError = { errors.append($0) }
        form +++ Section() <<< row
        #expect(errors.count == 1)
        #expect(throws: FormDefinitionError.self) { try form.checkDefinition() }
    }
}

@Suite("Section validators")
struct SectionValidatorTests {
    @Test func aSectionsValidatorJoinsAndLeavesTheFormWithIt() {
        let section = Section("Passwords")
        section <<< PasswordRow("password") <<< PasswordRow("confirm")
        section.add(
            validator: FormValidator(watching: ["password", "confirm"]) { form in
                let first: RowOf<String>? = form.rowBy(tag: "password")
                let second: RowOf<String>? = form.rowBy(tag: "confirm")
                return first?.value == second?.value ? [] : [ValidationError(msg: "Passwords don't match", rowTag: "confirm")]
            })
        let form = Form()
        form +++ section
        (form.rowBy(tag: "password") as! PasswordRow).value = "a"
        (form.rowBy(tag: "confirm") as! PasswordRow).value = "b"
        #expect(form.validate().map(\.msg) == ["Passwords don't match"])
        #expect(form.rowBy(tag: "confirm")?.validationErrors.map(\.msg) == ["Passwords don't match"])
        section.hidden = true
        #expect(form.validate().isEmpty, "a hidden section's validator does not run")
        section.hidden = false
        form.remove(section: section)
        #expect(form.validators.isEmpty)
    }
}
