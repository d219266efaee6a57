/// One spec field as the form builds it: checked, and its messages and option labels worked
/// out, once when the definition is read, so building a form per request repeats none of it.
struct PeersFieldPlan: Sendable {
    /// Why the form cannot build a field.
    struct Problem: Error {
        var reason: String
    }

    enum Kind: Sendable {
        case text(maxLength: Int, tooLong: String)
        case integer(minimum: Int, maximum: Int, tooSmall: String, tooLarge: String)
        case pattern(source: String, mismatch: String)
        case choice(values: [String], labels: [String: String])
    }

    var name: String
    var label: String
    var kind: Kind
    var initialText: String?
    var initialNumber: Int?
    var required: String

    /// The plan for `field`, with the spec's messages.
    init(_ field: PeersSpec.Field, messages: PeersSpec.Messages) throws(Problem) {
        name = field.name
        label = field.label
        required = messages.required
        switch (field.kind, field.initial) {
        case ("text", .text(let initial)):
            guard let limit = field.maxLength else { throw Problem(reason: "a text field needs maxLength") }
            kind = .text(maxLength: limit, tooLong: messages.maxLength.replacingPlaceholder("{max}", with: limit))
            initialText = initial
        case ("integer", .integer(let initial)):
            guard let low = field.min, let high = field.max else { throw Problem(reason: "an integer field needs min and max") }
            kind = .integer(
                minimum: low, maximum: high,
                tooSmall: messages.minValue.replacingPlaceholder("{min}", with: low),
                tooLarge: messages.maxValue.replacingPlaceholder("{max}", with: high))
            initialNumber = initial
        case ("pattern", .text(let initial)):
            guard let pattern = field.pattern else { throw Problem(reason: "a pattern field needs pattern") }
            kind = .pattern(source: pattern, mismatch: messages.pattern)
            initialText = initial
        case ("choice", .text(let initial)):
            guard let choices = field.choices, !choices.isEmpty else { throw Problem(reason: "a choice field needs choices") }
            guard choices.contains(where: { $0.value == initial }) else { throw Problem(reason: "initial value \(initial) is not a choice") }
            kind = .choice(
                values: choices.map(\.value),
                labels: Dictionary(choices.map { ($0.value, $0.label) }, uniquingKeysWith: { first, _ in first }))
            initialText = initial
        default:
            throw Problem(reason: "kind \(field.kind) with initial value \(field.initial) is not supported")
        }
    }
}

private extension String {
    /// The text with every `placeholder` replaced by `number`.
    func replacingPlaceholder(_ placeholder: String, with number: Int) -> String {
        split(separator: placeholder, omittingEmptySubsequences: false).joined(separator: String(number))
    }
}
