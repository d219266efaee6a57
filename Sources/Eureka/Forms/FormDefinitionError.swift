import EurekaPredicate

/// A mistake in how a form is defined (not in what the user typed): a duplicate tag, a malformed
/// condition, an anchor row that is not in the section. The form keeps working; the offending
/// element is left as it was.
///
/// ```swift
/// form.onDefinitionError = { error in logger.error("\(error)") }
/// try form.checkDefinition()   // throws the first recorded error
/// ```
public struct FormDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Sendable, Hashable {
        /// Two rows or sections use the same tag; the later one is not reachable by tag.
        case duplicateTag(String)
        /// A predicate condition does not parse; the element keeps its last state.
        case malformedCondition(PredicateSyntaxError)
        /// `insert(row:after:)` was given an anchor row that is not in the section.
        case rowNotInSection(anchor: String)
        /// The same row was given twice in one insertion; it was inserted once.
        case rowAddedTwice(row: String)
        /// A multivalued section was asked to insert a row but has no `multivaluedRowToInsertAt`.
        case missingRowProvider
    }

    /// What is wrong.
    public var reason: Reason
    /// The row or section concerned, e.g. `TextRow "email"`.
    public var element: String

    /// Creates an error; the library creates these, apps usually only read them.
    public init(reason: Reason, element: String) {
        self.reason = reason
        self.element = element
    }

    public var description: String {
        switch reason {
        case .duplicateTag(let tag):
            return "duplicate tag \"\(tag)\": \(element) uses a tag another row or section of the form already has; rowBy(tag:) keeps returning the first one"
        case .malformedCondition(let error):
            return "malformed condition on \(element): \(error.description)"
        case .rowNotInSection(let anchor):
            return "cannot insert after \(anchor): that row is not in \(element)"
        case .rowAddedTwice(let row):
            return "\(row) was given twice when adding rows to \(element); it was added once"
        case .missingRowProvider:
            return "\(element) cannot insert a row: set multivaluedRowToInsertAt first"
        }
    }
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

import Foundation
