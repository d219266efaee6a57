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
}
