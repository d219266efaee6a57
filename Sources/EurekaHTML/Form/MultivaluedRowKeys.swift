import Eureka

/// Keys of the rows of multivalued sections, stable across insert, delete and reorder: the page
/// carries each section's list of keys, so a row keeps its key (and its field name) wherever it
/// moves, and no count is trusted to rebuild the list.
///
/// ```swift
/// var keys = MultivaluedRowKeys(form: form)   // the definition's rows: "0", "1", …
/// keys.assignNewKey(to: insertedRow, in: section)   // "k2"
/// ```
public struct MultivaluedRowKeys {
    private var keys: [ObjectIdentifier: String] = [:]
    /// Every row given a key, held so that none is freed while its identifier is a key above: a
    /// row inserted after one was deleted could otherwise be made at the freed row's address and
    /// take its key, and two rows would post under one name.
    private var rows: [BaseRow] = []

    /// The most rows a page may list for one multivalued section.
    public static let maximumRowsPerSection = 500

    /// Keys for the rows a freshly built form has: their position in the section, add button left out.
    public init(form: Form) {
        for section in form.allSections {
            guard let multivalued = section as? any MultivaluedSectionType else { continue }
            var index = 0
            for row in section.allRows where row !== multivalued.baseAddButtonRow {
                keys[ObjectIdentifier(row)] = String(index)
                rows.append(row)
                index += 1
            }
        }
    }

    /// The row's key, when it belongs to a multivalued section (the add button has none).
    public func key(for row: BaseRow) -> String? {
        keys[ObjectIdentifier(row)]
    }

    /// The keys of a section's rows, in the order they are shown.
    public func orderedKeys(in section: Section) -> [String] {
        section.allRows.compactMap { keys[ObjectIdentifier($0)] }
    }

    /// Gives a row that was just inserted a key: the one the page sent, or a new one after the
    /// largest in the section.
    public mutating func assign(_ key: String?, to row: BaseRow, in section: Section) {
        rows.append(row)
        if let key, Self.isValid(key), !orderedKeys(in: section).contains(key) {
            keys[ObjectIdentifier(row)] = key
            return
        }
        let taken = orderedKeys(in: section)
        let largest = taken.compactMap { Int($0.drop(while: { !$0.isNumber })) }.max() ?? -1
        var key = "k\(largest.addingReportingOverflow(1).partialValue)"
        // A page's own keys never get this far, but a crafted one ("999999999999") would make
        // the next one too long to post: then the first free short one.
        if !Self.isValid(key) || taken.contains(key) {
            var number = 0
            while taken.contains("k\(number)") { number += 1 }
            key = "k\(number)"
        }
        keys[ObjectIdentifier(row)] = key
    }

    /// Whether a key is one a page could carry: 1 to 12 ASCII letters and digits, and not
    /// `add`, which names the section's add button (`mS-add`).
    public static func isValid(_ key: some StringProtocol) -> Bool {
        (1...12).contains(key.utf8.count) && key.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }
            && key != "add"
    }
}
