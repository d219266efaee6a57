/// Requires a URL with a host: `scheme://[user@]host[:port][/path][?query][#fragment]`.
///
/// The host is a domain name with a top-level domain of letters (`example.co.uk`), `localhost`,
/// an IPv4 address (`192.168.0.1`) or a bracketed IPv6 address (`[::1]`); a port must be
/// 0–65535; whitespace is rejected anywhere.
///
/// Schemes: by default only `http` and `https` pass (what Eureka's rule accepted in practice);
/// pass `allowedSchemes: nil` to accept any scheme, or your own set. `requiresProtocol` (default
/// true, unlike Eureka's signature, whose flag was ignored and which always demanded http(s))
/// can be turned off to accept `example.com/page` as well.
///
/// With `allowsEmpty` (the default) nil and empty values are valid.
///
/// ```swift
/// URLRow("homepage") { $0.add(rule: RuleURL()) }
/// TextRow("server") { $0.add(rule: RuleURL(requiresProtocol: false)) }
/// TextRow("feed") { $0.add(rule: RuleURL(allowedSchemes: ["https", "feed"])) }
/// ```
public struct RuleURL<T: TextValidatable>: RuleType {
    /// Whether nil and empty values pass.
    public let allowsEmpty: Bool
    /// Whether a scheme (`https://`) must be present.
    public let requiresProtocol: Bool
    /// The schemes accepted (lowercase), or nil for any scheme.
    public let allowedSchemes: Set<String>?
    /// An identifier for `remove(ruleWithIdentifier:)`.
    public var id: String?
    private let pattern: CompiledPattern
    private var customMessage: String?

    /// Creates the rule; without `msg`, the message is `ValidationMessages.current.url`.
    ///
    /// ```swift
    /// RuleURL<String>(allowsEmpty: false, requiresProtocol: true, allowedSchemes: ["https"])
    /// ```
    public init(
        allowsEmpty: Bool = true, requiresProtocol: Bool = true, allowedSchemes: Set<String>? = ["http", "https"],
        msg: String? = nil, id: String? = nil
    ) {
        self.allowsEmpty = allowsEmpty
        self.requiresProtocol = requiresProtocol
        self.allowedSchemes = allowedSchemes.map { Set($0.map { $0.lowercased() }) }
        self.pattern = CompiledPattern(PatternPieces.url(schemeRequired: requiresProtocol))
        self.customMessage = msg
        self.id = id
    }

    /// The error reported; setting it replaces the message.
    public var validationError: ValidationError {
        get { ValidationError(msg: customMessage ?? ValidationMessages.current.url, code: .url, ruleID: id) }
        set { customMessage = newValue.msg }
    }

    /// Fails when the value is not a URL of an allowed scheme.
    ///
    /// ```swift
    /// RuleURL<String>().isValid(value: "https://localhost:8080/api")   // nil
    /// RuleURL<String>().isValid(value: "example.com")                   // error: no scheme
    /// ```
    public func isValid(value: T?) -> ValidationError? {
        let text = value?.validationText ?? ""
        guard !text.isEmpty else { return allowsEmpty ? nil : validationError }
        guard pattern.matches(text) else { return validationError }
        if let allowedSchemes, let scheme = Self.scheme(of: text), !allowedSchemes.contains(scheme) {
            return validationError
        }
        return nil
    }

    /// The lowercased scheme of a URL that matched the pattern, or nil when it has none.
    private static func scheme(of text: String) -> String? {
        guard let separator = text.firstRange(of: "://") else { return nil }
        let candidate = text[..<separator.lowerBound]
        // A "://" inside the path of a scheme-less URL ("example.com/a://b") is not a scheme.
        guard candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }) else { return nil }
        return candidate.lowercased()
    }
}

extension RuleURL {
    /// True unless `allowsEmpty`: the row is marked required.
    public var refusesNoValue: Bool { !allowsEmpty }
}
