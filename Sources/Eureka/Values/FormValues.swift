import Foundation

/// A snapshot of a form's tagged values in `Codable` form.
///
/// ```swift
/// struct Signup: Decodable { var name: String; var age: Int? }
/// let signup = try form.exportValues().decode(Signup.self)
/// print(try form.exportValues().jsonString())
/// ```
public struct FormValues: Sendable, Hashable, Codable {
    /// The values by tag.
    public var values: [String: FormValue]

    /// Wraps values by tag.
    public init(_ values: [String: FormValue]) {
        self.values = values
    }

    public init(from decoder: Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: FormValue].self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }

    /// The value for a tag.
    public subscript(tag: String) -> FormValue? { values[tag] }

    /// JSON with sorted keys (stable output for tools and tests); dates as ISO 8601.
    ///
    /// JSON has no not-a-number or infinity: a row that holds one (a slider set from a computation)
    /// writes `"NaN"`, `"Infinity"` or `"-Infinity"`, which `decode(_:)` reads back as the number.
    public func jsonData(prettyPrinted: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: Self.infinityText, negativeInfinity: "-" + Self.infinityText, nan: Self.notANumberText)
        encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// JSON text; see `jsonData(prettyPrinted:)`.
    public func jsonString(prettyPrinted: Bool = false) throws -> String {
        String(decoding: try jsonData(prettyPrinted: prettyPrinted), as: UTF8.self)
    }

    private static let infinityText = "Infinity"
    private static let notANumberText = "NaN"

    /// Decodes the values into an app type whose properties are named after the tags.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: Self.infinityText, negativeInfinity: "-" + Self.infinityText, nan: Self.notANumberText)
        return try decoder.decode(T.self, from: jsonData())
    }
}

extension Form {
    /// The tagged values as a `Codable` snapshot (same selection as `values(includeHidden:)`).
    ///
    /// ```swift
    /// print(try form.exportValues().jsonString(prettyPrinted: true))
    /// ```
    public func exportValues(includeHidden: Bool = false) -> FormValues {
        FormValues(values(includeHidden: includeHidden).mapValues { FormValue(converting: $0) })
    }
}
