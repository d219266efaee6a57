/// The decoded spec file; its format is documented in Docs/Benchmarks.md.
struct PeersSpec: Decodable, Sendable {
    struct Messages: Decodable, Sendable {
        var required: String
        var maxLength: String
        var minValue: String
        var maxValue: String
        var pattern: String
        var choice: String
    }

    struct Choice: Decodable, Sendable {
        var value: String
        var label: String
    }

    enum Initial: Decodable, Sendable {
        case text(String)
        case integer(Int)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .integer(number) } else { self = .text(try container.decode(String.self)) }
        }
    }

    struct Field: Decodable, Sendable {
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
