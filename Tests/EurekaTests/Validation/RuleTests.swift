import Eureka
import Testing

@Suite("Validation rules")
struct RuleTests {
    @Test func requiredRejectsNilEmptyStringsAndEmptyCollections() {
        let rule = RuleRequired<String>()
        #expect(rule.isValid(value: nil)?.code == .required)
        #expect(rule.isValid(value: "")?.code == .required)
        #expect(rule.isValid(value: " ") == nil, "whitespace is a value, as in Eureka")
        #expect(rule.isValid(value: "a") == nil)
        #expect(RuleRequired<Set<String>>().isValid(value: []) != nil)
        #expect(RuleRequired<Set<String>>().isValid(value: ["swift"]) == nil)
        #expect(RuleRequired<Int>().isValid(value: 0) == nil)
        #expect(RuleRequired<Bool>().isValid(value: false) == nil)
    }

    @Test func everyRuleButRequiredAcceptsNilAndEmpty() {
        #expect(RuleEmail().isValid(value: nil) == nil)
        #expect(RuleEmail().isValid(value: "") == nil)
        #expect(RuleURL<String>().isValid(value: "") == nil)
        #expect(RuleRegExp(regExpr: "[0-9]+").isValid(value: "") == nil)
        #expect(RuleMinLength(minLength: 3).isValid(value: "") == nil)
        #expect(RuleExactLength(exactLength: 3).isValid(value: nil) == nil)
        #expect(RuleEqualsToRow<String>(tag: "other").isValid(value: "") == nil)
    }

    @Test func customMessagesAndSettingValidationErrorReplaceTheDefault() {
        #expect(RuleRequired<String>(msg: "Name, please").isValid(value: nil)?.msg == "Name, please")
        var rule = RuleEmail()
        rule.validationError = ValidationError(msg: "Bad address")
        #expect(rule.isValid(value: "nope")?.msg == "Bad address")
        #expect(rule.isValid(value: "nope")?.code == .email)
    }

    @Test func regExpMatchesTheWholeValue() {
        let rule = RuleRegExp(regExpr: "[A-Z]{3}-[0-9]{4}")
        #expect(rule.isValid(value: "ABC-1234") == nil)
        #expect(rule.isValid(value: "xABC-1234") != nil)
        #expect(rule.isValid(value: "ABC-12345") != nil)
        #expect(rule.isValid(value: "ABC-123")?.code == .regExp)
    }

    @Test func regExpCanRejectEmptyValues() {
        let rule = RuleRegExp(regExpr: "[0-9]*", allowsEmpty: false)
        #expect(rule.isValid(value: nil) != nil)
        #expect(rule.isValid(value: "") != nil)
        #expect(rule.isValid(value: "42") == nil)
    }

    @Test func anInvalidPatternFailsClosedInsteadOfCrashing() {
        let rule = RuleRegExp(regExpr: "([0-9]+")
        #expect(rule.patternError != nil)
        #expect(rule.isValid(value: "123") != nil)
        #expect(RuleRegExp(regExpr: "[0-9]+").patternError == nil)
    }

    /// A rule that refuses every value is the form's definition error, wherever it was added:
    /// before the row joined the form, after, or in a rule set; it was a line on standard error.
    @Test(arguments: ["before", "after", "rule set"])
    func anInvalidPatternIsADefinitionErrorOfTheForm(_ when: String) throws {
        let form = Form()
        var reported: [FormDefinitionError] = []
        form.onDefinitionError = { reported.append($0) }
        let row = TextRow("code") { $0.title = "Code" }
        let bad = RuleRegExp(regExpr: "([a-z", allowsEmpty: false)
        if when == "before" { row.add(rule: bad) }
        form +++ Section() <<< row
        if when == "after" { row.add(rule: bad) }
        if when == "rule set" {
            var rules = RuleSet<String>()
            rules.add(rule: RuleRequired())
            rules.add(rule: bad)
            row.add(ruleSet: rules)
        }
        #expect(reported.count == 1)
        let error = try #require(reported.first)
        #expect(error.code == .malformedRule)
        #expect(error.message.hasPrefix("a validation rule of TextRow \"code\" cannot work: the pattern ([a-z does not compile"), "\(error.message)")
        #expect(error.message.hasSuffix("it refuses every value, so the form cannot be submitted"))
        #expect(RuleRegExp(regExpr: "[a-z]+").definitionProblem == nil)
    }

    @Test(arguments: [
        (RegExprPattern.containsNumber, "abc1", true), (.containsNumber, "abc", false), (.containsNumber, "line\n2", true),
        (.containsCapital, "abC", true), (.containsCapital, "abc", false), (.containsCapital, "élan\nÉté", true),
        (.containsLowercase, "ABc", true), (.containsLowercase, "ABC1", false),
    ])
    func commonPatterns(pattern: RegExprPattern, value: String, valid: Bool) {
        #expect((RuleRegExp(pattern: pattern).isValid(value: value) == nil) == valid)
    }

    @Test func patternsRoundTripThroughRawValueAndKeepEurekasSpelling() {
        for pattern in RegExprPattern.allCases {
            #expect(RegExprPattern(rawValue: pattern.rawValue) == pattern)
        }
        #expect(RegExprPattern.EmailAddress == .emailAddress)
        #expect(RegExprPattern.URL.rawValue == RegExprPattern.url.rawValue)
        #expect(RegExprPattern(rawValue: "[a-z]") == nil)
    }

    @Test func closureRulesSeeNilAndReturnTheirOwnErrors() {
        var seen: [String?] = []
        let rule = RuleClosure<String>(id: "noSpaces") { value in
            seen.append(value)
            return value?.contains(" ") == true ? ValidationError(msg: "No spaces", code: "spaces") : nil
        }
        #expect(rule.isValid(value: nil) == nil)
        #expect(rule.isValid(value: "a b")?.code == "spaces")
        #expect(seen == [nil, "a b"])
        withDefaultMessages {
            #expect(rule.validationError.msg == "Invalid field value!")
        }
    }

    @Test func ruleSetsKeepOrderRemoveByIDAndStampRuleIDs() {
        var rules = RuleSet<String>()
        rules.add(rule: RuleRequired(id: "required"))
        rules.add(rule: RuleMinLength(minLength: 8, id: "length"))
        rules.add(rule: RuleRegExp(pattern: .containsNumber, id: "digit"))
        #expect(rules.validate("abc").map(\.ruleID) == ["length", "digit"])
        #expect(rules.validate(nil).map(\.code) == [.required])
        rules.remove(ruleWithIdentifier: "length")
        #expect(rules.rules.compactMap(\.id) == ["required", "digit"])
        var more = RuleSet<String>()
        more.add(ruleSet: rules)
        more.add(rule: RuleClosure { _ in ValidationError(msg: "always") })
        #expect(more.rules.count == 3)
        more.removeAllRules()
        #expect(more.isEmpty)
    }

    @Test func rowsHoldTypedRulesThatCanBeRemoved() {
        let row = StringRow(tag: "name")
        row.add(rule: RuleRequired(id: "required"))
        row.add(rule: RuleMaxLength(maxLength: 3, id: "max"))
        var shared = RuleSet<String>()
        shared.add(rule: RuleRegExp(regExpr: "[a-z]*", id: "lower"))
        row.add(ruleSet: shared)
        #expect(row.rules.compactMap(\.id) == ["required", "max", "lower"])
        row.value = "ABCD"
        #expect(row.validate().map(\.ruleID) == ["max", "lower"])
        row.remove(ruleWithIdentifier: "max")
        #expect(row.validate().map(\.ruleID) == ["lower"])
        row.removeAllRules()
        #expect(row.rules.isEmpty)
        #expect(row.validate().isEmpty)
    }
}
