import EurekaServer
import HTTPTypes
import Testing

@Suite("Fetch Metadata and Origin")
struct RequestOriginPolicyTests {
    static let site = HTTPField.Name("Sec-Fetch-Site")!

    @Test(arguments: [
        ([String: String](), "forms.example", true),
        (["Sec-Fetch-Site": "same-origin"], "forms.example", true),
        (["Sec-Fetch-Site": "none"], "forms.example", true),
        (["Sec-Fetch-Site": "cross-site"], "forms.example", false),
        (["Sec-Fetch-Site": "Cross-Site"], "forms.example", false),
        // A list (or two fields, which HTTPTypes joins) with a cross-site member in any place.
        (["Sec-Fetch-Site": "same-origin, cross-site"], "forms.example", false),
        (["Sec-Fetch-Site": "cross-site,same-origin"], "forms.example", false),
        (["Origin": "https://forms.example"], "forms.example", true),
        (["Origin": "https://FORMS.example"], "forms.example", true),
        (["Origin": "http://localhost:8080"], "localhost:8080", true),
        (["Origin": "https://forms.example"], "forms.example:443", true),
        (["Origin": "http://localhost:8081"], "localhost:8080", false),
        (["Origin": "https://evil.example"], "forms.example", false),
        (["Origin": "https://forms.example.evil"], "forms.example", false),
        (["Origin": "null"], "forms.example", false),
        (["Origin": "garbage"], "forms.example", false),
        (["Sec-Fetch-Site": "same-site", "Origin": "https://other.forms.example"], "forms.example", false),
        (["Origin": "https://trusted.example"], "internal:8080", true),
    ])
    func unsafeRequests(headers: [String: String], authority: String, allowed: Bool) {
        var fields = HTTPFields()
        for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
        let policy = RequestOriginPolicy(trustedOrigins: ["https://trusted.example"])
        var refused: CSRFFailure?
        do { try policy.check(method: .post, headers: fields, authority: authority) } catch { refused = error }
        #expect((refused == nil) == allowed, "\(headers) → \(refused?.description ?? "allowed")")
    }

    /// Two `Sec-Fetch-Site` fields, one of them cross-site, were joined into a value that did
    /// not equal "cross-site", and the request was judged on its token alone.
    @Test func twoSiteFieldsOneCrossSiteAreRefused() {
        var fields = HTTPFields()
        fields.append(HTTPField(name: Self.site, value: "same-origin"))
        fields.append(HTTPField(name: Self.site, value: "cross-site"))
        #expect(throws: CSRFFailure.self) { try RequestOriginPolicy().check(method: .post, headers: fields, authority: "forms.example") }
        #expect(!RequestOriginPolicy().showsSameOrigin(headers: fields, authority: "forms.example"))
    }

    @Test(arguments: [HTTPRequest.Method.get, .head, .options])
    func safeMethodsAreNeverRefused(method: HTTPRequest.Method) throws {
        try RequestOriginPolicy().check(method: method, headers: [Self.site: "cross-site", .origin: "https://evil.example"], authority: "a")
    }

    @Test func noAuthorityMeansNoMatch() {
        #expect(throws: CSRFFailure.self) {
            try RequestOriginPolicy().check(method: .post, headers: [.origin: "https://a.example"], authority: nil)
        }
    }
}

@Suite("Proof that a request came from the site's own page")
struct SameOriginProofTests {
    @Test(arguments: [
        (["Sec-Fetch-Site": "same-origin"], true),
        (["Sec-Fetch-Site": "Same-Origin"], true),
        (["Origin": "https://forms.example"], true),
        (["Origin": "https://forms.example:443"], true),
        (["Sec-Fetch-Site": "none", "Origin": "https://forms.example"], true),
        (["Origin": "https://trusted.example"], true),
        ([:], false),
        (["Sec-Fetch-Site": "none"], false),
        (["Sec-Fetch-Site": "same-site"], false),
        (["Sec-Fetch-Site": "same-site", "Origin": "https://forms.example"], false),
        (["Sec-Fetch-Site": "cross-site"], false),
        (["Origin": "null"], false),
        (["Origin": "https://evil.example"], false),
        (["Origin": "https://forms.example.evil.example"], false),
    ])
    func onlyHeadersNamingThisSiteProveIt(headers: [String: String], proves: Bool) {
        var fields = HTTPFields()
        for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
        let policy = RequestOriginPolicy(trustedOrigins: ["https://trusted.example"])
        #expect(policy.showsSameOrigin(headers: fields, authority: "forms.example") == proves)
    }

    @Test func anOriginProvesNothingWithoutAnAuthorityToCompare() {
        #expect(!RequestOriginPolicy().showsSameOrigin(headers: [.origin: "https://forms.example"], authority: nil))
    }
}
