import Crypto
import EurekaHTML

/// Signs the state a form page carries for the server (`PageStateSigner`) with an
/// HMAC-SHA256 under the ``ServerSecret``, bound to the form's path, so every instance that
/// shares the secret reads what another wrote and a page of one form cannot lend its state to
/// another.
///
/// ```swift
/// session.stateSigner = HMACPageStateSigner(secret: configuration.secret, path: "/signup")
/// ```
public struct HMACPageStateSigner: PageStateSigner {
    private let secret: ServerSecret
    private let path: String

    /// The MAC is cut to 16 bytes (22 characters): forging one is still a 2¹²⁸ guess, and a
    /// large form's page carries several.
    private static let macByteCount = 16

    /// A signer for the form at `path`.
    ///
    /// ```swift
    /// let signer = HMACPageStateSigner(secret: server.configuration.secret, path: route.path)
    /// ```
    public init(secret: ServerSecret, path: String) {
        self.secret = secret
        self.path = path
    }

    public func signature(for text: String) -> String {
        Base64URL.encode(mac(for: text))
    }

    public func isValid(_ signature: String, for text: String) -> Bool {
        guard let given = Base64URL.decode(signature), given.count == Self.macByteCount else { return false }
        let expected = mac(for: text)
        // Constant time: every byte is compared whatever the first difference.
        var difference: UInt8 = 0
        for index in 0..<Self.macByteCount { difference |= given[index] ^ expected[index] }
        return difference == 0
    }

    /// The MAC of a domain label, the path (length-prefixed) and the text.
    private func mac(for text: String) -> [UInt8] {
        var data = Array("eureka-page-state\u{0}".utf8)
        let pathBytes = Array(path.utf8)
        appendBigEndian(Int64(pathBytes.count), to: &data)
        data += pathBytes
        data += Array(text.utf8)
        return Array(HMAC<SHA256>.authenticationCode(for: data, using: secret.key).prefix(Self.macByteCount))
    }
}
