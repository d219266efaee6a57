import Eureka

/// What a live answer says a list's add, delete or move button did, for the page's live
/// region: "Deleted Swift", "Moved Rust to position 1 of 3", "Added a row to Tags".
///
/// Taken before the command runs (a deleted row's name is gone after it), worded after.
///
/// ```swift
/// let said = ListCommandAnnouncement(posted, names: names, interaction: interaction)
/// let focused = performCommand(posted)
/// answer.announce = said?.sentence(after: focused)
/// ```
struct ListCommandAnnouncement {
    private enum Kind {
        case insert(section: String?)
        case delete(row: BaseRow, name: String)
        case move(row: BaseRow, name: String, from: Int?)
    }

    private let kind: Kind

    /// The command `posted` carries, if it is one of a list's. Rows are brought up to date
    /// first: a title or value set by `cellUpdate` is part of the name.
    init?(_ posted: PostedForm, names: FormFieldNames, interaction: FormInteraction) {
        func name(_ row: BaseRow) -> String {
            interaction.prepareForDisplay(row)
            return HTMLFormRenderer.toolName(row.describe())
        }
        if let key = posted.first("_insert"), let section = names.section(forKey: key) {
            kind = .insert(section: section.header?.title)
        } else if let key = posted.first("_action"), let row = names.row(forKey: key), let section = row.section,
            (section as? any MultivaluedSectionType)?.baseAddButtonRow === row
        {
            kind = .insert(section: section.header?.title)
        } else if let row = posted.first("_delete").flatMap(names.row(forKey:)) {
            kind = .delete(row: row, name: name(row))
        } else if let row = (posted.first("_up") ?? posted.first("_down")).flatMap(names.row(forKey:)) {
            kind = .move(row: row, name: name(row), from: Self.position(of: row)?.index)
        } else {
            return nil
        }
    }

    /// The sentence, once the command has run; `focused` is the row it focused (one added).
    func sentence(after focused: BaseRow?) -> String? {
        switch kind {
        case .insert(let section):
            guard focused != nil else { return nil }
            return section.map { "Added a row to \($0)" } ?? "Added a row"
        case .delete(let row, let name):
            // A delete refused (a row not shown) leaves the row in its section.
            return row.section == nil ? "Deleted \(name)" : nil
        case .move(let row, let name, let from):
            // A move refused (at the end of the list) said nothing before, and says nothing.
            guard let now = Self.position(of: row), now.index != from else { return nil }
            return "Moved \(name) to position \(now.index + 1) of \(now.count)"
        }
    }

    /// Where `row` stands among its list's rows (the add button apart), and how many there are.
    private static func position(of row: BaseRow) -> (index: Int, count: Int)? {
        guard let section = row.section else { return nil }
        let addButton = (section as? any MultivaluedSectionType)?.baseAddButtonRow
        // An array, not `section.filter`: a Section is range-replaceable, and filtering one
        // makes a new Section that takes the rows from the form.
        let rows: [BaseRow] = section.compactMap { $0 === addButton ? nil : $0 }
        return rows.firstIndex { $0 === row }.map { ($0, rows.count) }
    }
}
