import HTTPTypes

/// How CSRF protection is set up: on by default, with the token in a hidden field (or a header
/// for scripts) and the request's origin checked.
///
/// ```swift
/// var csrf = CSRFConfiguration()
/// csrf.maxAge = .seconds(3600)
/// csrf.originPolicy = RequestOriginPolicy(trustedOrigins: ["https://forms.example.com"])
/// ```
public struct CSRFConfiguration: Sendable {
    /// Whether unsafe requests are checked at all. Turn off only for an API that has its own
    /// protection.
    public var isEnabled: Bool
    /// The hidden field the token is posted in.
    public var fieldName: String
    /// The header scripts send the token in instead.
    public var headerName: HTTPField.Name
    /// How long after issue a token is accepted.
    public var maxAge: Duration
    /// The Fetch Metadata / Origin policy.
    public var originPolicy: RequestOriginPolicy

    /// The defaults: enabled, field `_csrf`, header `X-CSRF-Token`, 8 hours.
    ///
    /// ```swift
    /// let csrf = CSRFConfiguration(fieldName: "token")
    /// ```
    public init(
        isEnabled: Bool = true,
        fieldName: String = "_csrf",
        headerName: HTTPField.Name = HTTPField.Name("X-CSRF-Token")!,
        maxAge: Duration = .seconds(8 * 3600),
        originPolicy: RequestOriginPolicy = RequestOriginPolicy()
    ) {
        self.isEnabled = isEnabled
        self.fieldName = fieldName
        self.headerName = headerName
        self.maxAge = maxAge
        self.originPolicy = originPolicy
    }
}
