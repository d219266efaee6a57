import Crypto
import EurekaHTML

/// Signs the state a form page carries for the server (`PageStateSigner`) with an
/// HMAC-SHA256 under the ``ServerSecret``, bound to the form's path, so every instance that
/// shares the secret reads what another wrote and a page of one form cannot lend its state to
/// another. Signs under the current secret; verifies under it or a previous one the secret still
/// accepts (``ServerSecret/acceptingPrevious(_:)``), so a rotation keeps the pages open.
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
        return secret.verificationKeys.contains { key in
            let expected = mac(for: text, key: key)
            // Constant time: every byte is compared whatever the first difference.
            var difference: UInt8 = 0
            for index in 0..<Self.macByteCount { difference |= given[index] ^ expected[index] }
            return difference == 0
        }
    }

    /// Seals `text` with ChaCha20-Poly1305 under a key derived from the secret and the path
    /// (a fresh random nonce each time), as base64url of nonce, ciphertext and tag.
    public func sealed(_ text: String) -> String? {
        guard let box = try? ChaChaPoly.seal(Array(text.utf8), using: sealingKey(from: secret.key)) else { return nil }
        return Base64URL.encode(Array(box.combined))
    }

    /// The text of a value ``sealed(_:)`` sealed for this path under this secret, or nil.
    public func opened(_ sealed: String) -> String? {
        guard let bytes = Base64URL.decode(sealed), let box = try? ChaChaPoly.SealedBox(combined: bytes) else { return nil }
        for key in secret.verificationKeys {
            if let text = try? ChaChaPoly.open(box, using: sealingKey(from: key)) {
                return String(validating: Array(text), as: UTF8.self)
            }
        }
        return nil
    }

    /// A key for sealing alone (never the MAC's own key), bound to the form's path.
    private func sealingKey(from key: SymmetricKey) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(
            inputKeyMaterial: key, info: Array("eureka-page-state-sealing\u{0}\(path)".utf8), outputByteCount: 32)
    }

    /// The MAC of a domain label, the path (length-prefixed) and the text, under `key` (the
    /// current secret's unless verifying).
    private func mac(for text: String, key: SymmetricKey? = nil) -> [UInt8] {
        var data = Array("eureka-page-state\u{0}".utf8)
        let pathBytes = Array(path.utf8)
        appendBigEndian(Int64(pathBytes.count), to: &data)
        data += pathBytes
        data += Array(text.utf8)
        return Array(HMAC<SHA256>.authenticationCode(for: data, using: key ?? secret.key).prefix(Self.macByteCount))
    }
}
