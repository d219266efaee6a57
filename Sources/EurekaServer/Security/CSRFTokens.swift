import Crypto

/// Issues and verifies stateless CSRF tokens: an HMAC-SHA256, under the ``ServerSecret``, of a
/// random nonce, the issue time and the form's path (plus an optional binding such as a session
/// id), encoded as base64url.
///
/// No server-side storage: any instance sharing the secret verifies a token any other issued.
/// Tokens are issued under the current secret and accepted under it or a previous one the
/// secret still accepts (``ServerSecret/acceptingPrevious(_:)``).
/// A token is accepted for its own path only, for ``maxAge`` after issue; the MAC is compared in
/// constant time, and checked before anything else about the token is revealed.
///
/// ```swift
/// let tokens = CSRFTokens(secret: secret)
/// let token = tokens.issue(for: "/forms/signup")          // into <input type="hidden" name="_csrf">
/// try tokens.verify(posted["_csrf"], for: "/forms/signup")  // throws CSRFFailure
/// ```
public struct CSRFTokens: Sendable {
    /// How long after issue a token is accepted.
    public let maxAge: Duration
    /// How far in the future an issue time may be (clock skew between instances).
    public let allowedClockSkew: Duration
    private let secret: ServerSecret
    private let clock: any WallClock
    private let random: any RandomBytesSource

    private static let version: UInt8 = 1
    private static let nonceCount = 16
    private static let macCount = 32
    /// Version, issue time, nonce, MAC.
    static let tokenByteCount = 1 + 8 + nonceCount + macCount

    /// Tokens signed with `secret`, valid for `maxAge` (default 8 hours: a form left open over
    /// a working day still submits).
    ///
    /// ```swift
    /// let tokens = CSRFTokens(secret: secret, maxAge: .seconds(3600), clock: SystemWallClock())
    /// ```
    public init(
        secret: ServerSecret,
        maxAge: Duration = .seconds(8 * 3600),
        allowedClockSkew: Duration = .seconds(60),
        clock: any WallClock = SystemWallClock(),
        random: any RandomBytesSource = SystemRandomBytes()
    ) {
        self.secret = secret
        self.maxAge = maxAge
        self.allowedClockSkew = allowedClockSkew
        self.clock = clock
        self.random = random
    }

    /// A new token for the form at `path` (the path its POST goes to).
    ///
    /// ```swift
    /// let token = tokens.issue(for: "/forms/signup", binding: session.id)
    /// ```
    public func issue(for path: String, binding: String = "") -> String {
        var token: [UInt8] = [Self.version]
        token.reserveCapacity(Self.tokenByteCount)
        appendBigEndian(clock.secondsSince1970(), to: &token)
        token += random.bytes(count: Self.nonceCount)
        let mac = HMAC<SHA256>.authenticationCode(for: Self.signedData(token, path: path, binding: binding), using: secret.key)
        token += Array(mac)
        return Base64URL.encode(token)
    }

    /// Accepts a token issued by this secret for `path` (and `binding`) less than ``maxAge``
    /// ago, or throws a ``CSRFFailure`` saying why not.
    ///
    /// ```swift
    /// do { try tokens.verify(form.first("_csrf"), for: request.uri.path) }
    /// catch { print(error.code, error.message) }
    /// ```
    public func verify(_ token: String?, for path: String, binding: String = "") throws(CSRFFailure) {
        guard let token, !token.isEmpty else { throw .missingToken }
        guard let bytes = Base64URL.decode(token), bytes.count == Self.tokenByteCount, bytes[0] == Self.version else {
            throw .malformedToken
        }
        let body = Array(bytes[..<(bytes.count - Self.macCount)])
        let mac = bytes[(bytes.count - Self.macCount)...]
        let data = Self.signedData(body, path: path, binding: binding)
        // The current secret first; previous ones (a rotation under way) only when it fails.
        guard secret.verificationKeys.contains(where: { HMAC<SHA256>.isValidAuthenticationCode(Array(mac), authenticating: data, using: $0) })
        else {
            throw .invalidSignature
        }
        let issued = bytes[1..<9].reduce(Int64(0)) { $0 << 8 | Int64($1) }
        let now = clock.secondsSince1970()
        if issued - now > allowedClockSkew.components.seconds {
            throw .issuedInFuture
        }
        if now - issued > maxAge.components.seconds {
            throw .expired(ageSeconds: now - issued, maxAgeSeconds: maxAge.components.seconds)
        }
    }

    /// What the MAC covers: a domain label, the token's body, then the path and binding,
    /// length-prefixed so no two (path, binding) pairs share bytes.
    private static func signedData(_ body: [UInt8], path: String, binding: String) -> [UInt8] {
        var data = Array("eureka-csrf\u{0}".utf8) + body
        for part in [path, binding] {
            let bytes = Array(part.utf8)
            appendBigEndian(Int64(bytes.count), to: &data)
            data += bytes
        }
        return data
    }
}
