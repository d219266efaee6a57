import Eureka

/// One drawable piece of a form screen, in reading order: a section's header, each visible row,
/// its footer, and the blank line between sections.
enum FormItem {
    case header(Section)
    case row(BaseRow)
    case footer(Section)
    case gap(Section)

    /// Where an item sits: the section's visible index, then its place within the section.
    struct Position: Comparable {
        var section: Int
        /// -1 header, 0..<rows the rows, rows footer, rows+1 gap.
        var part: Int
        static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.section, lhs.part) < (rhs.section, rhs.part)
        }
    }

    /// The item's position now, or nil when it is no longer shown.
    var position: Position? {
        switch self {
        case .header(let section):
            return section.index.map { Position(section: $0, part: -1) }
        case .row(let row):
            return row.indexPath.map { Position(section: $0.section, part: $0.row) }
        case .footer(let section):
            return section.index.map { Position(section: $0, part: section.count) }
        case .gap(let section):
            return section.index.map { Position(section: $0, part: section.count + 1) }
        }
    }

    /// The row, when the item is one.
    var row: BaseRow? {
        if case .row(let row) = self { return row }
        return nil
    }

    /// Whether two items are the same piece of the same element.
    func isSame(as other: FormItem) -> Bool {
        switch (self, other) {
        case (.header(let a), .header(let b)), (.footer(let a), .footer(let b)), (.gap(let a), .gap(let b)): return a === b
        case (.row(let a), .row(let b)): return a === b
        default: return false
        }
    }
}

/// Walks a form's items in reading order without building a list, so moving through a form of
/// any size costs the same per step.
struct FormItems {
    let form: Form
    /// A section's header and footer lines (read once per frame by the screen).
    let lines: (Section) -> (header: [String], footer: [String])

    /// The item at a position, if the position is valid (a header or footer exists, a row index
    /// is in range; the gap exists after every section but the last).
    func item(at position: FormItem.Position) -> FormItem? {
        guard position.section >= 0, position.section < form.count else { return nil }
        let section = form[position.section]
        switch position.part {
        case -1:
            return hasHeader(section) ? .header(section) : nil
        case 0..<section.count:
            return .row(section[position.part])
        case section.count:
            return hasFooter(section) ? .footer(section) : nil
        case section.count + 1:
            return position.section < form.count - 1 ? .gap(section) : nil
        default:
            return nil
        }
    }

    /// The first item of the form.
    var first: FormItem? {
        firstItem(from: FormItem.Position(section: 0, part: -1))
    }

    /// The last item of the form.
    var last: FormItem? {
        guard !form.isEmpty else { return nil }
        let lastSection = form.count - 1
        return lastItem(from: FormItem.Position(section: lastSection, part: form[lastSection].count + 1))
    }

    /// The item after `item`.
    func next(after item: FormItem) -> FormItem? {
        guard let position = item.position else { return nil }
        return firstItem(from: successor(of: position))
    }

    /// The item before `item`.
    func previous(before item: FormItem) -> FormItem? {
        guard let position = item.position else { return nil }
        return lastItem(from: predecessor(of: position))
    }

    private func hasHeader(_ section: Section) -> Bool {
        section.header != nil && !lines(section).header.isEmpty
    }

    private func hasFooter(_ section: Section) -> Bool {
        section.footer != nil && !lines(section).footer.isEmpty
    }

    private func successor(of position: FormItem.Position) -> FormItem.Position {
        let rows = form[position.section].count
        if position.part >= rows + 1 { return FormItem.Position(section: position.section + 1, part: -1) }
        return FormItem.Position(section: position.section, part: position.part + 1)
    }

    private func predecessor(of position: FormItem.Position) -> FormItem.Position {
        if position.part <= -1 {
            let previous = position.section - 1
            guard previous >= 0 else { return FormItem.Position(section: -1, part: 0) }
            return FormItem.Position(section: previous, part: form[previous].count + 1)
        }
        return FormItem.Position(section: position.section, part: position.part - 1)
    }

    private func firstItem(from start: FormItem.Position) -> FormItem? {
        var position = start
        while position.section < form.count {
            if let item = item(at: position) { return item }
            position = successor(of: position)
        }
        return nil
    }

    private func lastItem(from start: FormItem.Position) -> FormItem? {
        var position = start
        while position.section >= 0 {
            if let item = item(at: position) { return item }
            position = predecessor(of: position)
        }
        return nil
    }
}
