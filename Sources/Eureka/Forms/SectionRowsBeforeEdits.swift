/// A multivalued section's rows as they were before the user first added, deleted or moved one
/// (see `Form.hasUnsavedChanges`).
struct SectionRowsBeforeEdits {
    let section: Section
    let rows: [BaseRow]

    /// Whether the section's rows are no longer these, in this order.
    var differsFromNow: Bool {
        let now = section.allRows
        return now.count != rows.count || zip(now, rows).contains { $0 !== $1 }
    }
}

extension Form {
    /// Remembers `section`'s rows before the user's first edit of them; later edits keep that
    /// first picture.
    func noteUserEdit(of section: Section) {
        guard !rowsBeforeUserEdits.contains(where: { $0.section === section }) else { return }
        rowsBeforeUserEdits.append(SectionRowsBeforeEdits(section: section, rows: Array(section.allRows)))
    }
}
