import Eureka
import EurekaExampleCatalogue
import EurekaHTML
import EurekaServer
import EurekaServerTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import EurekaExamples

@Suite("The catalogue on the web, through the router")
struct CatalogueRouterTests {
    /// Examples whose untouched page cannot be submitted (required fields start empty).
    static let blockedWhenUntouched: Set<String> = ["validations"]

    @Test func theHomePageListsEveryExample() async throws {
        try await CatalogueSite.test { client in
            let home = try await client.execute(uri: "/", method: .get)
            #expect(home.status == .ok)
            for name in CatalogueSite.names { #expect(home.text.contains(#"href="/examples/\#(name)""#), "\(name)") }
        }
    }

    @Test(arguments: CatalogueSite.names)
    func everyExampleRendersUpdatesAndSubmits(_ name: String) async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page(name)
            #expect(page.status == .ok)
            #expect(page.text.contains("<form method=\"post\" action=\"/examples/\(name)\""))
            #expect(!page.fields.values(for: "_csrf").isEmpty, "the page carries its CSRF token")

            // Posting the page back unchanged changes nothing: the same fields come back. (What
            // the page says it showed changes once: a fresh page says "the definition".)
            let update = try await client.post(name, page.fields.pairs + [("_do", "update")])
            #expect(update.status == .ok, "\(name): \(update.status)")
            let updated = HTMLFormScraper.fields(in: update.text)
            let again = updated.pairs.filter { !["_csrf", "_shown"].contains($0.0) }.map { "\($0.0)=\($0.1)" }
            let before = page.fields.pairs.filter { !["_csrf", "_shown"].contains($0.0) }.map { "\($0.0)=\($0.1)" }
            let same = again == before
            #expect(same, "\(name): fields changed: \(Set(again).symmetricDifference(before).sorted().prefix(10))")
            #expect(page.fields.values(for: "_shown") == ["definition"])
            // … and posting that page back says the same again.
            let second = try await client.post(name, updated.pairs + [("_do", "update")])
            let shownAgain = HTMLFormScraper.fields(in: second.text).values(for: "_shown")
            #expect(second.status == .ok && shownAgain == updated.values(for: "_shown"), "\(name): \(second.status), \(shownAgain.count) values")

            let submit = try await client.post(name, page.fields.pairs + [("_do", "submit")])
            if Self.blockedWhenUntouched.contains(name) {
                #expect(submit.status == .unprocessableContent)
                #expect(submit.text.contains(#"class="eu-summary""#))
            } else {
                #expect(submit.status == .ok, "\(name): \(submit.status)\n\(submit.text.prefix(2000))")
                #expect(submit.text.contains(#"id="submitted-values""#))
            }
        }
    }

    @Test(arguments: CatalogueSite.names)
    func refusedWithoutAValidTokenOrFromAnotherSite(_ name: String) async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page(name)
            let withoutToken = page.fields.pairs.filter { $0.0 != "_csrf" }
            #expect(try await client.post(name, withoutToken).status == .forbidden)
            #expect(try await client.post(name, withoutToken + [("_csrf", "garbage")]).status == .forbidden)
            let crossSite = try await client.post(name, page.fields.pairs, headers: [HTTPField.Name("Sec-Fetch-Site")!: "cross-site"])
            #expect(crossSite.status == .forbidden)
            let otherOrigin = try await client.post(name, page.fields.pairs, headers: [.origin: "https://evil.example"])
            #expect(otherOrigin.status == .forbidden)
        }
    }

    @Test func headAnswersWhereGetDoesWithHeadersOnly() async throws {
        try await CatalogueSite.test { client in
            for path in ["/", CatalogueWebsite.path(of: "validations"), CatalogueWebsite.path(of: "validations") + "/schema.json"] {
                let get = try await client.execute(uri: path, method: .get)
                let head = try await client.execute(uri: path, method: .head)
                #expect(head.status == .ok, "\(path)")
                #expect(head.body.readableBytes == 0, "\(path)")
                #expect(head.headers[.contentType] == get.headers[.contentType], "\(path)")
            }
        }
    }

    @Test(arguments: [HTTPRequest.Method.put, .patch, .delete, .options, .trace])
    func otherMethodsOnAFormAre405NamingTheOnesItTakes(method: HTTPRequest.Method) async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("validations")
            let token = try #require(page.fields.pairs.first { $0.0 == "_csrf" }?.1)
            let answer = try await client.execute(
                uri: CatalogueWebsite.path(of: "validations"), method: method,
                headers: [
                    .origin: "http://localhost", HTTPField.Name("Sec-Fetch-Site")!: "same-origin", HTTPField.Name("X-CSRF-Token")!: token,
                ])
            #expect(answer.status == .methodNotAllowed)
            #expect(answer.headers[.allow] == "GET, HEAD, POST")
            #expect(answer.text.contains("This address does not take \(method.rawValue) requests; it takes GET, HEAD, POST."))
        }
    }

    @Test func theValidationsExampleShowsErrorsAndAcceptsAFixedPage() async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("validations")
            let blocked = try await client.post("validations", page.fields.pairs + [("_do", "submit")])
            #expect(blocked.status == .unprocessableContent)
            #expect(blocked.text.contains(#"aria-invalid="true""#))
            #expect(blocked.text.contains("Cannot submit:"))
        }
    }

    @Test func invisibleCharactersThatReorderTextAreEscapedInTheSubmittedJSON() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("new-event").fields
            fields.set("t-title", to: "Launch\u{202E}evil\u{2066}")
            let submit = try await client.post("new-event", fields.pairs + [("_do", "submit")])
            #expect(submit.status == .ok, "\(submit.text.prefix(500))")
            #expect(submit.text.contains(#"<bdi>&quot;title&quot;</bdi> : <bdi>&quot;Launch\u202Eevil\u2066&quot;</bdi>"#), "escaped, the same JSON string")
            #expect(!submit.text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2066 }, "nothing reorders the shown line")
        }
    }

    /// Each string of the submitted JSON is isolated, so a right-to-left value keeps its own
    /// order beside the English keys (its digits were pulled to the line's other end); the
    /// text read is the JSON unchanged.
    @Test func rightToLeftValuesAreIsolatedInTheSubmittedJSON() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("new-event").fields
            fields.set("t-title", to: "عنوان: شارع 5, 10115 \"<b>\"")
            let submit = try await client.post("new-event", fields.pairs + [("_do", "submit")])
            #expect(submit.text.contains(#"<bdi>&quot;title&quot;</bdi> : <bdi>&quot;عنوان: شارع 5, 10115 \&quot;&lt;b&gt;\&quot;&quot;</bdi>,"#))
            let json = try #require(CatalogueSite.submittedJSON(in: submit.text))
            let values = try JSONDecoder().decode(FormValues.self, from: Data(json.utf8))
            #expect(values["title"] == .string("عنوان: شارع 5, 10115 \"<b>\""))
        }
    }

    @Test func unparseableTextIsShownBackWithItsError() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("formatters").fields
            let numeric = try #require(
                fields.pairs.first { $0.0.hasPrefix("t-") && ($0.0.contains("int") || $0.0.contains("integer")) }?.0
                    ?? fields.pairs.first { $0.0.hasPrefix("t-") }?.0)
            fields.set(numeric, to: "not <b>a</b> number")
            let response = try await client.post("formatters", fields.pairs + [("_do", "update")])
            #expect(response.text.contains(#"value="not &lt;b&gt;a&lt;/b&gt; number""#), "kept as typed, escaped")
        }
    }

    @Test func hiddenAndDisabledRowsIgnoreCraftedPosts() async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("hidden-rows")
            let shownNames = Set(page.fields.pairs.map(\.0))
            // Every row of the example, hidden or not, named as the page would name it.
            let controller = try #require(ExampleCatalogue.example(named: "hidden-rows")?.makeController())
            controller.loadViewIfNeeded()
            let hiddenKeys = controller.form.allRows.filter { $0.isHidden }.compactMap(\.tag).map { HTMLIdentifier(sanitizing: $0, prefix: "t-").value }
            #expect(!hiddenKeys.isEmpty)
            #expect(hiddenKeys.allSatisfy { !shownNames.contains($0) }, "hidden rows are not on the page")
            let injected = page.fields.pairs + hiddenKeys.map { ($0, "injected") } + [("_do", "submit")]
            let response = try await client.post("hidden-rows", injected)
            #expect(!response.text.contains("injected"), "hidden rows ignored what was posted for them")
        }
    }

    /// A command field posted twice with different values ("update" then "submit") is a
    /// crafted post: which one was meant would be a guess, so it is refused with a page saying
    /// so and nothing is done. The same value twice says one thing and is taken.
    @Test(arguments: [("_do", "update", "submit"), ("_mv.t-names", "a", "b"), ("_swipe", "x", "y"), ("_delete", "m3-0", "m3-1"), ("_up", "a", "b")])
    func aCommandFieldPostedTwiceWithDifferentValuesIsRefused(name: String, first: String, second: String) async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("validations")
            let response = try await client.post("validations", page.fields.pairs + [(name, first), (name, second)])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("<h1>Form not understood</h1>"))
            #expect(response.text.contains("The form carried its field “\(name)” twice, with different values, which a browser never sends."))
            let twice = try await client.post("validations", page.fields.pairs + [("_do", "update"), ("_do", "update")])
            #expect(twice.status == .ok, "the same value twice is one command")
        }
    }

    @Test func bodyLimitsHoldAtTheBoundary() async throws {
        var limits = CatalogueWebsite.limits
        limits.maxFields = 60
        try await CatalogueSite.test(limits: limits) { client in
            let page = try await client.page("new-event")
            let padding = max(0, 60 - page.fields.pairs.count)
            let atLimit = page.fields.pairs + (0..<padding).map { ("pad\($0)", "x") }
            #expect(atLimit.count == 60)
            #expect(try await client.post("new-event", atLimit).status == .ok)
            let overLimit = try await client.post("new-event", atLimit + [("one", "more")])
            #expect(overLimit.status == .contentTooLarge)
            #expect(overLimit.text.contains("The form has more than 60 fields."))
        }
    }
}
