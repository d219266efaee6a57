import EurekaPredicate
import Foundation

/// A mistake in how a form is defined (not in what the user typed): a duplicate tag, a malformed
/// condition, an anchor row that is not in the section. The form keeps working; the offending
/// element is left as it was.
///
/// ```swift
/// form.onDefinitionError = { error in logger.error("\(error)") }
/// try form.checkDefinition()   // throws the first recorded error
/// ```
public struct FormDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which kind of mistake it is. New kinds may be added, so `switch` over it with a `default`.
    ///
    /// ```swift
    /// switch error.code {
    /// case .duplicateTag: highlight(error.element)
    /// default: log(error)
    /// }
    /// ```
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name, e.g. `"duplicateTag"`.
        public let rawValue: String

        /// Creates a code from its name; the library's codes are the static constants.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Two rows or sections use the same tag; the later one is not reachable by tag.
        public static let duplicateTag = Code(rawValue: "duplicateTag")
        /// A predicate condition does not parse; the element keeps its last state.
        public static let malformedCondition = Code(rawValue: "malformedCondition")
        /// `insert(row:after:)` was given an anchor row that is not in the section.
        public static let rowNotInSection = Code(rawValue: "rowNotInSection")
        /// The same row was given twice in one insertion; it was inserted once.
        public static let rowAddedTwice = Code(rawValue: "rowAddedTwice")
        /// A multivalued section was asked to insert a row but has no `multivaluedRowToInsertAt`.
        public static let missingRowProvider = Code(rawValue: "missingRowProvider")
        /// Value changes nested too deep: `onChange` callbacks set values whose callbacks set
        /// values back, without end. The changes beyond the limit were made, but their
        /// callbacks did not run.
        public static let runawayChanges = Code(rawValue: "runawayChanges")
        /// A validation rule cannot work as written (a pattern that does not compile): it
        /// refuses every value, so the form can never be submitted.
        public static let malformedRule = Code(rawValue: "malformedRule")
        /// A row's limits contradict each other (a minimum above its maximum, a step that is not
        /// above zero, a minute interval that does not divide an hour): the row cannot offer the
        /// values it describes, and renderers would each make something different of it.
        public static let contradictoryBounds = Code(rawValue: "contradictoryBounds")

        /// The code's name.
        public var description: String { rawValue }
    }

    /// What is wrong: a code, and the detail that goes with it (the tag, the anchor row, the
    /// syntax error). A struct rather than an enum so new kinds do not break clients' code.
    ///
    /// ```swift
    /// if error.reason == .duplicateTag("email") { … }
    /// error.reason.code == .malformedCondition   // then error.reason.syntaxError says where
    /// ```
    public struct Reason: Sendable, Hashable {
        /// Which kind of mistake it is.
        public let code: Code
        /// The tag, row or anchor concerned, when the kind has one.
        public let subject: String?
        /// For `.malformedCondition`: what the parser expected, and where.
        public let syntaxError: PredicateSyntaxError?

        private init(code: Code, subject: String? = nil, syntaxError: PredicateSyntaxError? = nil) {
            self.code = code
            self.subject = subject
            self.syntaxError = syntaxError
        }

        /// Two rows or sections use the same tag; the later one is not reachable by tag.
        ///
        /// ```swift
        /// form.definitionErrors.first?.reason == .duplicateTag("email")
        /// ```
        public static func duplicateTag(_ tag: String) -> Reason { Reason(code: .duplicateTag, subject: tag) }

        /// A predicate condition does not parse; the element keeps its last state.
        ///
        /// ```swift
        /// FormDefinitionError.Reason.malformedCondition(syntaxError).syntaxError?.offset
        /// ```
        public static func malformedCondition(_ error: PredicateSyntaxError) -> Reason {
            Reason(code: .malformedCondition, syntaxError: error)
        }

        /// `insert(row:after:)` was given an anchor row that is not in the section.
        ///
        /// ```swift
        /// error.reason == .rowNotInSection(anchor: "TextRow \"stranger\"")
        /// ```
        public static func rowNotInSection(anchor: String) -> Reason { Reason(code: .rowNotInSection, subject: anchor) }

        /// The same row was given twice in one insertion; it was inserted once.
        ///
        /// ```swift
        /// error.reason == .rowAddedTwice(row: "TextRow \"name\"")
        /// ```
        public static func rowAddedTwice(row: String) -> Reason { Reason(code: .rowAddedTwice, subject: row) }

        /// A multivalued section was asked to insert a row but has no `multivaluedRowToInsertAt`.
        ///
        /// ```swift
        /// error.reason == .missingRowProvider
        /// ```
        public static let missingRowProvider = Reason(code: .missingRowProvider)

        /// `onChange` callbacks nested deeper than `depth`, last on the row the error names;
        /// the deeper changes' callbacks did not run.
        ///
        /// ```swift
        /// error.reason == .runawayChanges(depth: Form.maximumChangeNesting)
        /// ```
        public static func runawayChanges(depth: Int) -> Reason { Reason(code: .runawayChanges, subject: String(depth)) }

        /// A validation rule cannot work as written; `problem` says why.
        ///
        /// ```swift
        /// error.reason.code == .malformedRule
        /// ```
        public static func malformedRule(_ problem: String) -> Reason { Reason(code: .malformedRule, subject: problem) }

        /// A row's limits contradict each other; `problem` says how.
        ///
        /// ```swift
        /// error.reason.code == .contradictoryBounds
        /// ```
        public static func contradictoryBounds(_ problem: String) -> Reason { Reason(code: .contradictoryBounds, subject: problem) }
    }

    /// What is wrong.
    public var reason: Reason
    /// The row or section concerned, e.g. `TextRow "email"`.
    public var element: String

    /// Which kind of mistake it is (the reason's code).
    ///
    /// ```swift
    /// form.definitionErrors.filter { $0.code == .duplicateTag }
    /// ```
    public var code: Code { reason.code }

    /// Creates an error; the library creates these, apps usually only read them.
    ///
    /// ```swift
    /// FormDefinitionError(reason: .duplicateTag("email"), element: "EmailRow \"email\"")
    /// ```
    public init(reason: Reason, element: String) {
        self.reason = reason
        self.element = element
    }

    /// A sentence that says what is wrong, where, and what happens because of it.
    ///
    /// ```swift
    /// form.onDefinitionError = { print($0.message) }
    /// ```
    public var message: String {
        let subject = reason.subject ?? ""
        switch reason.code {
        case .duplicateTag:
            return
                "duplicate tag \"\(subject)\": \(element) uses a tag another row or section of the form already has; rowBy(tag:) keeps returning the first one"
        case .malformedCondition:
            return "malformed condition on \(element): \(reason.syntaxError?.description ?? "it does not parse")"
        case .rowNotInSection:
            return "cannot insert after \(subject): that row is not in \(element)"
        case .rowAddedTwice:
            return "\(subject) was given twice when adding rows to \(element); it was added once"
        case .missingRowProvider:
            return "\(element) cannot insert a row: set multivaluedRowToInsertAt first"
        case .malformedRule:
            return "a validation rule of \(element) cannot work: \(subject); it refuses every value, so the form cannot be submitted"
        case .contradictoryBounds:
            return "the limits of \(element) contradict each other: \(subject)"
        case .runawayChanges:
            return
                "value changes nested \(subject) deep at \(element): onChange callbacks set values whose callbacks set them back; the callbacks of deeper changes did not run"
        default:
            return "\(reason.code) on \(element)\(subject.isEmpty ? "" : ": \(subject)")"
        }
    }

    /// Same as `message`.
    public var description: String { message }
}

/// Reports a definition error to the form if there is one; otherwise (an element not yet in a
/// form) to standard error in debug builds, so the mistake is never silent.
func reportDefinitionError(_ reason: FormDefinitionError.Reason, element: String, form: Form?) {
    if let form {
        form.report(reason, element: element)
    } else {
        #if DEBUG
            FileHandle.standardError.write(Data("Eureka definition error: \(FormDefinitionError(reason: reason, element: element))\n".utf8))
        #endif
    }
}
