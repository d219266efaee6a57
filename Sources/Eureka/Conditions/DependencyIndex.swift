/// Which conditions read which tags, so a value change re-evaluates only its dependents.
///
/// Entries are keyed by the dependent's identity and kind; each keeps a registration serial so
/// dependents are re-evaluated in a stable order (the order their conditions were registered).
struct DependencyIndex {
    /// Something whose condition reads tags.
    enum Dependent {
        case rowHidden(BaseRow)
        case rowDisabled(BaseRow)
        case sectionHidden(Section)

        fileprivate var key: Key {
            switch self {
            case .rowHidden(let row): Key(object: ObjectIdentifier(row), kind: 0)
            case .rowDisabled(let row): Key(object: ObjectIdentifier(row), kind: 1)
            case .sectionHidden(let section): Key(object: ObjectIdentifier(section), kind: 2)
            }
        }

        /// The row this entry's condition belongs to, if a row's.
        var row: BaseRow? {
            switch self {
            case .rowHidden(let row), .rowDisabled(let row): row
            case .sectionHidden: nil
            }
        }

        /// The section the condition lives in: the row's section, or the section itself.
        var section: Section? {
            switch self {
            case .rowHidden(let row), .rowDisabled(let row): row.section
            case .sectionHidden(let section): section
            }
        }

        /// Re-evaluates the condition this entry stands for.
        func evaluate() {
            switch self {
            case .rowHidden(let row): row.evaluateHidden()
            case .rowDisabled(let row): row.evaluateDisabled()
            case .sectionHidden(let section): section.evaluateHidden()
            }
        }
    }

    fileprivate struct Key: Hashable {
        var object: ObjectIdentifier
        var kind: UInt8
    }

    private struct Entry {
        var dependent: Dependent
        var serial: Int
    }

    private var entriesByTag: [String: [Key: Entry]] = [:]
    private var nextSerial = 0

    /// Records that `dependent` reads each of `tags`.
    mutating func register(_ dependent: Dependent, tags: [String]) {
        guard !tags.isEmpty else { return }
        let serial = nextSerial
        nextSerial += 1
        for tag in tags {
            entriesByTag[tag, default: [:]][dependent.key] = Entry(dependent: dependent, serial: serial)
        }
    }

    /// Forgets that `dependent` reads each of `tags`.
    mutating func unregister(_ dependent: Dependent, tags: [String]) {
        for tag in tags {
            entriesByTag[tag]?[dependent.key] = nil
            if entriesByTag[tag]?.isEmpty == true { entriesByTag[tag] = nil }
        }
    }

    /// Whether no condition reads any tag: then a value change has nobody to tell, and the
    /// form skips looking its row up by tag.
    var isEmpty: Bool { entriesByTag.isEmpty }

    /// The dependents of `tag`, in registration order.
    func dependents(of tag: String) -> [Dependent] {
        guard let entries = entriesByTag[tag] else { return [] }
        if entries.count == 1 { return [entries.first!.value.dependent] }
        return entries.values.sorted { $0.serial < $1.serial }.map(\.dependent)
    }

    /// Number of (tag, dependent) pairs; for tests.
    var registrationCount: Int { entriesByTag.values.reduce(0) { $0 + $1.count } }
}
