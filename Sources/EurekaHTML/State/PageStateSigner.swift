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
