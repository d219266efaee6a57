import Eureka
import Testing

/// `RuleRegExp` on the automaton engine: catastrophic patterns answer at once, backtracking
/// features fail closed with a message, and the built-in patterns keep their meaning.
@Suite("Validation rules: regular expressions cannot freeze a form")
struct RegExpSafetyTests {
    @Test(arguments: ["(a+)+b", "(a|a)*b", "(a*)*b", "(x+x+)+y", "(\\w+\\s?)+$"])
    func catastrophicPatternsRejectQuickly(pattern: String) {
        let rule = RuleRegExp(regExpr: pattern)
        #expect(rule.patternError == nil)
        #expect(rule.isValid(value: String(repeating: "a", count: 40) + "!") != nil)
    }

    @Test(arguments: ["(a)\\1", "(?<=a)b", "a(?!b)", "a*+", "(?>a)", "a{2000}"])
    func backtrackingFeaturesFailClosedWithAMessage(pattern: String) throws {
        let rule = RuleRegExp(regExpr: pattern)
        let message = try #require(rule.patternError)
        #expect(message.contains(pattern), "the message quotes the pattern under its caret")
        #expect(message.hasSuffix("^"))
        #expect(rule.isValid(value: "anything") != nil, "fails closed")
        #expect(rule.isValid(value: "") == nil, "empty values still pass when allowed")
    }

    @Test func passwordRulesWithLeadingLookaheadsWork() {
        let rule = RuleRegExp(regExpr: "(?=.*\\d)(?=.*\\p{Lu}).{8,}")
        #expect(rule.patternError == nil)
        #expect(rule.isValid(value: "Secret123") == nil)
        #expect(rule.isValid(value: "secret123") != nil)
    }

    @Test func theCommonPatternsCompile() {
        for pattern in RegExprPattern.allCases {
            #expect(RuleRegExp(pattern: pattern).patternError == nil, "\(pattern)")
        }
        #expect(RuleEmail().isValid(value: "josé@exämple.de") == nil)
        #expect(RuleURL<String>().isValid(value: "https://münchen.de/stadtplan") == nil)
    }
}
