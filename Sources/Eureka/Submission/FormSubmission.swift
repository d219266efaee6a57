/// The form's answer to "submit": validated as Eureka's `validate()` does it (hidden rows
/// skipped, disabled rows included), with text that did not parse counting too, and each
/// problem tied to its row. Renderers show the answer; none of them decides it.
///
/// ```swift
/// let submission = form.submission()
/// if submission.isAccepted { save(submission.values) } else { show(submission.summary) }
/// ```
public struct FormSubmission {
    /// What keeps the form from being submitted, rows in order first, then the form's own.
    public let problems: [SubmissionProblem]
    /// The form's values, exported (visible rows).
    public let values: FormValues

    /// A submission answer; `Form.submission()` makes the usual one.
    ///
    /// ```swift
    /// FormSubmission(problems: base.problems + [SubmissionProblem(row: nil, message: "Closed on Sundays")], values: base.values)
    /// ```
    public init(problems: [SubmissionProblem], values: FormValues) {
        self.problems = problems
        self.values = values
    }

    /// Whether nothing keeps the form from being submitted.
    public var isAccepted: Bool { problems.isEmpty }

    /// The first row with a problem, to focus.
    public var firstInvalidRow: BaseRow? { problems.lazy.compactMap(\.row).first }

    /// The rows with problems, in form order, each once.
    public var invalidRows: [BaseRow] {
        var seen = Set<ObjectIdentifier>()
        return problems.compactMap(\.row).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// A one-line headline: "Cannot submit: 2 problems" (from `SubmissionMessages.current`).
    public var headline: String {
        SubmissionMessages.current.cannotSubmit(problems.count)
    }

    /// The headline and up to `limit` problems as "Title: message" lines, then how many more.
    ///
    /// ```swift
    /// submission.summary(limit: 3)   // ["Cannot submit: 4 problems", "Email: Field required!", …, "…and 1 more"]
    /// ```
    public func summary(limit: Int = 3) -> [String] {
        guard !problems.isEmpty else { return [] }
        let messages = SubmissionMessages.current
        let details = problems.prefix(max(0, limit)).map { "\($0.rowTitle ?? messages.formProblemTitle): \($0.message)" }
        let rest = problems.count - details.count
        return [headline] + details + (rest > 0 ? [messages.andMore(rest)] : [])
    }
}

extension Form {
    /// Validates the form as a submit would and says whether it can be submitted. Errors are
    /// stored on their rows (so renderers show them under each row), as `validate()` does.
    ///
    /// ```swift
    /// let submission = form.submission()
    /// submission.firstInvalidRow?.select()
    /// ```
    public func submission() -> FormSubmission {
        let result = validationResult()
        var problems: [SubmissionProblem] = []
        for row in rows {
            if let input = (row as? any InputErrorReporting)?.inputError {
                // The row's rules judged the value kept, not the text refused: their verdict
                // would be about a value nobody typed (the last prefix that read).
                problems.append(SubmissionProblem(row: row, message: input.message, code: "input"))
                continue
            }
            for error in result.errors(for: row) { problems.append(SubmissionProblem(row: row, message: error.msg, code: error.code.rawValue)) }
        }
        for error in result.formErrors { problems.append(SubmissionProblem(row: nil, message: error.msg, code: error.code.rawValue)) }
        return FormSubmission(problems: problems, values: exportValues())
    }
}
