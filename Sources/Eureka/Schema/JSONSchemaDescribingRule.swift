/// A rule that can say what it requires in JSON Schema terms. The built-in rules do; a custom
/// rule that does not is named in the property's description instead, never silently dropped.
///
/// ```swift
/// struct RuleEven: RuleType, JSONSchemaDescribingRule {
///     var id: String? = "even"
///     var validationError = ValidationError(msg: "Must be even")
///     func isValid(value: Int?) -> ValidationError? { value.map { $0 % 2 == 0 } == false ? validationError : nil }
///     func describe(in property: inout JSONSchemaProperty) { property.multipleOf = 2 }
/// }
/// ```
public protocol JSONSchemaDescribingRule {
    /// Narrows `property` by what the rule requires.
    func describe(in property: inout JSONSchemaProperty)
}

extension RuleRequired: JSONSchemaDescribingRule {
    /// Marks the property required and not nullable; text must not be empty.
    public func describe(in property: inout JSONSchemaProperty) {
        property.isRequired = true
        property.allowsNull = false
        if property.type == "string", property.allowedValues == nil { property.minLength = Swift.max(property.minLength ?? 1, 1) }
    }
}

extension JSONSchemaProperty {
    /// What a rule refusing empty text (and no value) says: required, not null, not "".
    mutating func requireNonEmptyText() {
        isRequired = true
        allowsNull = false
        minLength = Swift.max(minLength ?? 1, 1)
    }
}

extension RuleMinLength: JSONSchemaDescribingRule {
    /// `minLength`.
    public func describe(in property: inout JSONSchemaProperty) { property.minLength = Swift.max(property.minLength ?? 0, minLength) }
}

extension RuleMaxLength: JSONSchemaDescribingRule {
    /// `maxLength`.
    public func describe(in property: inout JSONSchemaProperty) { property.maxLength = Swift.min(property.maxLength ?? maxLength, maxLength) }
}

extension RuleExactLength: JSONSchemaDescribingRule {
    /// `minLength` and `maxLength`, equal.
    public func describe(in property: inout JSONSchemaProperty) {
        property.minLength = exactLength
        property.maxLength = exactLength
    }
}

extension RuleRegExp: JSONSchemaDescribingRule {
    /// `pattern`, anchored as the rule matches the whole value.
    public func describe(in property: inout JSONSchemaProperty) {
        // The rule matches the whole value; an already anchored pattern stays as written.
        property.pattern = regExpr.hasPrefix("^") && regExpr.hasSuffix("$") ? regExpr : "^(?:" + regExpr + ")$"
        if !allowsEmpty { property.requireNonEmptyText() }
    }
}

extension RuleEmail: JSONSchemaDescribingRule {
    /// `format: email`.
    public func describe(in property: inout JSONSchemaProperty) { property.format = "email" }
}

extension RuleURL: JSONSchemaDescribingRule {
    /// `format: uri`; required unless `allowsEmpty`.
    public func describe(in property: inout JSONSchemaProperty) {
        property.format = "uri"
        if !allowsEmpty { property.requireNonEmptyText() }
    }
}

extension ComparisonRuleCore {
    /// Writes the bound as `minimum`/`maximum` (exclusive for strict comparisons) when it is a
    /// number; a bound JSON Schema cannot state (a date, a string) is written as a note.
    func describe(in property: inout JSONSchemaProperty) {
        guard let number = FormValue(converting: bound).number else {
            let words: String
            switch comparison {
            case .greaterThan: words = "Greater than"
            case .greaterOrEqualThan: words = "At least"
            case .smallerThan: words = "Less than"
            case .smallerOrEqualThan: words = "At most"
            }
            property.notes.append("\(words) \(bound).")
            return
        }
        switch comparison {
        case .greaterThan: property.raiseMinimum(to: number, exclusive: true)
        case .greaterOrEqualThan: property.raiseMinimum(to: number)
        case .smallerThan: property.lowerMaximum(to: number, exclusive: true)
        case .smallerOrEqualThan: property.lowerMaximum(to: number)
        }
    }
}

extension RuleGreaterThan: JSONSchemaDescribingRule {
    /// `exclusiveMinimum`, for numeric bounds.
    public func describe(in property: inout JSONSchemaProperty) { core.describe(in: &property) }
}

extension RuleGreaterOrEqualThan: JSONSchemaDescribingRule {
    /// `minimum`, for numeric bounds.
    public func describe(in property: inout JSONSchemaProperty) { core.describe(in: &property) }
}

extension RuleSmallerThan: JSONSchemaDescribingRule {
    /// `exclusiveMaximum`, for numeric bounds.
    public func describe(in property: inout JSONSchemaProperty) { core.describe(in: &property) }
}

extension RuleSmallerOrEqualThan: JSONSchemaDescribingRule {
    /// `maximum`, for numeric bounds.
    public func describe(in property: inout JSONSchemaProperty) { core.describe(in: &property) }
}
