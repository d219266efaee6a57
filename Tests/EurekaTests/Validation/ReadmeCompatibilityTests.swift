import Eureka
import Testing

// Eureka's README validation snippets, minus UIKit, must compile and behave as documented.
@Suite("Validation: Eureka README compatibility")
struct ReadmeCompatibilityTests {
    @Test func theReadmeFormCompilesAndValidates() {
        let form = Form()
        form
            +++ Section(header: "Required Rule", footer: "Options: Validates on change")
            <<< StringRow("required") {
                $0.title = "Required Rule"
                $0.add(rule: RuleRequired())
                $0.validationOptions = .validatesOnChange
            }
            .cellUpdate { cell, row in
                if !row.isValid { cell.textLabel?.textColor = .systemRed }
            }
            +++ Section(header: "Email Rule, Required Rule", footer: "Options: Validates on change after blurred")
            <<< StringRow("email") {
                $0.title = "Email Rule"
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleEmail())
                $0.validationOptions = .validatesOnChangeAfterBlurred
            }
        let errors = form.validate()
        #expect(errors.map(\.rowTag) == ["required", "email"])
        let required: StringRow? = form.rowBy(tag: "required")
        #expect(required?.cell.textLabel?.textColor == .systemRed, "an error change refreshes the cell")
        required?.value = "filled"
        #expect(required?.isValid == true)
        #expect(required?.cell.textLabel?.textColor == nil, "fixed on change, and refreshed again")
    }

    @Test func closureRulesAndRuleSetsAsInTheReadme() {
        let ruleRequiredViaClosure = RuleClosure<String> { rowValue in
            (rowValue == nil || rowValue!.isEmpty) ? ValidationError(msg: "Field required!") : nil
        }
        var rules = RuleSet<String>()
        rules.add(rule: RuleRequired())
        rules.add(rule: RuleEmail())
        let row = StringRow("email") {
            $0.title = "Email Rule"
            $0.add(rule: ruleRequiredViaClosure)
            $0.add(ruleSet: rules)
            $0.validationOptions = .validatesOnChangeAfterBlurred
        }
        row.remove(ruleWithIdentifier: "none")
        #expect(row.rules.count == 3)
        #expect(row.validate().map(\.msg).first == "Field required!")
    }
}
