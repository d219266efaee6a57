import Eureka
import Testing

@Suite("Validation rules: equals to row")
struct RuleEqualsToRowTests {
    @Test func comparesWithARowOfTheGivenForm() {
        let password = StringRow(tag: "password")
        let confirm = StringRow(tag: "confirm")
        let form = Form() +++ Section() <<< password <<< confirm
        confirm.add(rule: RuleEqualsToRow(form: form, tag: "password"))
        password.value = "secret"
        confirm.value = "secreT"
        #expect(confirm.validate().map(\.code) == [.equalsToRow])
        confirm.value = "secret"
        #expect(confirm.validate().isEmpty)
    }

    @Test func tagOnlyRulesUseTheValidatedRowsForm() {
        let email = StringRow(tag: "email")
        let repeated = StringRow(tag: "repeat")
        repeated.add(rule: RuleEqualsToRow(tag: "email"))
        let form = Form() +++ Section() <<< email <<< repeated
        email.value = "ada@example.com"
        repeated.value = "ada@example.org"
        #expect(repeated.validate().first?.rowTag == "repeat")
        #expect(form.validate().map(\.code) == [.equalsToRow])
    }

    @Test func comparesWithARowDirectly() {
        let first = IntegerRow(tag: "a")
        let second = IntegerRow(tag: "b")
        second.add(rule: RuleEqualsToRow(row: first))
        first.value = 1
        second.value = 2
        #expect(second.validate().count == 1)
        second.value = 1
        #expect(second.validate().isEmpty)
    }

    @Test func aMissingOrMistypedRowIsAnErrorNamingTheTag() {
        let confirm = StringRow(tag: "confirm")
        let age = IntegerRow(tag: "age")
        let form = Form() +++ Section() <<< confirm <<< age
        confirm.add(rule: RuleEqualsToRow(form: form, tag: "pasword"))
        confirm.value = "secret"
        withDefaultMessages {
            let errors = confirm.validate()
            #expect(errors.map(\.code) == [.missingRow])
            #expect(errors.first?.msg == #"No row tagged "pasword" to compare with"#)
        }
        confirm.removeAllRules()
        confirm.add(rule: RuleEqualsToRow(form: form, tag: "age"))
        #expect(confirm.validate().map(\.code) == [.missingRow], "a row of another value type cannot be compared")
    }

    @Test func aTagOnlyRuleOutsideAFormReportsTheRowMissing() {
        let row = StringRow(tag: "confirm")
        row.add(rule: RuleEqualsToRow(tag: "password"))
        row.value = "x"
        #expect(row.validate().map(\.code) == [.missingRow])
    }
}
