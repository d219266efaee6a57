import Eureka
import Testing

@Suite("Validation rules: boundaries")
struct RuleBoundaryTests {
    private func passes<R: RuleType>(_ rule: R, _ value: R.RowValueType?) -> Bool {
        rule.isValid(value: value) == nil
    }

    @Test(arguments: [("abcd", false), ("abcde", true), ("abcdef", true), ("héllo", true), ("", true)])
    func minLengthFive(value: String, valid: Bool) {
        #expect(passes(RuleMinLength(minLength: 5), value) == valid)
    }

    @Test(arguments: [("abcdefghi", true), ("abcdefghij", true), ("abcdefghijk", false), ("", true)])
    func maxLengthTen(value: String, valid: Bool) {
        #expect(passes(RuleMaxLength(maxLength: 10), value) == valid)
    }

    @Test(arguments: [("123", false), ("1234", true), ("12345", false), ("", true)])
    func exactLengthFour(value: String, valid: Bool) {
        #expect(passes(RuleExactLength(exactLength: 4), value) == valid)
    }

    @Test func lengthCountsCharactersNotBytesOrScalars() {
        // "é" as e + combining accent, a skin-toned thumb and a flag: three characters.
        let text = "e\u{301}👍🏽🇺🇾"
        #expect(passes(RuleExactLength(exactLength: 3), text))
        #expect(passes(RuleMaxLength(maxLength: 3), text))
        #expect(!passes(RuleMinLength(minLength: 4), text))
    }

    @Test func lengthRulesAcceptNilAndAnyIntegerType() {
        let bound: UInt = 3
        #expect(passes(RuleMinLength(minLength: bound), nil))
        #expect(RuleMaxLength(maxLength: -2).maxLength == 0)
    }

    @Test(arguments: [(17, false), (18, false), (19, true)])
    func greaterThan18(value: Int, valid: Bool) {
        #expect(passes(RuleGreaterThan(min: 18), value) == valid)
    }

    @Test(arguments: [(17, false), (18, true), (19, true)])
    func greaterOrEqualThan18(value: Int, valid: Bool) {
        #expect(passes(RuleGreaterOrEqualThan(min: 18), value) == valid)
    }

    @Test(arguments: [(9, true), (10, false), (11, false)])
    func smallerThan10(value: Int, valid: Bool) {
        #expect(passes(RuleSmallerThan(max: 10), value) == valid)
    }

    @Test(arguments: [(9, true), (10, true), (11, false)])
    func smallerOrEqualThan10(value: Int, valid: Bool) {
        #expect(passes(RuleSmallerOrEqualThan(max: 10), value) == valid)
    }

    @Test func comparisonsWorkForAnyComparableAndAcceptNil() {
        #expect(!passes(RuleGreaterThan(min: 0.5), 0.5))
        #expect(passes(RuleGreaterThan(min: 0.5), 0.5000001))
        #expect(passes(RuleSmallerThan(max: "m"), "l"))
        #expect(passes(RuleGreaterThan<Int>(min: 1), nil))
        #expect(passes(RuleSmallerOrEqualThan<Double>(max: 1), nil))
    }

    @Test func boundsAppearInDefaultMessages() {
        withDefaultMessages {
            #expect(RuleGreaterThan(min: 18).isValid(value: 3)?.msg == "Field value must be greater than 18")
            #expect(RuleGreaterOrEqualThan(min: 1.5).isValid(value: 1)?.msg == "Field value must be greater or equals than 1.5")
            #expect(RuleSmallerThan(max: 10).isValid(value: 10)?.msg == "Field value must be smaller than 10")
            #expect(RuleSmallerOrEqualThan(max: 10).isValid(value: 11)?.msg == "Field value must be smaller or equals than 10")
            #expect(RuleMinLength(minLength: 5).isValid(value: "abc")?.msg == "Field value must have at least 5 characters")
            #expect(RuleMaxLength(maxLength: 2).isValid(value: "abc")?.msg == "Field value must have at most 2 characters")
            #expect(RuleExactLength(exactLength: 4).isValid(value: "abc")?.msg == "Field value must have exactly 4 characters")
        }
    }

    @Test func errorsCarryTheirCodeAndRuleID() {
        let error = RuleMinLength(minLength: 5, id: "short").isValid(value: "abc")
        #expect(error?.code == .minLength)
        #expect(error?.ruleID == "short")
        #expect(RuleGreaterThan(min: 1).isValid(value: 0)?.code == .greaterThan)
        #expect(RuleSmallerOrEqualThan(max: 1).isValid(value: 2)?.code == .smallerOrEqualThan)
    }
}
