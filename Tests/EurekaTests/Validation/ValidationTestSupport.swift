import Eureka
import Foundation
import Synchronization

// Rows for the validation tests, defined here because the row catalogue is written elsewhere.

final class URLValueRow: Row<Cell<URL>>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

final class DoubleValueRow: Row<Cell<Double>>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

final class TopicsRow: Row<Cell<Set<String>>>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

/// Only the per-type default-callback test uses this type, so its process-wide default does
/// not run for rows of concurrently running tests.
final class DefaultHookRow: Row<Cell<String>>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

/// Runs `body` with the default (English) message table bound to the task, so tests that read
/// messages are immune to the test that replaces the process-wide table.
func withDefaultMessages<Result>(_ body: () throws -> Result) rethrows -> Result {
    try ValidationMessages.withCurrent(ValidationMessages(), operation: body)
}

/// A string row with a required rule and a callback counter.
final class ValidationProbe {
    let row: StringRow
    private(set) var changes = 0
    private(set) var errorsSeenByCallbacks: [[String]] = []

    init(tag: String = "field", options: ValidationOptions, rules: (StringRow) -> Void = { $0.add(rule: RuleRequired()) }) {
        row = StringRow(tag: tag)
        row.validationOptions = options
        rules(row)
        row.onRowValidationChanged { [unowned self] _, row in
            changes += 1
            errorsSeenByCallbacks.append(row.validationErrors.map(\.code.rawValue))
        }
    }

    var codes: [String] { row.validationErrors.map(\.code.rawValue) }

    func blur() {
        row.isHighlighted = true
        row.isHighlighted = false
    }
}

/// A log that `@Sendable` per-type default callbacks can write to.
final class SharedLog: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ entry: String) { storage.withLock { $0.append(entry) } }
    var entries: [String] { storage.withLock { $0 } }
}
