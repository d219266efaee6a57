/// Why a state-changing request was refused as a possible cross-site request forgery: a code
/// for programs and a message for the person who sees the 403 page.
///
/// A struct rather than an enum so that codes can be added later without breaking `switch`es.
///
/// ```swift
/// do { try tokens.verify(token, for: path) }
/// catch where error.code == .expired { /* re-render the form with a fresh token */ }
/// ```
public struct CSRFFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier of the kind of failure.
    ///
    /// ```swift
    /// failure.code == .crossSite
    /// ```
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// The code's name.
        public let rawValue: String
        /// A code with the given name.
        ///
        /// ```swift
        /// let code = CSRFFailure.Code("sessionMismatch")
        /// ```
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The code's name.
        public var description: String { rawValue }

        /// No token was posted.
        public static let missingToken = Code("missingToken")
        /// The token is not one this server could have issued (bad encoding or length).
        public static let malformedToken = Code("malformedToken")
        /// The token's signature does not match: forged, for another form, or another secret.
        public static let invalidSignature = Code("invalidSignature")
        /// The token is older than the maximum age.
        public static let expired = Code("expired")
        /// The token's issue time is in the future beyond the allowed clock skew.
        public static let issuedInFuture = Code("issuedInFuture")
        /// The browser said the request came from another site (`Sec-Fetch-Site: cross-site`).
        public static let crossSite = Code("crossSite")
        /// The form carried two different tokens, which a browser never sends.
        public static let repeatedToken = Code("repeatedToken")
        /// The `Origin` header names a different site than the `Host`.
        public static let originMismatch = Code("originMismatch")
    }

    /// What went wrong, for code.
    public let code: Code
    /// What went wrong, for people.
    public let message: String

    /// A failure with a code and message.
    ///
    /// ```swift
    /// throw CSRFFailure(code: .init("sessionMismatch"), message: "Your session changed.")
    /// ```
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The code and message.
    public var description: String { "\(code): \(message)" }

    static let missingToken = CSRFFailure(
        code: .missingToken,
        message: "The form was submitted without its security token."
    )
    static let malformedToken = CSRFFailure(
        code: .malformedToken,
        message: "The form's security token is damaged."
    )
    static let invalidSignature = CSRFFailure(
        code: .invalidSignature,
        message: "The form's security token was not issued for this form by this site (or the site's secret has changed since)."
    )
    static let issuedInFuture = CSRFFailure(
        code: .issuedInFuture,
        message: "The form's security token claims to be issued in the future; the servers' clocks disagree."
    )

    static func expired(ageSeconds: Int64, maxAgeSeconds: Int64) -> CSRFFailure {
        CSRFFailure(
            code: .expired,
            message: "The form was opened \(describe(seconds: ageSeconds)) ago, and forms expire after \(describe(seconds: maxAgeSeconds)) for your safety."
        )
    }

    private static func describe(seconds: Int64) -> String {
        switch seconds {
        case ..<120: "\(seconds) seconds"
        case ..<7200: "\(seconds / 60) minutes"
        default: "\(seconds / 3600) hours"
        }
    }
}
