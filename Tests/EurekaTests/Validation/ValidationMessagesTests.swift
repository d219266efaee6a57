import Eureka
import Testing

// Tests elsewhere that read default messages bind the defaults to their task, so replacing the
// process-wide table here cannot disturb them.
@Suite("Validation messages", .serialized)
struct ValidationMessagesTests {
    @Test func defaultsAreEurekasWording() {
        let defaults = ValidationMessages()
        #expect(defaults.required == "Field required!")
        #expect(defaults.email == "Field value should be a valid email!")
        #expect(defaults.url == "Field value must be an URL!")
        #expect(defaults.invalidValue == "Invalid field value!")
        #expect(defaults.equalsToRow == "Fields don't match!")
        withDefaultMessages {
            #expect(RuleRequired<String>().isValid(value: nil)?.msg == "Field required!")
            #expect(RuleRegExp(regExpr: "x").isValid(value: "y")?.msg == "Invalid field value!")
        }
    }

    @Test func replacingTheProcessWideTableRelabelsExistingRules() {
        let rule = RuleRequired<String>()
        let lengthRule = RuleMinLength(minLength: 3)
        let saved = ValidationMessages.current
        defer { ValidationMessages.current = saved }
        ValidationMessages.update { messages in
            messages.required = "Champ obligatoire"
            messages.minLength = { "Au moins \($0) caractères" }
        }
        #expect(rule.isValid(value: "")?.msg == "Champ obligatoire")
        #expect(lengthRule.isValid(value: "ab")?.msg == "Au moins 3 caractères")
        var german = ValidationMessages()
        german.required = "Pflichtfeld"
        ValidationMessages.current = german
        #expect(rule.isValid(value: "")?.msg == "Pflichtfeld")
    }

    @Test func aTaskBoundTableOverridesTheProcessWideOneOnlyInsideItsScope() async {
        var spanish = ValidationMessages()
        spanish.email = "Correo no válido"
        let row = StringRow(tag: "email")
        row.add(rule: RuleEmail())
        row.value = "nope"
        let inside = ValidationMessages.withCurrent(spanish) { row.validate(quietly: true).first?.msg }
        #expect(inside == "Correo no válido")
        let inChildTask = await ValidationMessages.withCurrent(spanish) {
            await Task { ValidationMessages.current.email }.value
        }
        #expect(inChildTask == "Correo no válido")
        #expect(ValidationMessages.current.email != "Correo no válido")
    }

    @Test func aRulesOwnMessageWinsOverAnyTable() {
        var table = ValidationMessages()
        table.required = "from the table"
        ValidationMessages.withCurrent(table) {
            #expect(RuleRequired<String>(msg: "my own").isValid(value: nil)?.msg == "my own")
        }
    }
}
