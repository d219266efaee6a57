import Eureka

extension WebFormSession {
    /// Puts what a page posted back into the form without acting on it: rows of multivalued
    /// sections as the page listed them, then every value as ``handle(_:)`` binds it, and no
    /// button, command or submit. For a post the server will not act on but must not lose (its
    /// security token has expired): the page comes back holding what the person typed, with a
    /// fresh token, to be checked and sent again.
    ///
    /// Binding is the usual one: hidden and disabled rows and unknown fields are ignored, text
    /// that does not parse is shown back with its error.
    ///
    /// ```swift
    /// let session = WebFormSession(controller: SignUpController())
    /// await session.load()
    /// await session.restoreEntries(posted)   // then render it with a notice saying nothing was sent
    /// ```
    public func restoreEntries(_ posted: PostedForm) async {
        // Without "_do=submit" the changed rows are left in turn, as after "Update", so their
        // blur validation shows what they need.
        var entries = posted
        entries.fields.removeAll { $0.name == "_do" }
        await applyPage(entries, performingItsCommand: false)
    }

    /// Whether the last post carried state the signer did not verify — signed under another
    /// secret (a server restarted with a new one) or altered — whose loss changed the form:
    /// values of rows hidden or locked at the time, titles a callback set, rows swiped away.
    /// Unverified state the form holds anyway (a label's text as its definition writes it) lost
    /// nothing. What the page showed was bound as usual.
    ///
    /// ```swift
    /// await session.restoreEntries(posted)
    /// if session.ignoredUnverifiedState { /* say that part of the page could not be restored */ }
    /// ```
    public var ignoredUnverifiedState: Bool {
        if ignoredUnverifiedRemovals { return true }
        guard let unverifiedKeptPayload, let stateSigner else { return false }
        return unverifiedKeptPayload != KeptValues.payload(for: self, sealingWith: stateSigner)
    }
}
