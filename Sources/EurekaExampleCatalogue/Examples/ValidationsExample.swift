import Eureka
import Foundation

/// Every built-in rule and every validation option. Errors appear under their row; rows with
/// errors turn their title red in `cellUpdate`; submitting (Ctrl-S) is blocked until the form
/// is valid; "Validate all" checks everything at once with `form.validate()`.
public final class ValidationsExample: FormViewController {
    /// Builds one section per kind of rule.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Validations"

        form +++ Section(header: "Required", footer: "Validates on change: the error shows as soon as the text is erased.")
            <<< TextRow("required") {
                $0.title = "Required"
                $0.add(rule: RuleRequired())
                $0.validationOptions = .validatesOnChange
            }
            .cellUpdate(Self.markInvalidTitle)

        form +++ Section(header: "Email and URL", footer: "The email validates on change once left; the URL when left (the default).")
            <<< EmailRow("email") {
                $0.title = "Email"
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleEmail())
                $0.validationOptions = .validatesOnChangeAfterBlurred
            }
            .cellUpdate(Self.markInvalidTitle)
            <<< URLRow("website") {
                $0.title = "Website"
                $0.add(rule: RuleURL())
            }
            .cellUpdate(Self.markInvalidTitle)

        form +++ Section(header: "Ranges", footer: "Age: over 17 and at most 120. Score: at least 0 and under 10.")
            <<< IntRow("age") {
                $0.title = "Age"
                $0.add(rule: RuleGreaterThan(min: 17))
                $0.add(rule: RuleSmallerOrEqualThan(max: 120))
                $0.validationOptions = .validatesOnChange
            }
            .cellUpdate(Self.markInvalidTitle)
            <<< DecimalRow("score") {
                $0.title = "Score"
                $0.add(rule: RuleGreaterOrEqualThan(min: 0))
                $0.add(rule: RuleSmallerThan(max: 10))
                $0.validationOptions = .validatesOnChange
            }
            .cellUpdate(Self.markInvalidTitle)

        form +++ Section(header: "Lengths and patterns", footer: "These validate on demand: press \"Validate all\" or submit.")
            <<< AccountRow("username") {
                $0.title = "Username"
                $0.add(rule: RuleMinLength(minLength: 3))
                $0.add(rule: RuleMaxLength(maxLength: 12))
                $0.validationOptions = .validatesOnDemand
            }
            .cellUpdate(Self.markInvalidTitle)
            <<< ZipCodeRow("zip") {
                $0.title = "ZIP code"
                $0.add(rule: RuleExactLength(exactLength: 5))
                $0.validationOptions = .validatesOnDemand
            }
            .cellUpdate(Self.markInvalidTitle)
            <<< TextRow("flight") {
                $0.title = "Flight"
                $0.placeholder = "BA2490"
                $0.add(rule: RuleRegExp(regExpr: "^[A-Z]{2}[0-9]{1,4}$", msg: "Use two letters and up to four digits"))
                $0.validationOptions = .validatesOnDemand
            }
            .cellUpdate(Self.markInvalidTitle)

        form +++ Section(header: "Rule sets, closures and other rows", footer: "The confirmation validates on change and on blur.")
            <<< PasswordRow("password") {
                $0.title = "Password"
                $0.add(ruleSet: Self.passwordRules)
            }
            // A password being chosen: browsers offer to generate one, not to fill a saved one.
            .cellSetup { cell, _ in cell.textField.textContentType = .newPassword }
            .cellUpdate(Self.markInvalidTitle)
            <<< PasswordRow("confirmation") {
                $0.title = "Repeat password"
                $0.add(rule: RuleEqualsToRow(tag: "password", msg: "Passwords don't match"))
                $0.validationOptions = .validatesAlways
            }
            .cellSetup { cell, _ in cell.textField.textContentType = .newPassword }
            .cellUpdate(Self.markInvalidTitle)

        form +++ Section()
            <<< ButtonRow { $0.title = "Validate all" }
            .onCellSelection { [weak self] _, _ in self?.validateAll() }
            <<< LabelRow("problems") {
                $0.title = "Problems found"; $0.value = "not checked yet"
            }
    }

    /// One set of rules, reusable on every password row of an app.
    private static var passwordRules: RuleSet<String> {
        var rules = RuleSet<String>()
        rules.add(rule: RuleRequired())
        rules.add(rule: RuleMinLength(minLength: 8))
        rules.add(
            rule: RuleClosure { password in
                guard let password, !password.contains(where: \.isNumber) else { return nil }
                return ValidationError(msg: "Include at least one digit")
            })
        return rules
    }

    /// Eureka leaves showing errors to the app; the terminal lists them under the row, and this
    /// colours the title too. By the errors shown, not `isValid`: a row validated on demand
    /// keeps its last errors after its value is fixed (Eureka's `validationErrors`), and its
    /// title stayed red under a value that was fine.
    private static func markInvalidTitle(_ cell: BaseCell, _ row: BaseRow) {
        cell.textLabel?.textColor = row.errorMessages.isEmpty ? nil : .systemRed
    }

    private func validateAll() {
        let errors = form.validate()
        guard let problems: LabelRow = form.rowBy(tag: "problems") else { return }
        problems.value = errors.isEmpty ? "none" : String(errors.count)
    }
}
