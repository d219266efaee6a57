import Eureka
import Testing

/// Public errors are structs with a `code` (static constants) and a message, so new kinds can be
/// added without breaking clients that switch over them.
@Suite("Error codes")
struct ErrorCodeTests {
    @Test func definitionErrorsCarryACodeAndTheirDetail() {
        let form = Form()
        form +++ Section() <<< TextRow("same") <<< TextRow("same")
        let error = form.definitionErrors[0]
        #expect(error.code == .duplicateTag)
        #expect(error.reason == .duplicateTag("same"))
        #expect(error.reason.subject == "same")
        #expect(error.message == error.description)
        #expect(error.message.hasPrefix("duplicate tag \"same\""))
        let handled =
            switch error.code {
            case .duplicateTag: "duplicate"
            case .malformedCondition: "condition"
            default: "other"
            }
        #expect(handled == "duplicate")
        #expect(FormDefinitionError.Code.missingRowProvider.rawValue == "missingRowProvider")
    }

    @Test func malformedConditionsKeepTheSyntaxError() {
        let form = Form()
        form +++ Section() <<< TextRow("row") { $0.hidden = "$a ==" }
        let error = form.definitionErrors.first
        #expect(error?.code == .malformedCondition)
        #expect(error?.reason.syntaxError != nil)
        #expect(error?.reason.subject == nil)
    }

    @Test func valueErrorsCarryACodeTheTagAndAMessage() {
        let form = Form()
        form +++ Section() <<< IntRow("age")
        do {
            try form.assignValues(["age": "forty"])
            Issue.record("a String was assigned to an Int row")
        } catch {
            #expect(error.code == .typeMismatch)
            #expect(error.tag == "age")
            #expect(error.message == "value for \"age\" has type String, but the row holds Int")
            #expect(error == .typeMismatch(tag: "age", expected: "Int", actual: "String"))
        }
        #expect(throws: FormValueError.unknownTag("nope")) { try form.assignValues(["nope": 1]) }
        #expect(FormValueError.unknownTag("nope").code == .unknownTag)
        #expect(FormValueError.unknownTag("nope").code != FormValueError.Code.typeMismatch)
    }
}
