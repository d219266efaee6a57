import EurekaHTML
import EurekaServerTesting
import Foundation
import HTTPTypes
import Hummingbird
import Testing

@testable import EurekaExamples

/// A form left open past its security token's age, then sent: the post is not acted on, and
/// nothing typed is lost. From the site's own page, the form comes back holding every entry
/// with a fresh token and a notice; from anywhere else it is refused as before.
@Suite("Web: a post whose token failed comes back with what was typed")
struct ExpiredTokenRouterTests {
    static let sameOrigin: HTTPFields = [HTTPField.Name("Sec-Fetch-Site")!: "same-origin"]

    @Test func anExpiredFormComesBackFilledInAndSendsOnceAgain() async throws {
        let clock = ManualWallClock()
        try await CatalogueSite.test(clock: clock) { client in
            var fields = try await client.page("new-event").fields
            let oldToken = try #require(fields.values(for: "_csrf").first)
            fields.set("t-title", to: "Launch <b>&</b>")
            fields.set("t-notes", to: "Bring the \"good\" cake")
            clock.advance(by: .seconds(9 * 3600))
            let answer = try await client.post("new-event", fields.pairs + [("_do", "submit")], headers: Self.sameOrigin)
            #expect(answer.status == .forbidden)
            #expect(answer.text.contains("<h2 id=\"eu-notice-title\">The form was not submitted</h2>"))
            #expect(answer.text.contains("forms expire after 8 hours for your safety. What you entered is below"))
            #expect(!answer.text.contains(#"id="submitted-values""#), "the submit handler did not run")
            var again = HTMLFormScraper.fields(in: answer.text)
            #expect(again.values(for: "t-title") == ["Launch <b>&</b>"])
            #expect(again.values(for: "t-notes") == ["Bring the \"good\" cake"])
            #expect(answer.text.contains("Launch &lt;b&gt;&amp;&lt;/b&gt;"), "shown back escaped")
            let freshToken = try #require(again.values(for: "_csrf").first)
            #expect(freshToken != oldToken)
            again.set("t-title", to: "Launch")
            let sent = try await client.post("new-event", again.pairs + [("_do", "submit")], headers: Self.sameOrigin)
            #expect(sent.status == .ok)
            #expect(sent.text.contains(#"id="submitted-values""#))
            #expect(sent.text.contains(#"Bring the \&quot;good\&quot; cake"#), "the notes kept through both posts")
        }
    }

    @Test(arguments: ["missing", "damaged", "another form's"])
    func aBadTokenFromTheSitesOwnPageIsShownBackToo(kind: String) async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("new-event").fields
            fields.set("t-title", to: "Kept")
            switch kind {
            case "missing": fields.remove("_csrf")
            case "damaged": fields.set("_csrf", to: "<script>")
            default: fields.set("_csrf", to: try #require(try await client.page("validations").fields.values(for: "_csrf").first))
            }
            let answer = try await client.post("new-event", fields.pairs + [("_do", "submit")], headers: Self.sameOrigin)
            #expect(answer.status == .forbidden)
            #expect(answer.text.contains("The form was not submitted"))
            #expect(HTMLFormScraper.fields(in: answer.text).values(for: "t-title") == ["Kept"])
            #expect(!answer.text.contains("<script>"))
        }
    }

    @Test func nothingThePostAskedForIsDone() async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("multivalued-sections")
            let rows = page.text.matches(of: #/class="eu-row /#).count
            let add = try #require(page.text.firstMatch(of: /name="_action" value="([^"]+)"/)).1
            let pressed = try await client.post("multivalued-sections", page.fields.pairs + [("_action", String(add))], headers: Self.sameOrigin)
            #expect(pressed.text.matches(of: #/class="eu-row /#).count == rows + 1, "with its token, the press adds a row")
            var fields = page.fields
            fields.set("_csrf", to: "expired")
            let answer = try await client.post("multivalued-sections", fields.pairs + [("_action", String(add))], headers: Self.sameOrigin)
            #expect(answer.status == .forbidden)
            #expect(answer.text.contains("What you asked for was not done"), "a press of Add is no submit")
            #expect(!answer.text.contains("The form was not submitted"))
            #expect(answer.text.matches(of: #/class="eu-row /#).count == rows, "without it, no row is added")
        }
    }

    @Test(arguments: [
        [:],
        ["Sec-Fetch-Site": "same-site"],
        ["Sec-Fetch-Site": "none"],
    ])
    func withoutProofOfTheSitesOwnPageItIsRefusedAsBefore(headers: [String: String]) async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("new-event").fields
            fields.set("t-title", to: "Forged")
            fields.set("_csrf", to: "expired")
            // Only these headers: a client that says nothing of where the post came from.
            var sent: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            for (name, value) in headers { sent[HTTPField.Name(name)!] = value }
            let body = ByteBuffer(string: FormURLEncoder.encode(fields.pairs + [("_do", "submit")]))
            let answer = try await client.execute(uri: CatalogueWebsite.path(of: "new-event"), method: .post, headers: sent, body: body)
            #expect(answer.status == .forbidden)
            #expect(answer.text.contains("Form submission refused"))
            #expect(!answer.text.contains("Forged"), "a post that may be forged is not shown back")
        }
    }

    @Test func aLiveRequestIsRefusedForItsScriptToFallBack() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("new-event").fields
            fields.set("_csrf", to: "expired")
            var headers = Self.sameOrigin
            headers[HTTPField.Name("X-Eureka-Live")!] = "1"
            let answer = try await client.post("new-event", fields.pairs + [("_event", "change")], headers: headers)
            #expect(answer.status == .forbidden)
            #expect(!answer.text.contains("<form"))
        }
    }
}
