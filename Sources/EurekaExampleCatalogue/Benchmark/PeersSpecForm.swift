import Eureka
import Foundation

/// The form of the peers benchmark (`Benchmarks/peers/fixtures/form-spec.json`, see
/// Docs/Benchmarks.md), built as Eureka rows: every implementation the benchmark compares builds
/// the same fields, rules and messages from that one file.
///
/// Not part of the catalogue: `eureka-examples` opens it only when the environment variable
/// `EUREKA_EXAMPLES_PEERS_SPEC` names a spec file.
///
/// ```swift
/// let controller = try PeersSpecForm.controller(contentsOf: URL(fileURLWithPath: "form-spec.json"))
/// ```
public enum PeersSpecForm {
    /// The environment variable `eureka-examples` reads: the path of a spec file.
    public static let environmentVariable = "EUREKA_EXAMPLES_PEERS_SPEC"

    /// Reads a spec file and makes the controller showing its form.
    ///
    /// - Throws: `PeersSpecError` when the file cannot be read or does not describe a form.
    public static func controller(contentsOf url: URL) throws -> FormViewController {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw PeersSpecError(path: url.path, reason: "cannot be read (\(error.localizedDescription))")
        }
        let spec: PeersSpec
        do { spec = try JSONDecoder().decode(PeersSpec.self, from: data) } catch {
            throw PeersSpecError(path: url.path, reason: "is not a form spec: \(error)")
        }
        guard spec.format == 1 else {
            throw PeersSpecError(path: url.path, reason: "has format \(spec.format); this build reads format 1")
        }
        return try PeersSpecController(spec: spec, path: url.path)
    }
}

/// A spec file that cannot be used, and why.
public struct PeersSpecError: Error, CustomStringConvertible {
    /// The spec file's path.
    public var path: String
    /// What is wrong with it.
    public var reason: String
    /// "PATH REASON", for the command's error message.
    public var description: String { "\(path) \(reason)" }
}

/// The decoded spec file; its format is documented in Docs/Benchmarks.md.
struct PeersSpec: Decodable {
    struct Messages: Decodable {
        var required: String
        var maxLength: String
        var minValue: String
        var maxValue: String
        var pattern: String
        var choice: String
    }

    struct Choice: Decodable {
        var value: String
        var label: String
    }

    enum Initial: Decodable {
        case text(String)
        case integer(Int)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .integer(number) } else { self = .text(try container.decode(String.self)) }
        }
    }

    struct Field: Decodable {
        var name: String
        var kind: String
        var label: String
        var initial: Initial
        var maxLength: Int?
        var min: Int?
        var max: Int?
        var pattern: String?
        var choices: [Choice]?
    }

    var format: Int
    var title: String
    var messages: Messages
    var fields: [Field]
}

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
