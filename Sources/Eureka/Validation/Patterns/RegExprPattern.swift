/// Common patterns for `RuleRegExp`, as in Eureka. `rawValue` is the pattern's text (ICU
/// syntax, as NSPredicate reads it), matched against the whole value.
///
/// ```swift
/// TextRow("password") {
///     $0.add(rule: RuleRegExp(pattern: .containsNumber, msg: "Include a digit"))
///     $0.add(rule: RuleRegExp(regExpr: RegExprPattern.containsCapital.rawValue, msg: "Include a capital"))
/// }
/// ```
public enum RegExprPattern: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// An email address, as `RuleEmail` checks it.
    case emailAddress
    /// An http or https URL with a host, as `RuleURL()` checks it by default.
    case url
    /// Contains at least one decimal digit.
    case containsNumber
    /// Contains at least one uppercase letter.
    case containsCapital
    /// Contains at least one lowercase letter.
    case containsLowercase

    /// The pattern's text.
    public var rawValue: String {
        switch self {
        case .emailAddress: PatternPieces.email
        case .url: PatternPieces.url(scheme: "(?i:https?)")
        // `(?s)` lets `.` cross line breaks, so multi-line text is searched as a whole.
        case .containsNumber: #"(?s).*\p{Nd}.*"#
        case .containsCapital: #"(?s).*\p{Lu}.*"#
        case .containsLowercase: #"(?s).*\p{Ll}.*"#
        }
    }

    /// The pattern whose text is `rawValue`, if it is one of these.
    ///
    /// ```swift
    /// RegExprPattern(rawValue: RegExprPattern.url.rawValue)   // .url
    /// ```
    public init?(rawValue: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = match
    }

    /// Eureka's spelling of `.emailAddress`.
    public static var EmailAddress: RegExprPattern { .emailAddress }
    /// Eureka's spelling of `.url`.
    public static var URL: RegExprPattern { .url }
    /// Eureka's spelling of `.containsNumber`.
    public static var ContainsNumber: RegExprPattern { .containsNumber }
    /// Eureka's spelling of `.containsCapital`.
    public static var ContainsCapital: RegExprPattern { .containsCapital }
    /// Eureka's spelling of `.containsLowercase`.
    public static var ContainsLowercase: RegExprPattern { .containsLowercase }
}
