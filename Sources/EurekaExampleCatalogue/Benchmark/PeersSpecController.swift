import Eureka
import Foundation

/// One section holding every field of the spec, in order.
final class PeersSpecController: FormViewController {
    private let rows: [BaseRow]
    private let formTitle: String

    init(spec: PeersSpec, path: String) throws {
        formTitle = spec.title
        rows = try spec.fields.map { try Self.row(for: $0, messages: spec.messages, path: path) }
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = formTitle
        let section = Section()
        for row in rows { section <<< row }
        form +++ section
    }

    private static func row(for field: PeersSpec.Field, messages: PeersSpec.Messages, path: String) throws -> BaseRow {
        func fail(_ reason: String) -> PeersSpecError { PeersSpecError(path: path, reason: "field \(field.name): \(reason)") }
        switch (field.kind, field.initial) {
        case ("text", .text(let initial)):
            guard let limit = field.maxLength else { throw fail("a text field needs maxLength") }
            return TextRow(field.name) {
                $0.title = field.label
                $0.value = initial
                $0.add(rule: RuleRequired(msg: messages.required))
                $0.add(rule: RuleMaxLength(maxLength: limit, msg: messages.maxLength.replacingOccurrences(of: "{max}", with: "\(limit)")))
            }
        case ("integer", .integer(let initial)):
            guard let low = field.min, let high = field.max else { throw fail("an integer field needs min and max") }
            return IntRow(field.name) {
                $0.title = field.label
                $0.value = initial
                $0.add(rule: RuleRequired(msg: messages.required))
                $0.add(rule: RuleGreaterOrEqualThan(min: low, msg: messages.minValue.replacingOccurrences(of: "{min}", with: "\(low)")))
                $0.add(rule: RuleSmallerOrEqualThan(max: high, msg: messages.maxValue.replacingOccurrences(of: "{max}", with: "\(high)")))
            }
        case ("pattern", .text(let initial)):
            guard let pattern = field.pattern else { throw fail("a pattern field needs pattern") }
            return TextRow(field.name) {
                $0.title = field.label
                $0.value = initial
                $0.add(rule: RuleRequired(msg: messages.required))
                $0.add(rule: RuleRegExp(regExpr: pattern, allowsEmpty: false, msg: messages.pattern))
            }
        case ("choice", .text(let initial)):
            guard let choices = field.choices, !choices.isEmpty else { throw fail("a choice field needs choices") }
            guard choices.contains(where: { $0.value == initial }) else { throw fail("initial value \(initial) is not a choice") }
            let labels = Dictionary(choices.map { ($0.value, $0.label) }, uniquingKeysWith: { first, _ in first })
            return PushRow<String>(field.name) {
                $0.title = field.label
                $0.options = choices.map(\.value)
                $0.value = initial
                $0.displayValueFor = { $0.map { labels[$0] ?? $0 } }
                $0.add(rule: RuleRequired(msg: messages.required))
            }
        default:
            throw fail("kind \(field.kind) with initial value \(field.initial) is not supported")
        }
    }
}
