import Eureka
import Foundation
import Testing

@Suite("Validation rules: URL")
struct URLRuleTests {
    static let valid = [
        "http://example.com",
        "https://example.com/",
        "https://www.example.co.uk/path/to/page.html",
        "HTTPS://EXAMPLE.COM",
        "http://example.com:8080",
        "http://example.com:65535/x",
        "https://localhost",
        "http://localhost:3000/api/v1?x=1&y=2#top",
        "http://192.168.0.1",
        "http://10.0.0.255:8080/status",
        "http://[::1]:8080/",
        "http://[2001:db8::1]/",
        "https://user:pass@example.com/private",
        "https://example.com/search?q=swift+regex&lang=en",
        "https://example.com/#/route",
        "https://sub-domain.example-site.io/a_b/c-d/%20",
        "https://xn--mnchen-3ya.de/",
        "https://münchen.de/stadtplan",
    ]

    static let invalid = [
        "example.com",
        "www.example.com/path",
        "localhost:3000",
        "http://",
        "http:///path",
        "https://:8080",
        "http:/example.com",
        "http//example.com",
        "://example.com",
        "http://example",
        "http://-example.com",
        "http://example-.com",
        "http://exa mple.com",
        " http://example.com",
        "http://example.com/a b",
        "http://example.com:",
        "http://example.com:65536",
        "http://example.com:80a",
        "http://256.1.1.1",
        "http://1.2.3",
        "http://example..com",
        "http://exa_mple.com",
        "mailto:someone@example.com",
        "ftp://example.com/file.txt",
        "javascript://example.com/%0Aalert(1)",
        "file:///etc/passwd",
    ]

    @Test(arguments: valid)
    func accepts(url: String) {
        #expect(RuleURL<String>().isValid(value: url) == nil, "\(url)")
    }

    @Test(arguments: invalid)
    func rejects(url: String) {
        #expect(RuleURL<String>().isValid(value: url)?.code == .url, "\(url)")
    }

    @Test(arguments: ["example.com", "www.example.com/path?q=1", "localhost:3000", "192.168.0.1:80/x", "https://example.com"])
    func withoutRequiresProtocolASchemeIsOptional(url: String) {
        #expect(RuleURL<String>(requiresProtocol: false).isValid(value: url) == nil, "\(url)")
    }

    @Test(arguments: ["example", "mailto:someone@example.com", "user@example.com", "ftp://example.com", "exa mple.com"])
    func withoutRequiresProtocolAHostIsStillRequired(url: String) {
        #expect(RuleURL<String>(requiresProtocol: false).isValid(value: url) != nil, "\(url)")
    }

    @Test func allowedSchemesCanBeWidenedOrNarrowed() {
        #expect(RuleURL<String>(allowedSchemes: nil).isValid(value: "ftp://example.com/file.txt") == nil)
        #expect(RuleURL<String>(allowedSchemes: nil).isValid(value: "mailto:someone@example.com") != nil, "a host is still required")
        #expect(RuleURL<String>(allowedSchemes: ["HTTPS"]).isValid(value: "https://example.com") == nil)
        #expect(RuleURL<String>(allowedSchemes: ["https"]).isValid(value: "http://example.com") != nil)
    }

    @Test func allowsEmptyCanBeTurnedOff() {
        #expect(RuleURL<String>(allowsEmpty: false).isValid(value: nil) != nil)
        #expect(RuleURL<String>(allowsEmpty: false).isValid(value: "") != nil)
        #expect(RuleURL<String>().isValid(value: nil) == nil)
    }

    @Test func worksOnRowsHoldingURLs() {
        let row = URLValueRow(tag: "site")
        row.add(rule: RuleURL())
        row.value = URL(string: "https://example.com/a?b=c")
        #expect(row.validate().isEmpty)
        row.value = URL(string: "example.com")
        #expect(row.validate().map(\.code) == [.url])
        row.value = nil
        #expect(row.validate().isEmpty)
    }

    @Test func theURLPatternAgreesWithTheDefaultRule() {
        let patternRule = RuleRegExp(pattern: .url)
        for url in Self.valid + Self.invalid {
            #expect((patternRule.isValid(value: url) == nil) == (RuleURL<String>().isValid(value: url) == nil), "\(url)")
        }
    }

    @Test func defaultMessageIsEurekas() {
        withDefaultMessages {
            #expect(RuleURL<String>().isValid(value: "nope")?.msg == "Field value must be an URL!")
        }
    }
}
