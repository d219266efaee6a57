import Eureka

// A JSON body — the shape `exportValues()` writes — bound to the freshly built form through
// the core's value import, then validated as a submit, exactly as a posted page is.
extension WebFormSession {
    /// What a JSON submission came to.
    public enum JSONOutcome {
        /// Nothing blocked the submit: the form's values.
        case submitted(FormValues)
        /// Problems: values refused before binding, then those the rows could not take (in
        /// document order), then the submission's.
        case invalid([JSONFieldError])
    }

    /// A value a JSON body carried that was refused before binding (a text over the value
    /// limit): `error` stands for its top-level `key`, whose row is not judged on what it
    /// holds instead (a text's start, as a page's field holds it).
    ///
    /// ```swift
    /// let refused = WebFormSession.RefusedJSONValue(
    ///     key: "notes", error: .init(tag: "notes", rule: "valueTooLong", message: "This text is too long."))
    /// ```
    public struct RefusedJSONValue: Sendable, Hashable {
        /// The body's top-level key the value was under (the row's or the list's tag).
        public var key: String
        /// The error to answer with; its tag may name an element ("tags[2]").
        public var error: JSONFieldError

        /// A refused value under `key`.
        ///
        /// ```swift
        /// WebFormSession.RefusedJSONValue(key: "tags", error: .init(tag: "tags[2]", rule: "valueTooLong", message: "…"))
        /// ```
        public init(key: String, error: JSONFieldError) {
            self.key = key
            self.error = error
        }
    }

    /// One error of a JSON submission, as an API answer lists it.
    public struct JSONFieldError: Sendable, Hashable, Codable {
        /// The row's tag (or a multivalued element, "tag[2]"); nil for an error of the whole form.
        public var tag: String?
        /// The failing rule's code ("required", "maxLength"…), "input", or a value problem's code.
        public var rule: String?
        /// The message, from the same table the page and the terminal use.
        public var message: String

        /// An error.
        ///
        /// ```swift
        /// WebFormSession.JSONFieldError(tag: "age", rule: "required", message: "Field required!")
        /// ```
        public init(tag: String?, rule: String?, message: String) {
            self.tag = tag
            self.rule = rule
            self.message = message
        }
    }

    /// Binds `values` to the form (options loaded first, then each row by tag in document
    /// order; hidden, disabled and read-only rows ignore theirs) and submits. Texts are taken as
    /// a page shows them: line breaks as "\n", control characters dropped. `refused` lists what
    /// the body carried that could not be taken as it was: each is an error, and the rows
    /// under those keys are not judged on what they hold instead.
    ///
    /// ```swift
    /// switch await session.handleJSON(try JSONDecoder().decode(FormValues.self, from: body)) {
    /// case .submitted(let values): save(values)
    /// case .invalid(let errors): answer422(errors)
    /// }
    /// ```
    public func handleJSON(
        _ values: FormValues, refused: [RefusedJSONValue] = [], unknownKeys: FormInteraction.UnknownKeys = .report
    ) async -> JSONOutcome {
        isPristine = false
        await loadOptions()
        let interaction = controller.interaction
        let problems = form.withBlurValidationLeftToSubmission {
            // Text as a page would post it: JSON may carry characters a page cannot.
            interaction.apply(values.withTextAsShown(), unknownKeys: unknownKeys, maximumListLength: MultivaluedRowKeys.maximumRowsPerSection)
        }
        await runScheduledWork()
        interaction.endEditing()
        let submission = controller.submission()
        guard refused.isEmpty, problems.isEmpty, submission.isAccepted else {
            blockedSubmission = submission
            let keyed = Set(problems.map(\.key) + refused.map(\.key))
            let fromValues = refused.map(\.error) + problems.map { JSONFieldError(tag: $0.key, rule: $0.code.rawValue, message: $0.message) }
            // A row whose value was refused keeps its old value: its rules' verdict on that
            // would only repeat the problem in other words.
            let fromSubmission = submission.problems.filter { problem in problem.row?.tag.map { !keyed.contains($0) } ?? true }
                .map { JSONFieldError(tag: $0.row?.tag, rule: $0.code, message: $0.message) }
            return .invalid(fromValues + fromSubmission)
        }
        return .submitted(submission.values)
    }
}
