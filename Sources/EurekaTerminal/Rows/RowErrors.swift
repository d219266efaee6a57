import Eureka

/// The messages shown under a row: errors from sources registered by the row kinds that have
/// them (field input errors, validation errors), in registration order.
enum RowErrors {
    /// A source of messages for a row.
    typealias Source = @Sendable (BaseRow) -> [String]

    static let sources: [Source] = []

    static func messages(for row: BaseRow) -> [String] {
        sources.flatMap { $0(row) }
    }
}
