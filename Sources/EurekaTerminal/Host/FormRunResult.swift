import Eureka

/// How a form run in the terminal ended, with the submitted values.
///
/// ```swift
/// let result = try await TerminalFormRunner().run(controller)
/// if result.outcome == .submitted { print(try result.values.jsonString()) }
/// ```
public struct FormRunResult: Sendable, Hashable {
    /// Whether the user submitted or cancelled.
    public enum Outcome: Hashable, Sendable {
        case submitted
        case cancelled
    }

    /// Whether the user submitted or cancelled.
    public var outcome: Outcome
    /// The form's tagged values when it ended (hidden rows excluded), ready for JSON.
    public var values: FormValues

    /// A result.
    public init(outcome: Outcome, values: FormValues) {
        self.outcome = outcome
        self.values = values
    }
}
