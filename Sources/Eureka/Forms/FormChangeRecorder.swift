/// Collects the rows and sections whose display changed while it records: values, titles,
/// states, visibility, cell updates, moves. Renderers that answer with only what changed (a
/// web page's live updates) read it instead of comparing the whole form.
final class FormChangeRecorder {
    private(set) var rows: [BaseRow] = []
    private(set) var sections: [Section] = []
    private var seenRows = Set<ObjectIdentifier>()
    private var seenSections = Set<ObjectIdentifier>()

    func note(_ row: BaseRow) {
        if seenRows.insert(ObjectIdentifier(row)).inserted { rows.append(row) }
    }

    func note(_ section: Section) {
        if seenSections.insert(ObjectIdentifier(section)).inserted { sections.append(section) }
    }
}

/// What changed on screen while `Form.recordingChanges(_:)` ran.
///
/// ```swift
/// let changes = form.recordingChanges { try? interaction.toggle(switchRow) }
/// for row in changes.rows { redraw(row) }
/// ```
public struct FormChanges {
    /// Rows whose display changed (including rows shown, hidden, removed or moved), in the order
    /// they first changed.
    public let rows: [BaseRow]
    /// Sections shown, hidden, added or removed, in the order they first changed.
    public let sections: [Section]
}

extension Form {
    /// Runs `changes` and reports the rows and sections whose display changed meanwhile. Costs
    /// nothing per unchanged row: the rows report themselves as they change.
    ///
    /// ```swift
    /// let changes = form.recordingChanges { try? interaction.perform(.toggle, on: row) }
    /// ```
    public func recordingChanges(_ changes: () throws -> Void) rethrows -> FormChanges {
        let recorder = FormChangeRecorder()
        let previous = changeRecorder
        changeRecorder = recorder
        defer { changeRecorder = previous }
        try changes()
        return FormChanges(rows: recorder.rows, sections: recorder.sections)
    }
}
