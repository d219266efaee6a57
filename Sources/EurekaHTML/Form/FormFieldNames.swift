import Eureka

/// The names rows and sections go by on a page: field names, element ids, and back.
///
/// A tagged row is named after its tag (`t-email`); an untagged row, or one whose tag an earlier
/// row has, after its place in the form definition (`p2-0`, section 2, row 0, counting hidden
/// ones, so the name is the same on every request); a row of a multivalued section after a key of its own that travels with the page
/// (`m1-k3`), so inserting, deleting and reordering never shift another row's name.
///
/// Element ids are a key behind a prefix of ``FormElementID``, whose rule keeps them unique:
/// build them there, never by adding a suffix to another id.
///
/// ```swift
/// let names = FormFieldNames(form: form, multivaluedKeys: keys)
/// names.key(for: emailRow)      // "t-email"
/// names.row(forKey: "t-email")  // emailRow
/// ```
public struct FormFieldNames {
    private var keysByRow: [ObjectIdentifier: String] = [:]
    private var rowsByKey: [String: BaseRow] = [:]
    private var keysBySection: [ObjectIdentifier: String] = [:]
    private var sectionsByKey: [String: Section] = [:]

    /// Names every row and section of `form`; rows of multivalued sections take their keys from
    /// `multivaluedKeys`.
    public init(form: Form, multivaluedKeys: MultivaluedRowKeys) {
        // Sized once: growing two tables of a thousand names rehashed them about ten times.
        let sections = form.allSections
        let rowCount = sections.reduce(0) { $0 + $1.allRows.count }
        keysByRow.reserveCapacity(rowCount)
        rowsByKey.reserveCapacity(rowCount)
        for (sectionIndex, section) in sections.enumerated() {
            let sectionKey = "s\(sectionIndex)"
            keysBySection[ObjectIdentifier(section)] = sectionKey
            sectionsByKey[sectionKey] = section
            let addButton = (section as? any MultivaluedSectionType)?.baseAddButtonRow
            for (rowIndex, row) in section.allRows.enumerated() {
                let key: String
                if let rowKey = multivaluedKeys.key(for: row) {
                    key = "m\(sectionIndex)-\(rowKey)"
                } else if let addButton, addButton === row {
                    // The add button moves as rows are inserted before it: its name must not.
                    key = "m\(sectionIndex)-add"
                } else if let tag = row.tag, case let tagged = HTMLIdentifier(sanitizing: tag, prefix: "t-").value, rowsByKey[tagged] == nil {
                    key = tagged
                } else {
                    // Untagged, or a tag an earlier row has (a definition error the form reports):
                    // two fields of one name made an invalid page whose post lost what was typed.
                    key = "p\(sectionIndex)-\(rowIndex)"
                }
                keysByRow[ObjectIdentifier(row)] = key
                rowsByKey[key] = row
            }
        }
    }

    /// The row's field name (and the stem of its element ids, made by ``FormElementID``).
    public func key(for row: BaseRow) -> String {
        keysByRow[ObjectIdentifier(row)] ?? "r-unknown"
    }

    /// The row a field name names, if any.
    public func row(forKey key: String) -> BaseRow? {
        rowsByKey[key]
    }

    /// The section's name on the page (`s0`, `s1`, … in definition order).
    public func key(for section: Section) -> String {
        keysBySection[ObjectIdentifier(section)] ?? "s-unknown"
    }

    /// The section a name names, if any.
    public func section(forKey key: String) -> Section? {
        sectionsByKey[key]
    }
}
