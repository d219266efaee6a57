/// One thing that keeps a form from being submitted: a row's validation error or unreadable
/// input, or an error of the whole form (a cross-field validator without a row).
///
/// ```swift
/// for problem in submission.problems { print(problem.rowTitle ?? "Form", problem.message) }
/// ```
public struct SubmissionProblem {
    /// The row the problem belongs to; nil for the whole form.
    public let row: BaseRow?
    /// What is wrong, for people.
    public let message: String
    /// What is wrong, for programs: the failing rule's code ("required", "maxLength"…),
    /// "input" for text the row could not read, or a value problem's code; nil when unknown.
    public let code: String?

    /// A problem.
    ///
    /// ```swift
    /// SubmissionProblem(row: emailRow, message: "Field required!", code: "required")
    /// ```
    public init(row: BaseRow?, message: String, code: String? = nil) {
        self.row = row
        self.message = message
        self.code = code
    }

    /// How the problem names its row: its title, else its tag; nil for the whole form.
    public var rowTitle: String? {
        guard let row else { return nil }
        if let title = row.title, !title.isEmpty { return title }
        return row.tag
    }
}
