import Eureka
import Testing

@Suite("Validation rules: email")
struct EmailRuleTests {
    static let valid = [
        "simple@example.com",
        "very.common@example.com",
        "x@example.com",
        "a@b.co",
        "disposable.style.email.with+symbol@example.com",
        "user.name+tag+sorting@example.com",
        "other.email-with-hyphen@example.com",
        "fully-qualified-domain@sub.mail.example.co.uk",
        "user%example.com@example.org",
        "user-@example.org",
        "!#$%&'*+-/=?^_`{}|~@example.org",
        "o'brien@example.ie",
        "UPPER.Case@Example.COM",
        "1234567890@example.com",
        "example-indeed@strange-example.com",
        "josé@exämple.de",
        "info@xn--mnchen-3ya.de",
        "user@example.xn--p1ai",
        String(repeating: "a", count: 64) + "@example.com",
    ]

    static let invalid = [
        "plainaddress",
        "Abc.example.com",
        "@example.com",
        "user@",
        "A@b@c@example.com",
        "john..doe@example.com",
        ".john@example.com",
        "john.@example.com",
        "john@example",
        "john@example.c",
        "john@-example.com",
        "john@example-.com",
        "john@example..com",
        "john@.example.com",
        "john@example.com.",
        "john@exa mple.com",
        "john doe@example.com",
        " john@example.com",
        "john@example.com ",
        "just\"not\"right@example.com",
        "john@[192.168.0.1]",
        "john@192.168.0.1",
        "john@localhost",
        "john@example.com\nx@example.com",
        "john@exa_mple.com",
        String(repeating: "a", count: 65) + "@example.com",
        "a@" + String(repeating: "b", count: 64) + ".com",
    ]

    @Test(arguments: valid)
    func accepts(address: String) {
        #expect(RuleEmail().isValid(value: address) == nil, "\(address)")
    }

    @Test(arguments: invalid)
    func rejects(address: String) {
        #expect(RuleEmail().isValid(value: address)?.code == .email, "\(address)")
    }

    @Test func theEmailPatternAgreesWithTheRule() {
        let patternRule = RuleRegExp(pattern: .emailAddress)
        for address in Self.valid + Self.invalid {
            #expect((patternRule.isValid(value: address) == nil) == (RuleEmail().isValid(value: address) == nil), "\(address)")
        }
    }

    @Test func defaultMessageIsEurekas() {
        withDefaultMessages {
            #expect(RuleEmail().isValid(value: "nope")?.msg == "Field value should be a valid email!")
        }
    }
}
