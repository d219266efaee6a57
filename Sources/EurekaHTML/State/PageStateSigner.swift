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
}

extension PageStateSigner {
    /// `payload` followed by ` !` and its signature: the form of the page's signed lists
    /// (`_shown`, `_removed`); a signature holds no "!", so the last ` !` marks it.
    ///
    /// ```swift
    /// signer.signed("t-invoice")   // "t-invoice !Xk3…"
    /// ```
    func signed(_ payload: String) -> String {
        payload + " !" + signature(for: payload)
    }

    /// The payload of a value `signed(_:)` wrote, or nil when it has no signature or a wrong one.
    ///
    /// ```swift
    /// signer.verifiedPayload(signer.signed("a b"))   // "a b"
    /// ```
    func verifiedPayload(of value: String) -> Substring? {
        guard let mark = value.range(of: " !", options: .backwards) else { return nil }
        let payload = value[..<mark.lowerBound]
        return isValid(String(value[mark.upperBound...]), for: String(payload)) ? payload : nil
    }
}
