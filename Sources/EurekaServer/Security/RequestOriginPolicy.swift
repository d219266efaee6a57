import HTTPTypes

/// The header half of CSRF protection: refuses state-changing requests that the browser itself
/// says come from another site.
///
/// For unsafe methods (anything but GET, HEAD, OPTIONS, TRACE):
/// - `Sec-Fetch-Site: cross-site` is refused (every current browser sends it);
/// - when an `Origin` header is present it must name the request's own host (scheme and
///   default port aside, since TLS is often terminated in front of us) or one of
///   ``trustedOrigins``; `Origin: null` (sandboxed or privacy-stripped contexts) is refused.
///
/// Requests without either header (old browsers, scripts with no cookies to steal) pass on to
/// the token check, which they must also pass.
///
/// ```swift
/// let policy = RequestOriginPolicy(trustedOrigins: ["https://forms.example.com"])
/// try policy.check(method: request.method, headers: request.headers, authority: request.head.authority)
/// ```
public struct RequestOriginPolicy: Sendable, Hashable {
    /// Extra origins allowed to post (`scheme://host[:port]`), for deployments where a proxy
    /// rewrites `Host`.
    public var trustedOrigins: Set<String>

    /// A policy trusting the request's own host and `trustedOrigins`.
    ///
    /// ```swift
    /// RequestOriginPolicy()
    /// ```
    public init(trustedOrigins: Set<String> = []) {
        self.trustedOrigins = Set(trustedOrigins.map { $0.lowercased() })
    }

    /// Whether `method` can change state and so needs checking.
    ///
    /// ```swift
    /// RequestOriginPolicy.isUnsafe(.post)  // true
    /// ```
    public static func isUnsafe(_ method: HTTPRequest.Method) -> Bool {
        ![.get, .head, .options, .trace].contains(method)
    }

    /// Throws a ``CSRFFailure`` when the request is an unsafe cross-site one.
    ///
    /// ```swift
    /// try policy.check(method: .post, headers: [.origin: "https://evil.example"], authority: "forms.example")
    /// ```
    public func check(method: HTTPRequest.Method, headers: HTTPFields, authority: String?) throws(CSRFFailure) {
        guard Self.isUnsafe(method) else { return }
        // Two fields, or one listing two sites, are joined by HTTPTypes as a list: any
        // `cross-site` in it is cross-site (a browser sends one; a forger may add a second).
        if let site = headers[.secFetchSite],
            site.lowercased().split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).contains("cross-site")
        {
            throw CSRFFailure(
                code: .crossSite,
                message: "The browser reported that this form was sent from another website, which is not allowed."
            )
        }
        guard let origin = headers[.origin] else { return }
        let lowered = origin.lowercased()
        if trustedOrigins.contains(lowered) { return }
        guard lowered != "null", let host = Self.hostPart(of: lowered), let authority,
            Self.sameAuthority(host, authority.lowercased())
        else {
            throw CSRFFailure(
                code: .originMismatch,
                message: "This form was sent from \(origin == "null" ? "a page without an origin" : origin), not from this website."
            )
        }
    }

    /// `host[:port]` of `scheme://host[:port]`, or nil when `origin` is not of that shape.
    /// Whether the headers show that the request came from a page of this very site: the
    /// browser said so (`Sec-Fetch-Site: same-origin`) or sent an `Origin` naming this host (or
    /// a trusted origin). Headers that say nothing prove nothing, and `same-site` is not enough:
    /// a sibling subdomain may belong to someone else.
    ///
    /// ```swift
    /// policy.showsSameOrigin(headers: ["Sec-Fetch-Site": "same-origin"], authority: "forms.example")  // true
    /// policy.showsSameOrigin(headers: [:], authority: "forms.example")                                // false
    /// ```
    public func showsSameOrigin(headers: HTTPFields, authority: String?) -> Bool {
        let site = headers[.secFetchSite]?.lowercased()
        if site == "same-origin" { return true }
        guard site == nil || site == "none", let origin = headers[.origin]?.lowercased(), origin != "null" else { return false }
        if trustedOrigins.contains(origin) { return true }
        guard let host = Self.hostPart(of: origin), let authority else { return false }
        return Self.sameAuthority(host, authority.lowercased())
    }

    private static func hostPart(of origin: String) -> Substring? {
        guard let separator = origin.range(of: "://") else { return nil }
        let host = origin[separator.upperBound...]
        return host.isEmpty || host.contains("/") ? nil : host
    }

    /// Compares authorities, letting `:80` / `:443` match their absence.
    private static func sameAuthority(_ origin: Substring, _ authority: String) -> Bool {
        func normalised(_ value: Substring) -> Substring {
            for port in [":80", ":443"] where value.hasSuffix(port) { return value.dropLast(port.count) }
            return value
        }
        return normalised(origin) == normalised(authority[...])
    }
}

extension HTTPField.Name {
    /// `Sec-Fetch-Site`, the Fetch Metadata header telling where a request comes from.
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
}
