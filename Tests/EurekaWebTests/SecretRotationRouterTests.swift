import EurekaServer
import EurekaServerTesting
import HTTPTypes
import HummingbirdTesting
import Testing

/// Rotating the server secret keeps the forms open at that moment: an instance given the new
/// secret and the old one as previous takes a page another instance served under the old one,
/// token and signed state alike, and its own pages carry the new one.
@Suite("Web: rotating the server secret")
struct SecretRotationRouterTests {
    static let old = try! ServerSecret(text: "the old secret, at least thirty-two bytes long")
    static let new = try! ServerSecret(text: "the new secret, at least thirty-two bytes long too")
    static let sameOrigin: HTTPFields = [HTTPField.Name("Sec-Fetch-Site")!: "same-origin"]

    /// A swipe-actions page as the old instance leaves it: the invoice flagged, which only the
    /// page's signed state remembers.
    static func flaggedPageFromTheOldInstance() async throws -> ScrapedFields {
        let recorded = PageRecorder()
        try await CatalogueSite.test(secret: old) { client in
            let page = try await client.page("swipe-actions").fields
            let flagged = try await client.post("swipe-actions", page.pairs + [("_swipe", "t-invoice leading 0")], headers: Self.sameOrigin)
            #expect(flagged.text.contains("⚑ Your invoice"))
            await recorded.keep(HTMLFormScraper.fields(in: flagged.text))
        }
        return try #require(await recorded.fields)
    }

    @Test func aPageServedUnderThePreviousSecretIsTakenWithItsState() async throws {
        let page = try await Self.flaggedPageFromTheOldInstance()
        #expect(!page.values(for: "_kept").isEmpty, "the flag is in the signed state")
        try await CatalogueSite.test(secret: Self.new.acceptingPrevious([Self.old])) { client in
            let updated = try await client.post("swipe-actions", page.pairs + [("_do", "update")], headers: Self.sameOrigin)
            #expect(updated.status == .ok)
            #expect(updated.text.contains("⚑ Your invoice"), "the state signed under the old secret is read")
            #expect(!updated.text.contains("The form was not submitted"))
            // The page it answers with is signed under the new secret alone.
            let again = HTMLFormScraper.fields(in: updated.text)
            try await CatalogueSite.test(secret: Self.new) { newOnly in
                let next = try await newOnly.post("swipe-actions", again.pairs + [("_do", "update")], headers: Self.sameOrigin)
                #expect(next.status == .ok)
                #expect(next.text.contains("⚑ Your invoice"))
            }
        }
    }

    @Test func withoutThePreviousSecretThePageComesBackUnsubmitted() async throws {
        let page = try await Self.flaggedPageFromTheOldInstance()
        try await CatalogueSite.test(secret: Self.new) { client in
            let refused = try await client.post("swipe-actions", page.pairs + [("_do", "update")], headers: Self.sameOrigin)
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("What you asked for was not done"), "an update is no submit")
            #expect(!refused.text.contains("⚑ Your invoice"), "state signed under an unknown secret is not trusted")
            // It said "What you entered is below" while the flag was gone: it says what was not restored.
            let lost = "titles and marks that actions changed, rows swiped away) was signed under a secret"
            #expect(refused.text.contains("What the page kept out of sight (text in rows hidden or locked at the time, " + lost))
            #expect(!refused.text.contains("What you entered is below"))
        }
    }

    /// A page brought back (Back, a reload) after a restart with a new secret posts a valid token
    /// beside state signed under the old one: the state was ignored without a word. The page says
    /// what it could not restore, and a submit is not sent with the definition's values in its place.
    @Test func stateSignedUnderAnUnknownSecretBesideAValidTokenIsReported() async throws {
        let oldPage = try await Self.flaggedPageFromTheOldInstance()
        try await CatalogueSite.test(secret: Self.new) { client in
            var page = oldPage
            page.set("_csrf", to: try #require(try await client.page("swipe-actions").fields.values(for: "_csrf").first))
            let updated = try await client.post("swipe-actions", page.pairs + [("_do", "update")], headers: Self.sameOrigin)
            #expect(updated.status == .ok)
            #expect(updated.text.contains("Part of the form could not be restored"))
            let submitted = try await client.post("swipe-actions", page.pairs + [("_do", "submit")], headers: Self.sameOrigin)
            #expect(submitted.status == .conflict)
            #expect(submitted.text.contains("The form was not submitted"))
            #expect(!submitted.text.contains(#"id="submitted-values""#))
        }
    }

    /// A fresh page's kept state (a label's text as the definition writes it) fails to verify
    /// too, but the form holds it anyway: nothing was lost, so nothing is said to be.
    @Test func uncheckedStateThatLostNothingIsNotReportedLost() async throws {
        let recorded = PageRecorder()
        try await CatalogueSite.test(secret: Self.old) { client in await recorded.keep(try await client.page("validations").fields) }
        let page = try #require(await recorded.fields)
        #expect(!page.values(for: "_kept").isEmpty)
        try await CatalogueSite.test(secret: Self.new) { client in
            let refused = try await client.post("validations", page.pairs + [("_do", "update")], headers: Self.sameOrigin)
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("What you entered is below"), "nothing was lost, so nothing is said to be")
        }
    }
}

/// Carries a scraped page out of a `@Sendable` test body.
private actor PageRecorder {
    private(set) var fields: ScrapedFields?
    func keep(_ fields: ScrapedFields) { self.fields = fields }
}
