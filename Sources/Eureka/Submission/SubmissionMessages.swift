import Synchronization

/// The words renderers use when a submit is blocked, in one table to translate or reword.
///
/// ```swift
/// SubmissionMessages.update { $0.cannotSubmit = { "Envoi impossible : \($0) problème(s)" } }
/// ```
public struct SubmissionMessages: Sendable {
    /// The headline, given the number of problems.
    public var cannotSubmit: @Sendable (Int) -> String = { $0 == 1 ? "Cannot submit: 1 problem" : "Cannot submit: \($0) problems" }
    /// The line after a shortened list, given how many were left out.
    public var andMore: @Sendable (Int) -> String = { "…and \($0) more" }
    /// How a problem of the whole form is named.
    public var formProblemTitle = "Form"

    /// The English defaults.
    ///
    /// ```swift
    /// SubmissionMessages.current = SubmissionMessages()
    /// ```
    public init() {}

    // By reference, as `ValidationMessages` keeps its table: Swift 6.3.1's optimiser drops the
    // initial value of a `static let` Mutex holding a struct of more than six scalar fields, and
    // this one (four) is a field or two from that.
    private static let storage = Mutex(Table(SubmissionMessages()))

    /// The table, immutable, held by reference.
    private final class Table: Sendable {
        let messages: SubmissionMessages
        init(_ messages: SubmissionMessages) { self.messages = messages }
    }

    /// The table in use; setting it replaces it for the whole process. Safe from any thread.
    public static var current: SubmissionMessages {
        get { storage.withLock { $0.messages } }
        set { storage.withLock { $0 = Table(newValue) } }
    }

    /// Changes the table in place.
    ///
    /// ```swift
    /// SubmissionMessages.update { $0.formProblemTitle = "Formulaire" }
    /// ```
    public static func update(_ change: (inout SubmissionMessages) -> Void) {
        storage.withLock { table in
            var edited = table.messages
            change(&edited)
            table = Table(edited)
        }
    }
}
