import Eureka

/// The messages shown under a row: its validation errors (as its validation options last
/// produced them) and, for fields, text that did not parse.
enum RowErrors {
    static func messages(for row: BaseRow) -> [String] {
        var messages = row.validationErrors.map(\.msg)
        if let input = InputErrors.message(for: row) { messages.insert(input, at: 0) }
        return messages
    }
}

/// Input errors of rows that parse typed text (fields, dates): the last text that did not parse.
enum InputErrors {
    static func message(for row: BaseRow) -> String? {
        (row as? InputErrorReporting)?.inputError?.message
    }
}
