import Synchronization

/// Every default message of the built-in rules, in one table, so an app translates or rewords
/// them in one place.
///
/// Rules read `ValidationMessages.current` each time they report an error (unless they were given
/// their own `msg:`), so replacing the table takes effect at once, even for rows already built.
/// Messages that mention a bound are functions of it.
///
/// ```swift
/// ValidationMessages.update { messages in
///     messages.required = "Champ obligatoire"
///     messages.minLength = { "Au moins \($0) caractères" }
/// }
/// ```
public struct ValidationMessages: Sendable {
    /// `RuleRequired`.
    public var required = "Field required!"
    /// `RuleEmail`.
    public var email = "Field value should be a valid email!"
    /// `RuleURL`.
    public var url = "Field value must be an URL!"
    /// `RuleRegExp` and `RuleClosure`.
    public var invalidValue = "Invalid field value!"
    /// `RuleGreaterThan`, given the bound as text.
    public var greaterThan: @Sendable (String) -> String = { "Field value must be greater than \($0)" }
    /// `RuleGreaterOrEqualThan`, given the bound as text.
    public var greaterOrEqualThan: @Sendable (String) -> String = { "Field value must be greater or equals than \($0)" }
    /// `RuleSmallerThan`, given the bound as text.
    public var smallerThan: @Sendable (String) -> String = { "Field value must be smaller than \($0)" }
    /// `RuleSmallerOrEqualThan`, given the bound as text.
    public var smallerOrEqualThan: @Sendable (String) -> String = { "Field value must be smaller or equals than \($0)" }
    /// `RuleMinLength`, given the minimum number of characters.
    public var minLength: @Sendable (Int) -> String = { "Field value must have at least \($0) characters" }
    /// `RuleMaxLength`, given the maximum number of characters. (Eureka said "less than", which
    /// contradicts the rule: the maximum itself is accepted.)
    public var maxLength: @Sendable (Int) -> String = { "Field value must have at most \($0) characters" }
    /// `RuleExactLength`, given the required number of characters.
    public var exactLength: @Sendable (Int) -> String = { "Field value must have exactly \($0) characters" }
    /// `RuleEqualsToRow`: the values differ.
    public var equalsToRow = "Fields don't match!"
    /// `RuleEqualsToRow`: the row to compare with is missing, given its tag.
    public var missingRow: @Sendable (String) -> String = { "No row tagged \"\($0)\" to compare with" }

    /// The English defaults (Eureka's wording).
    ///
    /// ```swift
    /// ValidationMessages.current = ValidationMessages()   // back to the defaults
    /// ```
    public init() {}

    // The process-wide table, by reference. Swift 6.3.1's optimiser (its
    // initialize-static-globals pass) drops the initial value of a `static let` Mutex holding
    // a struct of more than six scalar fields: the global stays zeroed and no initialiser runs.
    // Held as the struct itself (eighteen such fields), the table read back as garbage in
    // release builds, so every default message crashed or made its error vanish and nothing was
    // validated (see Docs/Reliability.md). A reference is one field.
    private static let storage = Mutex(BoundTable(ValidationMessages()))

    // A table bound to the current task (`withCurrent`): one web session can speak French while
    // another speaks English, and tests can pin the defaults without touching the global table.
    // By reference too, for the same reason.
    @TaskLocal private static var taskTable: BoundTable?

    /// A table, immutable, held by reference.
    private final class BoundTable: Sendable {
        let messages: ValidationMessages
        init(_ messages: ValidationMessages) { self.messages = messages }
    }

    /// The table rules read their default messages from: the one bound to the current task by
    /// `withCurrent(_:operation:)` if any, otherwise the process-wide table. Setting it replaces
    /// the process-wide table. Safe to use from any thread.
    ///
    /// ```swift
    /// var messages = ValidationMessages()
    /// messages.email = "Adresse e-mail invalide"
    /// ValidationMessages.current = messages
    /// ```
    public static var current: ValidationMessages {
        get {
            if let table = taskTable { return table.messages }
            return storage.withLock { $0.messages }
        }
        set { storage.withLock { $0 = BoundTable(newValue) } }
    }

    /// Edits the process-wide table in one step, so concurrent edits do not overwrite each other.
    ///
    /// ```swift
    /// ValidationMessages.update { $0.required = "Pflichtfeld" }
    /// ```
    public static func update(_ body: (inout ValidationMessages) -> Void) {
        storage.withLock { table in
            var edited = table.messages
            body(&edited)
            table = BoundTable(edited)
        }
    }

    /// Runs `operation` with `messages` as the current table for this task (and the tasks it
    /// creates), leaving the process-wide table alone.
    ///
    /// ```swift
    /// let errors = ValidationMessages.withCurrent(french) { form.validate() }
    /// ```
    public static func withCurrent<Result>(_ messages: ValidationMessages, operation: () throws -> Result) rethrows -> Result {
        try $taskTable.withValue(BoundTable(messages), operation: operation)
    }

    /// Runs the async `operation` with `messages` as the current table for this task (and the
    /// tasks it creates), leaving the process-wide table alone.
    ///
    /// ```swift
    /// try await ValidationMessages.withCurrent(french) { try await session.run() }
    /// ```
    public static func withCurrent<Result>(
        _ messages: ValidationMessages, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $taskTable.withValue(BoundTable(messages), operation: operation, isolation: isolation)
    }
}
