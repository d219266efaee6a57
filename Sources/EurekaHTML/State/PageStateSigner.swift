/// Signs state a page carries for the server (the values of rows the page does not show), so
/// a post can return it and nobody can forge it: a server implements it with a keyed MAC under
/// its secret (`EurekaServer`'s `HMACPageStateSigner`).
///
/// Without a signer, a session keeps no such state: a row's value lives only in its field, and
/// a row hidden between two requests comes back with its definition's value.
///
/// ```swift
/// struct Signer: PageStateSigner {
///     func signature(for text: String) -> String { mac(text) }
/// }
/// session.stateSigner = Signer()
/// ```
public protocol PageStateSigner: Sendable {
    /// The signature of `text`: URL-safe characters, no spaces or dots, the same for the same
    /// text on every instance that shares the secret.
    ///
    /// ```swift
    /// let signed = payload + "." + signer.signature(for: payload)
    /// ```
    func signature(for text: String) -> String

    /// Whether `signature` is this signer's for `text`, compared in constant time.
    ///
    /// ```swift
    /// guard signer.isValid(signature, for: payload) else { return }
    /// ```
    func isValid(_ signature: String, for text: String) -> Bool

    /// `text` sealed so that only the server can read it back: the value of a secure field
    /// (a password) whose row the page carries without showing it. URL-safe characters. Nil —
    /// the default — when this signer cannot seal: such values are then not carried, and a
    /// password hidden by a condition is typed again when its row comes back.
    ///
    /// ```swift
    /// let sealed = signer.sealed("s3cret")   // "q1Xv…", different every time
    /// ```
    func sealed(_ text: String) -> String?

    /// The text `sealed(_:)` sealed, or nil when `sealed` is not this signer's.
    ///
    /// ```swift
    /// signer.opened(sealed)   // "s3cret"
    /// ```
    func opened(_ sealed: String) -> String?
}

extension PageStateSigner {
    /// Cannot seal: secure values are not carried.
    public func sealed(_ text: String) -> String? { nil }

    /// Cannot seal, so opens nothing.
    public func opened(_ sealed: String) -> String? { nil }
}

/// What a piece of signed page state is for. Each piece is signed under its purpose, so a
/// signature made for one is never valid for another: `_kept` carries text the person typed,
/// and without the purpose a crafted post could resend that text, with its signature, as a
/// `_shown` or `_removed` list naming rows the page never showed or removed.
enum PageStatePurpose: String {
    /// The values of hidden, disabled and read-only rows (`_kept`).
    case kept
    /// The fields a page showed and their digests (`_shown`).
    case shown
    /// The rows a page's swipe actions removed (`_removed`).
    case removed

    /// The text signed for `payload`: the purpose, a NUL (which no purpose holds, so the
    /// prefixes are unambiguous), then the payload.
    func message(for payload: some StringProtocol) -> String {
        rawValue + "\u{0}" + payload
    }
}

extension PageStateSigner {
    /// The signature of `payload` signed as `purpose`.
    ///
    /// ```swift
    /// signer.signature(for: payload, as: .kept)
    /// ```
    func signature(for payload: some StringProtocol, as purpose: PageStatePurpose) -> String {
        signature(for: purpose.message(for: payload))
    }

    /// Whether `signature` is this signer's for `payload` signed as `purpose`.
    ///
    /// ```swift
    /// signer.isValid(signature, for: payload, as: .kept)
    /// ```
    func isValid(_ signature: String, for payload: some StringProtocol, as purpose: PageStatePurpose) -> Bool {
        isValid(signature, for: purpose.message(for: payload))
    }

    /// `payload` followed by ` !` and its signature as `purpose`: the form of the page's signed
    /// lists (`_shown`, `_removed`); a signature holds no "!", so the last ` !` marks it.
    ///
    /// ```swift
    /// signer.signed("t-invoice", as: .removed)   // "t-invoice !Xk3…"
    /// ```
    func signed(_ payload: String, as purpose: PageStatePurpose) -> String {
        payload + " !" + signature(for: payload, as: purpose)
    }

    /// The payload of a value `signed(_:as:)` wrote for `purpose`, or nil when it has no
    /// signature, a wrong one, or one made for another purpose.
    ///
    /// ```swift
    /// signer.verifiedPayload(of: signer.signed("a b", as: .shown), as: .shown)   // "a b"
    /// ```
    func verifiedPayload(of value: String, as purpose: PageStatePurpose) -> Substring? {
        guard let mark = value.range(of: " !", options: .backwards) else { return nil }
        let payload = value[..<mark.lowerBound]
        return isValid(String(value[mark.upperBound...]), for: payload, as: purpose) ? payload : nil
    }
}
