import Eureka

/// The rows of plain sections that swipe actions removed, carried in a signed hidden field
/// (`_removed`) so that a removed row stays removed: the form is rebuilt from its definition
/// for every request, which would bring the row back on the next post.
///
/// The field holds the removed rows' keys in the order they were removed, each as the form
/// named it then (an untagged row's key counts its place, which earlier removals change), a
/// space between them, then ` !` and the signature. Replaying them in order removes the same
/// rows from a freshly built form. Only the server writes the list, so a post cannot remove a
/// row the person did not; without a signer nothing is carried. Rows of multivalued sections
/// are not listed: their section's own list (`_mv.`) already says which rows remain.
///
/// ```swift
/// RemovedRows.replay(from: PostedFieldIndex(posted), in: session)   // before anything is bound
/// RemovedRows.value(for: session)                                   // the page's `_removed` field, if any
/// ```
enum RemovedRows {
    /// The hidden field's name.
    static let fieldName = "_removed"
    /// The most rows a page carries as removed: each one is a person's action, and a list this
    /// long is no form's.
    static let maximumCount = 1_000

    /// Removes, from `session`'s freshly built form, the rows the page's correctly signed
    /// `_removed` field lists, in order, and remembers them for the next page. A list with a bad
    /// signature is ignored whole; a key naming no row of a plain section is skipped.
    static func replay(from posted: PostedFieldIndex, in session: WebFormSession) {
        guard let signer = session.stateSigner, let value = posted.last(fieldName) else { return }
        guard let payload = signer.verifiedPayload(of: value, as: .removed) else {
            session.ignoredUnverifiedRemovals = true
            return
        }
        for key in payload.split(separator: " ").prefix(maximumCount) {
            let key = String(key)
            guard let row = session.fieldNames.row(forKey: key), let section = row.section, !(section is any MultivaluedSectionType) else { continue }
            section.remove(row: row)
            session.removedRowKeys.append(key)
        }
    }

    /// Records that `row`, named `key`, has just been removed by a swipe action, unless its
    /// section is multivalued (whose list carries it).
    static func record(_ key: String, removedFrom section: Section, in session: WebFormSession) {
        guard !(section is any MultivaluedSectionType), session.removedRowKeys.count < maximumCount else { return }
        session.removedRowKeys.append(key)
    }

    /// The page's signed `_removed` value, or nil when no row was removed or there is no signer.
    static func value(for session: WebFormSession) -> String? {
        guard let signer = session.stateSigner, !session.removedRowKeys.isEmpty else { return nil }
        return signer.signed(session.removedRowKeys.joined(separator: " "), as: .removed)
    }
}
