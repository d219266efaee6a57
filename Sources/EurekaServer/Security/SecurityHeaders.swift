import HTTPTypes

/// The security headers every response carries; each can be changed or turned off (`nil`).
///
/// The defaults are strict and work with the web renderer, which uses no inline script or
/// style: scripts, styles, fonts and fetches only from this origin, images also as `data:`
/// URLs, forms posted only here, no `<base>`, no framing.
///
/// ```swift
/// var headers = SecurityHeaders.strict
/// headers.strictTransportSecurity = "max-age=63072000; includeSubDomains"  // behind TLS
/// headers.contentSecurityPolicy! += "; upgrade-insecure-requests"
/// ```
public struct SecurityHeaders: Sendable, Hashable {
    /// `Content-Security-Policy`.
    public var contentSecurityPolicy: String?
    /// `X-Content-Type-Options` (`nosniff`: no guessing a script out of a text file).
    public var contentTypeOptions: String?
    /// `Referrer-Policy` (`same-origin`: URLs never leak to other sites, and same-origin posts
    /// keep their `Origin` header for the CSRF check).
    public var referrerPolicy: String?
    /// `Cross-Origin-Opener-Policy`.
    public var crossOriginOpenerPolicy: String?
    /// `Cross-Origin-Resource-Policy`.
    public var crossOriginResourcePolicy: String?
    /// `Permissions-Policy`: powerful features a form never needs, off.
    public var permissionsPolicy: String?
    /// `X-Frame-Options`, for browsers older than CSP's `frame-ancestors`.
    public var frameOptions: String?
    /// `Strict-Transport-Security`; off by default since only a TLS deployment may send it.
    public var strictTransportSecurity: String?
    /// `Cache-Control` for responses that set none: pages hold people's answers and one-time
    /// tokens, so by default nothing is stored. Assets set their own long caching.
    public var defaultCacheControl: String?

    /// The default, strict set.
    ///
    /// ```swift
    /// router.add(middleware: SecurityHeadersMiddleware(headers: .strict))
    /// ```
    public static let strict = SecurityHeaders(
        contentSecurityPolicy:
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        contentTypeOptions: "nosniff",
        referrerPolicy: "same-origin",
        crossOriginOpenerPolicy: "same-origin",
        crossOriginResourcePolicy: "same-origin",
        permissionsPolicy: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()",
        frameOptions: "DENY",
        strictTransportSecurity: nil,
        defaultCacheControl: "no-store"
    )

    /// A set with every header given explicitly (`nil` leaves it out).
    ///
    /// ```swift
    /// let none = SecurityHeaders(contentSecurityPolicy: nil, contentTypeOptions: nil, referrerPolicy: nil,
    ///     crossOriginOpenerPolicy: nil, crossOriginResourcePolicy: nil, permissionsPolicy: nil,
    ///     frameOptions: nil, strictTransportSecurity: nil, defaultCacheControl: nil)
    /// ```
    public init(
        contentSecurityPolicy: String?,
        contentTypeOptions: String?,
        referrerPolicy: String?,
        crossOriginOpenerPolicy: String?,
        crossOriginResourcePolicy: String?,
        permissionsPolicy: String?,
        frameOptions: String?,
        strictTransportSecurity: String?,
        defaultCacheControl: String?
    ) {
        self.contentSecurityPolicy = contentSecurityPolicy
        self.contentTypeOptions = contentTypeOptions
        self.referrerPolicy = referrerPolicy
        self.crossOriginOpenerPolicy = crossOriginOpenerPolicy
        self.crossOriginResourcePolicy = crossOriginResourcePolicy
        self.permissionsPolicy = permissionsPolicy
        self.frameOptions = frameOptions
        self.strictTransportSecurity = strictTransportSecurity
        self.defaultCacheControl = defaultCacheControl
    }

    /// Adds the headers a response does not already set (a route may set its own CSP).
    ///
    /// ```swift
    /// SecurityHeaders.strict.apply(to: &response.headers)
    /// ```
    public func apply(to headers: inout HTTPFields) {
        let pairs: [(HTTPField.Name, String?)] = [
            (.contentSecurityPolicy, contentSecurityPolicy),
            (.xContentTypeOptions, contentTypeOptions),
            (.referrerPolicy, referrerPolicy),
            (.crossOriginOpenerPolicy, crossOriginOpenerPolicy),
            (.crossOriginResourcePolicy, crossOriginResourcePolicy),
            (.permissionsPolicy, permissionsPolicy),
            (.xFrameOptions, frameOptions),
            (.strictTransportSecurity, strictTransportSecurity),
            (.cacheControl, defaultCacheControl),
        ]
        for (name, value) in pairs {
            if let value, headers[name] == nil { headers[name] = value }
        }
    }
}

extension HTTPField.Name {
    static let crossOriginOpenerPolicy = HTTPField.Name("Cross-Origin-Opener-Policy")!
    static let permissionsPolicy = HTTPField.Name("Permissions-Policy")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let xFrameOptions = HTTPField.Name("X-Frame-Options")!
}
