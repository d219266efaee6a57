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

    private static let storage = Mutex(SubmissionMessages())

    /// The table in use; setting it replaces it for the whole process. Safe from any thread.
    public static var current: SubmissionMessages {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// Changes the table in place.
    ///
    /// ```swift
    /// SubmissionMessages.update { $0.formProblemTitle = "Formulaire" }
    /// ```
    public static func update(_ change: (inout SubmissionMessages) -> Void) {
        storage.withLock { change(&$0) }
    }
}
