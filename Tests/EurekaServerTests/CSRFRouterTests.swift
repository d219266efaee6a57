import EurekaHTML
import EurekaServer
import EurekaServerTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("CSRF over HTTP")
struct CSRFRouterTests {
    @Test func pageTokenIsAccepted() async throws {
        try await FormServerHarness().test { client, server in
            let page = try await client.execute(uri: "/signup", method: .get)
            let token = try #require(page.text.firstMatch(of: /name="_csrf" value="([A-Za-z0-9_-]+)"/)?.1)
            let response = try await client.submitForm("/signup", fields: [("_csrf", String(token)), ("email", "ada@example.com")])
            #expect(response.status == .ok)
            #expect(response.text == "<p>fields=2 email=ada@example.com</p>")
        }
    }

    @Test func headerTokenIsAccepted() async throws {
        try await FormServerHarness().test { client, server in
            let token = server.csrfTokens.issue(for: "/signup")
            let response = try await client.submitForm("/signup", fields: [("email", "x")], headers: [HTTPField.Name("X-CSRF-Token")!: token])
            #expect(response.status == .ok)
        }
    }

    @Test(arguments: [
        ("missing", "without its security token"),
        ("garbage", "damaged"),
        ("other-path", "not issued for this form"),
    ])
    func badTokensAreRefusedWithAPage(kind: String, explanation: String) async throws {
        try await FormServerHarness().test { client, server in
            var fields = [("email", "ada@example.com")]
            switch kind {
            case "garbage": fields.append(("_csrf", "<script>alert(1)</script>"))
            case "other-path": fields.append(("_csrf", server.csrfTokens.issue(for: "/other")))
            default: break
            }
            let response = try await client.submitForm("/signup", fields: fields)
            #expect(response.status == .forbidden)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.text.contains("<h1>Form submission refused</h1>"))
            #expect(response.text.contains(explanation))
            #expect(response.text.contains(#"<a href="/signup">Go back</a>"#))
            #expect(!response.text.contains("<script>alert"))
        }
    }

    /// Two different tokens, even two good ones, are a crafted post: which one counts would be
    /// a guess. The same token twice is one token.
    @Test func twoDifferentTokensAreRefused() async throws {
        try await FormServerHarness().test { client, server in
            let token = server.csrfTokens.issue(for: "/signup")
            let another = server.csrfTokens.issue(for: "/signup")
            #expect(another != token, "tokens carry a random part")
            for second in [another, "forged"] {
                let response = try await client.submitForm(
                    "/signup", fields: [("_csrf", token), ("email", "ada@example.com"), ("_csrf", second)],
                    headers: [HTTPField.Name("Sec-Fetch-Site")!: "same-origin"])
                #expect(response.status == .forbidden)
                #expect(response.text.contains("The form carried two different security tokens."))
                #expect(!response.text.contains("ada@example.com"), "refused outright, not shown back")
            }
            let same = try await client.submitForm("/signup", fields: [("_csrf", token), ("email", "ada@example.com"), ("_csrf", token)])
            #expect(same.status == .ok)
        }
    }

    @Test func expiredTokenIsRefused() async throws {
        let harness = FormServerHarness()
        try await harness.test { client, server in
            let token = server.csrfTokens.issue(for: "/signup")
            harness.clock.advance(by: .seconds(8 * 3600))
            #expect(try await client.submitForm("/signup", fields: [("_csrf", token)]).status == .ok)
            harness.clock.advance(by: .seconds(1))
            let response = try await client.submitForm("/signup", fields: [("_csrf", token)])
            #expect(response.status == .forbidden)
            #expect(response.text.contains("forms expire after 8 hours"))
        }
    }

    @Test(arguments: [
        (["Sec-Fetch-Site": "cross-site"], "sent from another website"),
        (["Origin": "https://evil.example"], "sent from https://evil.example"),
        (["Origin": "null"], "a page without an origin"),
        (["Origin": "http://localhost:8443"], "not from this website"),
    ])
    func crossSiteRequestsAreRefusedEvenWithAGoodToken(headers: [String: String], explanation: String) async throws {
        try await FormServerHarness().test { client, server in
            var fields = HTTPFields()
            for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
            let response = try await client.submitForm("/signup", fields: [("_csrf", server.csrfTokens.issue(for: "/signup"))], headers: fields)
            #expect(response.status == .forbidden)
            #expect(response.text.contains(explanation))
        }
    }

    @Test func requestsWithoutFetchMetadataStillNeedTheToken() async throws {
        try await FormServerHarness().test { client, server in
            let headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            let refused = try await client.execute(uri: "/signup", method: .post, headers: headers, body: ByteBuffer(string: "email=x"))
            #expect(refused.status == .forbidden)
            let token = server.csrfTokens.issue(for: "/signup")
            let body = ByteBuffer(string: FormURLEncoder.encode([("_csrf", token)]))
            let accepted = try await client.execute(uri: "/signup", method: .post, headers: headers, body: body)
            #expect(accepted.status == .ok)
        }
    }

    @Test func disabledCSRFStillParsesAndLimitsBodies() async throws {
        try await FormServerHarness(limits: FormBodyLimits(maxFields: 1), csrf: CSRFConfiguration(isEnabled: false)).test { client, _ in
            let exact = try await client.submitForm("/signup", fields: [("email", "a")])
            #expect(exact.text == "<p>fields=1 email=a</p>")
            let over = try await client.submitForm("/signup", fields: [("email", "a"), ("b", "c")])
            #expect(over.status == .contentTooLarge)
        }
    }
}
