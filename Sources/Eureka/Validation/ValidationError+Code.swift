extension ValidationError {
    /// What kind of check failed, as a stable string apps can switch on (to pick an icon, a
    /// translation or a field highlight) without parsing messages.
    ///
    /// Built-in rules use the static codes below; your own rules and validators can use any string.
    ///
    /// ```swift
    /// if error.code == .required { highlightAsMissing() }
    /// let custom: ValidationError.Code = "passwords.mismatch"
    /// ```
    public struct Code: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The code's text.
        public let rawValue: String

        /// Creates a code from its text.
        ///
        /// ```swift
        /// ValidationError.Code(rawValue: "age.tooYoung")
        /// ```
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a code from a string literal.
        ///
        /// ```swift
        /// let code: ValidationError.Code = "age.tooYoung"
        /// ```
        public init(stringLiteral value: String) { self.rawValue = value }

        /// The code's text.
        public var description: String { rawValue }

        /// `RuleRequired`: no value, or an empty one.
        public static let required: Code = "required"
        /// `RuleEmail`: not an email address.
        public static let email: Code = "email"
        /// `RuleURL`: not a URL (or a scheme that is not allowed).
        public static let url: Code = "url"
        /// `RuleRegExp`: the value does not match the pattern.
        public static let regExp: Code = "regExp"
        /// `RuleGreaterThan`.
        public static let greaterThan: Code = "greaterThan"
        /// `RuleGreaterOrEqualThan`.
        public static let greaterOrEqualThan: Code = "greaterOrEqualThan"
        /// `RuleSmallerThan`.
        public static let smallerThan: Code = "smallerThan"
        /// `RuleSmallerOrEqualThan`.
        public static let smallerOrEqualThan: Code = "smallerOrEqualThan"
        /// `RuleMinLength`.
        public static let minLength: Code = "minLength"
        /// `RuleMaxLength`.
        public static let maxLength: Code = "maxLength"
        /// `RuleExactLength`.
        public static let exactLength: Code = "exactLength"
        /// `RuleEqualsToRow`: the two rows hold different values.
        public static let equalsToRow: Code = "equalsToRow"
        /// `RuleEqualsToRow`: the row to compare with is not in the form (or holds another type).
        public static let missingRow: Code = "missingRow"
        /// Errors made by apps (`RuleClosure`, form validators) unless they choose a code.
        public static let custom: Code = "custom"
    }
}
