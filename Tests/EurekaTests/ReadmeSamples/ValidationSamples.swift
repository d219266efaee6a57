import Eureka
import Foundation
import Testing

/// Eureka README, "Validations": the sample form, `RuleSet`, the rule list and the options.
@Suite("README samples: validations")
struct ValidationSamples {
    @Test func theValidationForm() {
        let form = Form()
        // README: the body of `viewDidLoad`.
        form
            +++ Section(header: "Required Rule", footer: "Options: Validates on change")

            <<< TextRow {
                $0.title = "Required Rule"
                $0.add(rule: RuleRequired())

                // This could also have been achieved using a closure that returns nil if valid, or a ValidationError otherwise.
                // ADAPTED: the README's block comment written as line comments (swift format).
                // let ruleRequiredViaClosure = RuleClosure<String> { rowValue in
                // return (rowValue == nil || rowValue!.isEmpty) ? ValidationError(msg: "Field required!") : nil
                // }
                // $0.add(rule: ruleRequiredViaClosure)

                $0.validationOptions = .validatesOnChange
            }
            .cellUpdate { cell, row in
                if !row.isValid {
                    cell.titleLabel?.textColor = .systemRed
                }
            }

            +++ Section(header: "Email Rule, Required Rule", footer: "Options: Validates on change after blurred")

            <<< TextRow {
                $0.title = "Email Rule"
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleEmail())
                $0.validationOptions = .validatesOnChangeAfterBlurred
            }
            .cellUpdate { cell, row in
                if !row.isValid {
                    cell.titleLabel?.textColor = .systemRed
                }
            }
        let required = form.allSections[0][0] as! TextRow
        let email = form.allSections[1][0] as! TextRow
        // Validates on change: a change to an empty value fails at once.
        required.value = "x"
        required.value = nil
        #expect(required.validationErrors.map(\.msg) == ["Field required!"])
        #expect(required.cell.titleLabel?.textColor == .systemRed)
        // Validates on change after blurred: nothing until the row has lost focus once.
        email.value = "not an email"
        #expect(email.validationErrors.isEmpty)
        // Form.validate() checks every row.
        let errors = form.validate()
        #expect(errors.count == 2)
        #expect(!email.isValid)
        email.value = "someone@example.com"
        #expect(form.validate().count == 1)
    }

    @Test func aRuleSetSharedByRows() {
        var rules = RuleSet<String>()
        rules.add(rule: RuleRequired())
        rules.add(rule: RuleEmail())

        let row = TextRow {
            $0.title = "Email Rule"
            $0.add(ruleSet: rules)
            $0.validationOptions = .validatesOnChangeAfterBlurred
        }
        #expect(row.rules.count == 2)
        row.value = "nope"
        #expect(row.validate().count == 1)
        row.value = "a@b.co"
        #expect(row.validate().isEmpty)
    }

    @Test func theProvidedRules() {
        let age = IntRow {
            $0.add(rule: RuleGreaterThan(min: 17))
            $0.add(rule: RuleSmallerOrEqualThan(max: 120))
            $0.validationOptions = .validatesOnDemand
        }
        age.value = 17
        #expect(age.validate().count == 1)
        age.value = 18
        #expect(age.validate().isEmpty)
        age.value = 121
        #expect(age.validate().count == 1)
        let score = DecimalRow {
            $0.add(rule: RuleGreaterOrEqualThan(min: 0))
            $0.add(rule: RuleSmallerThan(max: 10))
        }
        score.value = 10
        #expect(score.validate().count == 1)
        score.value = 0
        #expect(score.validate().isEmpty)
        let nick = TextRow {
            $0.add(rule: RuleMinLength(minLength: 3))
            $0.add(rule: RuleMaxLength(maxLength: 5))
        }
        nick.value = "ab"
        #expect(nick.validate().count == 1)
        nick.value = "abcdef"
        #expect(nick.validate().count == 1)
        nick.value = "abcd"
        #expect(nick.validate().isEmpty)
        let site = URLRow { $0.add(rule: RuleURL()) }
        site.value = URL(string: "https://example.com")
        #expect(site.validate().isEmpty)
    }

    @Test func removingARuleByIdentifier() {
        let row = TextRow {
            $0.add(rule: RuleRequired(id: "required"))
            $0.add(rule: RuleMinLength(minLength: 2, id: "min"))
        }
        row.remove(ruleWithIdentifier: "required")
        #expect(row.rules.count == 1)
        #expect(row.validate().isEmpty, "without RuleRequired, nil is valid")
    }

    @Test func validationErrorsHoldTheLastRunOnly() {
        let row = TextRow {
            $0.add(rule: RuleRequired())
            $0.validationOptions = .validatesOnDemand
        }
        #expect(row.validationErrors.isEmpty, "rules are not evaluated until validate()")
        _ = row.validate()
        #expect(row.validationErrors.count == 1)
        row.value = "filled"
        #expect(row.validationErrors.count == 1, "still the last run's errors")
        _ = row.validate()
        #expect(row.validationErrors.isEmpty)
    }
}
