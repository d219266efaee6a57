import Eureka
import Foundation

// Small custom rows, written the way an app would write them, so the core is tested through its
// public custom-row API without depending on the row catalogue.

final class StringRow: Row<Cell<String>>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

final class IntegerRow: Row<Cell<Int>>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

final class ToggleCell: Cell<Bool>, CellType {
    private(set) var setupCount = 0
    private(set) var updateCount = 0
    override func setup() {
        super.setup()
        setupCount += 1
    }
    override func update() {
        super.update()
        updateCount += 1
        detailTextLabel?.text = (row.value ?? false) ? "on" : "off"
    }
}

final class ToggleRow: Row<ToggleCell>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

/// Records every delegate event as a line of text, so tests compare whole sequences.
final class EventRecorder: FormDelegate {
    var events: [String] = []

    private func describe(_ paths: [IndexPath]) -> String {
        paths.map { "\($0.section).\($0.row)" }.joined(separator: ",")
    }
    private func names(_ rows: [BaseRow]) -> String { rows.map { $0.tag ?? "?" }.joined(separator: ",") }
    private func names(_ sections: [Section]) -> String { sections.map { $0.tag ?? "?" }.joined(separator: ",") }

    func sectionsHaveBeenAdded(_ sections: [Section], at indices: IndexSet) {
        events.append("+S \(names(sections)) @\(indices.map(String.init).joined(separator: ","))")
    }
    func sectionsHaveBeenRemoved(_ sections: [Section], at indices: IndexSet) {
        events.append("-S \(names(sections)) @\(indices.map(String.init).joined(separator: ","))")
    }
    func sectionsHaveBeenReplaced(oldSections: [Section], newSections: [Section], at indices: IndexSet) {
        events.append("~S \(names(oldSections))>\(names(newSections)) @\(indices.map(String.init).joined(separator: ","))")
    }
    func rowsHaveBeenAdded(_ rows: [BaseRow], at indexPaths: [IndexPath]) {
        events.append("+R \(names(rows)) @\(describe(indexPaths))")
    }
    func rowsHaveBeenRemoved(_ rows: [BaseRow], at indexPaths: [IndexPath]) {
        events.append("-R \(names(rows)) @\(describe(indexPaths))")
    }
    func rowsHaveBeenReplaced(oldRows: [BaseRow], newRows: [BaseRow], at indexPaths: [IndexPath]) {
        events.append("~R \(names(oldRows))>\(names(newRows)) @\(describe(indexPaths))")
    }
    func rowHasBeenMoved(_ row: BaseRow, from oldPath: IndexPath, to newPath: IndexPath) {
        events.append("mv \(row.tag ?? "?") \(describe([oldPath]))>\(describe([newPath]))")
    }
    func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) {
        events.append("value \(row.tag ?? "?")")
    }
}

/// Tags of a section's visible rows, for compact expectations.
func tags(_ section: Section) -> [String] { section.map { $0.tag ?? "?" } }
/// Tags of a form's visible sections.
func tags(_ form: Form) -> [String] { form.map { $0.tag ?? "?" } }
