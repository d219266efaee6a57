import Eureka

/// One section holding every field of the spec, in order, built from the definition's field
/// plans (checked when the spec was read, so building cannot fail).
final class PeersSpecController: FormViewController {
    private let formTitle: String
    private let fields: [PeersFieldPlan]

    init(title: String, fields: [PeersFieldPlan]) {
        self.formTitle = title
        self.fields = fields
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = formTitle
        // Each distinct pattern is compiled once per form and shared by its rows.
        var patterns: [String: RuleRegExp] = [:]
        let section = Section()
        section.append(contentsOf: fields.map { Self.row(for: $0, patterns: &patterns) })
        form +++ section
    }

    private static func row(for field: PeersFieldPlan, patterns: inout [String: RuleRegExp]) -> BaseRow {
        switch field.kind {
        case .text(let maxLength, let tooLong):
            return TextRow(field.name) {
                $0.title = field.label
                $0.value = field.initialText
                $0.add(rule: RuleRequired(msg: field.required))
                $0.add(rule: RuleMaxLength(maxLength: maxLength, msg: tooLong))
            }
        case .integer(let minimum, let maximum, let tooSmall, let tooLarge):
            return IntRow(field.name) {
                $0.title = field.label
                // The spec's integers are base-10 digits with an optional minus sign: shown and
                // read as such, never grouped ("1073", not "1,073") nor read from "1,073".
                $0.formatter = nil
                $0.value = field.initialNumber
                $0.add(rule: RuleRequired(msg: field.required))
                $0.add(rule: RuleGreaterOrEqualThan(min: minimum, msg: tooSmall))
                $0.add(rule: RuleSmallerOrEqualThan(max: maximum, msg: tooLarge))
            }
        case .pattern(let source, let mismatch):
            let rule = patterns[source] ?? RuleRegExp(regExpr: source, allowsEmpty: false, msg: mismatch)
            patterns[source] = rule
            return TextRow(field.name) {
                $0.title = field.label
                $0.value = field.initialText
                $0.add(rule: RuleRequired(msg: field.required))
                $0.add(rule: rule)
            }
        case .choice(let values, let labels):
            return PushRow<String>(field.name) {
                $0.title = field.label
                $0.options = values
                $0.value = field.initialText
                $0.displayValueFor = { $0.map { labels[$0] ?? $0 } }
                $0.add(rule: RuleRequired(msg: field.required))
            }
        }
    }
}
