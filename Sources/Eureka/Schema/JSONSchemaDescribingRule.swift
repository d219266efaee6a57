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
        if property.type == "string", property.allowedValues == nil, property.format == nil { property.minLength = Swift.max(property.minLength ?? 1, 1) }
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
        if !allowsEmpty { property.minLength = Swift.max(property.minLength ?? 1, 1) }
    }
}

extension RuleEmail: JSONSchemaDescribingRule {
    /// `format: email`.
    public func describe(in property: inout JSONSchemaProperty) { property.format = "email" }
}

extension RuleURL: JSONSchemaDescribingRule {
    /// `format: uri`.
    public func describe(in property: inout JSONSchemaProperty) { property.format = "uri" }
}

extension RuleGreaterThan: JSONSchemaDescribingRule {
    /// `exclusiveMinimum`, for numeric bounds.
    public func describe(in property: inout JSONSchemaProperty) {
        if let bound = FormValue(converting: min).number {
            property.raiseMinimum(to: bound, exclusive: true)
        } else {
            property.notes.append("Greater than \(min).")
        }
    }
}

extension RuleGreaterOrEqualThan: JSONSchemaDescribingRule {
    /// `minimum`, for numeric bounds.
    public func describe(in property: inout JSONSchemaProperty) {
        if let bound = FormValue(converting: min).number { property.raiseMinimum(to: bound) } else { property.notes.append("At least \(min).") }
    }
}

extension RuleSmallerThan: JSONSchemaDescribingRule {
    /// `exclusiveMaximum`, for numeric bounds.
    public func describe(in property: inout JSONSchemaProperty) {
        if let bound = FormValue(converting: max).number {
            property.lowerMaximum(to: bound, exclusive: true)
        } else {
            property.notes.append("Less than \(max).")
        }
    }
}

extension RuleSmallerOrEqualThan: JSONSchemaDescribingRule {
    /// `maximum`, for numeric bounds.
    public func describe(in property: inout JSONSchemaProperty) {
        if let bound = FormValue(converting: max).number { property.lowerMaximum(to: bound) } else { property.notes.append("At most \(max).") }
    }
}
