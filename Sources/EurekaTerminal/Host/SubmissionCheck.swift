import Eureka

/// What keeps a form from being submitted: per-row problems the user must fix first.
enum SubmissionCheck {
    struct Problem {
        var row: BaseRow?
        var message: String
    }

    /// Problems in the visible part of the form.
    static func problems(in form: Form) -> [Problem] {
        var problems: [Problem] = []
        for row in form.rows {
            for message in RowErrors.messages(for: row) { problems.append(Problem(row: row, message: message)) }
        }
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
