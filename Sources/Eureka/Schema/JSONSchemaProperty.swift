/// The JSON Schema (2020-12) of one value: what `Form.jsonSchema()` says about a row, and what
/// a rule adds to it through `JSONSchemaDescribingRule`.
///
/// ```swift
/// var property = JSONSchemaProperty(type: "string")
/// property.maxLength = 40
/// property.formValue   // {"type": "string", "maxLength": 40}
/// ```
public struct JSONSchemaProperty: Sendable, Hashable {
    /// `type`: "string", "integer", "number", "boolean", "array".
    public var type: String?
    /// `format`: "email", "uri", "date-time".
    public var format: String?
    /// `enum`: the values allowed.
    public var allowedValues: [FormValue]?
    /// `minimum` / `maximum`.
    public var minimum: Double?
    /// `maximum`.
    public var maximum: Double?
    /// `exclusiveMinimum`.
    public var exclusiveMinimum: Double?
    /// `exclusiveMaximum`.
    public var exclusiveMaximum: Double?
    /// `multipleOf`.
    public var multipleOf: Double?
    /// `minLength`.
    public var minLength: Int?
    /// `maxLength`.
    public var maxLength: Int?
    /// `pattern`.
    public var pattern: String?
    /// `items`, for arrays.
    public var items: JSONSchemaProperty? {
        get { itemsBox.first }
        set { itemsBox = newValue.map { [$0] } ?? [] }
    }
    // An array, so the struct can hold a value of its own type.
    private var itemsBox: [JSONSchemaProperty] = []
    /// `prefixItems`, for arrays whose first elements each have their own schema (`items` then
    /// covers the rest).
    public var prefixItems: [JSONSchemaProperty]?
    /// `minItems`, for arrays.
    public var minItems: Int?
    /// `maxItems`, for arrays.
    public var maxItems: Int?
    /// `uniqueItems`, for arrays of choices.
    public var uniqueItems: Bool?
    /// `readOnly`.
    public var readOnly: Bool?
    /// `title`: the row's title.
    public var title: String?
    /// `description`: what the schema cannot say (conditions, closure rules), in words.
    public var notes: [String] = []
    /// Whether a value must be given (`RuleRequired`); collected into the form's `required`.
    public var isRequired = false
    /// Whether `null` is allowed besides the type (rows without `RuleRequired` may be empty).
    public var allowsNull = true
    /// Whether an empty string reads as no value, as in a text row: unless the property is
    /// required, `""` is then allowed and the string constraints (`minLength`, `pattern`,
    /// `format`) apply to non-empty text only — as the row's rules do.
    public var emptyStringIsNoValue = false

    /// A property of `type`.
    ///
    /// ```swift
    /// JSONSchemaProperty(type: "integer")
    /// ```
    public init(type: String? = nil) {
        self.type = type
    }

    /// Narrows `minimum` (the larger bound wins).
    ///
    /// ```swift
    /// property.raiseMinimum(to: 18)
    /// ```
    public mutating func raiseMinimum(to bound: Double, exclusive: Bool = false) {
        if exclusive {
            exclusiveMinimum = Swift.max(exclusiveMinimum ?? bound, bound)
        } else {
            minimum = Swift.max(minimum ?? bound, bound)
        }
    }

    /// Narrows `maximum` (the smaller bound wins).
    ///
    /// ```swift
    /// property.lowerMaximum(to: 99)
    /// ```
    public mutating func lowerMaximum(to bound: Double, exclusive: Bool = false) {
        if exclusive {
            exclusiveMaximum = Swift.min(exclusiveMaximum ?? bound, bound)
        } else {
            maximum = Swift.min(maximum ?? bound, bound)
        }
    }

    /// The schema as a JSON value.
    ///
    /// ```swift
    /// try FormValues(["age": JSONSchemaProperty(type: "integer").formValue]).jsonString()
    /// ```
    public var formValue: FormValue {
        var object: [String: FormValue] = [:]
        if let type { object["type"] = allowsNull && !isRequired ? .array([.string(type), .string("null")]) : .string(type) }
        if let allowedValues { object["enum"] = .array(allowsNull && !isRequired ? allowedValues + [.null] : allowedValues) }
        func number(_ value: Double) -> FormValue {
            if let whole = Int(exactly: value) { return .int(whole) }
            return .double(value)
        }
        if let minimum { object["minimum"] = number(minimum) }
        if let maximum { object["maximum"] = number(maximum) }
        if let exclusiveMinimum { object["exclusiveMinimum"] = number(exclusiveMinimum) }
        if let exclusiveMaximum { object["exclusiveMaximum"] = number(exclusiveMaximum) }
        if let multipleOf { object["multipleOf"] = number(multipleOf) }
        if let maxLength { object["maxLength"] = .int(maxLength) }
        var textConstraints: [String: FormValue] = [:]
        if let format { textConstraints["format"] = .string(format) }
        if let minLength { textConstraints["minLength"] = .int(minLength) }
        if let pattern { textConstraints["pattern"] = .string(pattern) }
        if emptyStringIsNoValue && !isRequired && !textConstraints.isEmpty {
            // The row's rules let empty text through (it is no value): so does the schema.
            object["anyOf"] = .array([.object(["const": .string("")]), .object(textConstraints)])
        } else {
            object.merge(textConstraints) { _, new in new }
        }
        if let prefixItems { object["prefixItems"] = .array(prefixItems.map(\.formValue)) }
        if let items { object["items"] = items.formValue }
        if let minItems, minItems > 0 { object["minItems"] = .int(minItems) }
        if let maxItems { object["maxItems"] = .int(maxItems) }
        if let uniqueItems { object["uniqueItems"] = .bool(uniqueItems) }
        if let readOnly { object["readOnly"] = .bool(readOnly) }
        if let title, !title.isEmpty { object["title"] = .string(title) }
        if !notes.isEmpty { object["description"] = .string(notes.joined(separator: " ")) }
        return .object(object)
    }
}
