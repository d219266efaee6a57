import Eureka

/// What keeps a form from being submitted: validation errors (run now, shown under their rows)
/// and text that did not parse.
enum SubmissionCheck {
    struct Problem {
        var row: BaseRow?
        var message: String
    }

    /// Validates the form (visible rows; disabled rows too, as `Form.validate` does) and lists
    /// every problem, rows in order first, then form-level errors.
    static func problems(in form: Form) -> [Problem] {
        let result = form.validationResult()
        var problems: [Problem] = []
        for row in form.rows {
            if let input = InputErrors.message(for: row) { problems.append(Problem(row: row, message: input)) }
            for error in result.errors(for: row) { problems.append(Problem(row: row, message: error.msg)) }
        }
        for error in result.formErrors { problems.append(Problem(row: nil, message: error.msg)) }
        return problems
    }

    /// Status lines summarising the problems.
    static func summary(_ problems: [Problem]) -> [String] {
        let head = problems.count == 1 ? "Cannot submit: 1 problem" : "Cannot submit: \(problems.count) problems"
        let details = problems.prefix(3).map { problem in
            "\(problem.row?.title ?? problem.row?.tag ?? "Form"): \(problem.message)"
        }
        return [head] + details + (problems.count > 3 ? ["…and \(problems.count - 3) more"] : [])
    }
}
