import Eureka

/// One binding of a posted page's values to its session's form: the rows done, the rows the page
/// changed (touched), and one action buffer reused for every row.
///
/// Restoring what the page showed comes first when the page said what it showed; the rest is
/// then applied in document order (see ``ShownFields``).
///
/// ```swift
/// var binding = ValueBinding(rowsWithFields: reader.rowsWithFields())
/// if let shown = ShownFields(fields) { binding.restoreUnchanged(in: session, reader: reader, shown: shown) }
/// binding.applyRemaining(in: session, reader: reader)
/// ```
struct ValueBinding {
    /// The rows something was posted for.
    let rowsWithFields: Set<ObjectIdentifier>
    /// Rows whose posted value has been applied (or found to ask for nothing).
    private var done: Set<ObjectIdentifier>
    /// Rows the page showed, by its own (trusted) word: they take their posted values even once
    /// a change earlier in the post has hidden them.
    private var shownOnPage = Set<ObjectIdentifier>()
    /// Rows whose posted value changed them, in the order they were changed.
    private(set) var touched: [BaseRow] = []
    /// The actions of the row at hand: most rows give one, and an array per row was an
    /// allocation per posted field.
    private var actions: [PostedValueReader.Item] = []

    init(rowsWithFields: Set<ObjectIdentifier>) {
        self.rowsWithFields = rowsWithFields
        done = Set(minimumCapacity: rowsWithFields.count)
    }

    /// Applies the posted values of the fields the page showed and the user left alone.
    mutating func restoreUnchanged(in session: WebFormSession, reader: PostedValueReader, shown: ShownFields) {
        switch shown.basis {
        case .definition:
            // The page showed the freshly built form: the rows it shows are the rows the page
            // showed, and a field the user left alone asks nothing of its row. Restoring applies
            // nothing, so nothing moves meanwhile and one look at each row suffices.
            for row in session.form.allRows where isBindable(row) {
                shownOnPage.insert(ObjectIdentifier(row))
                actions.removeAll(keepingCapacity: true)
                reader.appendActions(for: row, control: row.bindingControl, to: &actions)
                if actions.isEmpty { done.insert(ObjectIdentifier(row)) }
            }
        case .digests(let digests):
            if shown.isSigned {
                for key in digests.keys {
                    if let row = reader.names.row(forKey: key) { shownOnPage.insert(ObjectIdentifier(row)) }
                }
            }
            // Twice: a restored row may show rows below it, and its callbacks may move a row
            // restored before it, which the second look puts back as the page showed it.
            for _ in 0..<2 {
                for row in session.form.allRows where isBindable(row) {
                    if done.contains(ObjectIdentifier(row)) {
                        if apply(to: row, in: session, reader: reader), !touched.contains(where: { $0 === row }) { touched.append(row) }
                        continue
                    }
                    let key = reader.names.key(for: row)
                    guard let shownDigest = digests[key] else { continue }
                    let control = row.bindingControl
                    let postedDigest = ShownFields.digest(posted: reader.posted, control: control, key: key, row: row, names: reader.names)
                    guard postedDigest == shownDigest else { continue }
                    done.insert(ObjectIdentifier(row))
                    if apply(to: row, control: control, in: session, reader: reader) { touched.append(row) }
                }
            }
        }
    }

    /// Applies the posted values not applied yet, in document order; a second pass takes rows
    /// that only became shown once later values arrived.
    mutating func applyRemaining(in session: WebFormSession, reader: PostedValueReader) {
        for _ in 0..<2 {
            for row in session.form.allRows where isBindable(row) && !done.contains(ObjectIdentifier(row)) {
                done.insert(ObjectIdentifier(row))
                if apply(to: row, in: session, reader: reader) { touched.append(row) }
            }
        }
    }

    /// Whether binding takes `row` now: something was posted for it, it is shown and enabled
    /// (or the page showed it enabled: a change earlier in the post may have hidden or locked
    /// it since), and it is edited in place (inline rows are edited through their parent).
    private func isBindable(_ row: BaseRow) -> Bool {
        guard rowsWithFields.contains(ObjectIdentifier(row)), row.inlineParentRow == nil else { return false }
        if row.isShownInForm && !row.isDisabled { return true }
        return shownOnPage.contains(ObjectIdentifier(row))
    }

    /// Performs what was posted for `row`; whether anything was (the reader asks for nothing
    /// when the page shows what the row has, so a row with actions is one the page changed).
    private mutating func apply(to row: BaseRow, control: RowControl? = nil, in session: WebFormSession, reader: PostedValueReader) -> Bool {
        // A row the page showed enabled takes what the person typed into it, even when a change
        // earlier in the post (the switch above it) has locked it since: as in the terminal,
        // where they typed first and locked after.
        guard !row.isDisabled else { return row.withDisabledSetAside { apply(to: row, in: session, reader: reader) } }
        actions.removeAll(keepingCapacity: true)
        reader.appendActions(for: row, control: control ?? row.bindingControl, to: &actions)
        guard !actions.isEmpty else { return false }
        session.apply(actions, to: row)
        return true
    }
}
