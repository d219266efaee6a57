import EurekaHTML
import EurekaServerTesting
import Foundation
import HTTPTypes
import Testing

@testable import EurekaExamples

/// A long paste, as a person makes one: 70,000 characters in a text area of a real form. The
/// body is within its limit, so the form comes back (422) with everything kept, the paste whole
/// and the problem under it; only a body over its own limit is a 413, whose page says how to
/// get back to what was typed.
@Suite("Web: a long paste is its row's problem, not a lost form")
struct OversizedTextRouterTests {
    @Test func aLongPasteComesBackUnderItsRowWithEverythingElseKept() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("new-event").fields
            fields.set("t-title", to: "Launch")
            fields.set("t-notes", to: String(repeating: "n", count: 70_000))
            let answer = try await client.post("new-event", fields.pairs + [("_do", "submit")])
            #expect(answer.status == .unprocessableContent)
            #expect(answer.text.contains("This text is 70,000 bytes long; at most 65,536 can be sent. Shorten it by at least 4,464 bytes."))
            #expect(answer.text.contains(#"value="Launch""#), "the title is kept")
            var again = HTMLFormScraper.fields(in: answer.text)
            #expect(again.values(for: "t-notes") == [String(repeating: "n", count: 70_000)], "the whole paste is shown back")
            let twice = try await client.post("new-event", again.pairs + [("_do", "submit")])
            #expect(twice.status == .unprocessableContent, "sent again as shown, it is refused again")
            again.set("t-notes", to: String(repeating: "n", count: 65_536))
            let shortened = try await client.post("new-event", again.pairs + [("_do", "submit")])
            #expect(shortened.status == .ok, "shortened to the limit, it is taken")
        }
    }

    @Test func aBodyOverItsLimitIsA413ThatSaysHowToGetBack() async throws {
        var limits = CatalogueWebsite.limits
        limits.maxBodyBytes = 100_000
        try await CatalogueSite.test(limits: limits) { client in
            var fields = try await client.page("new-event").fields
            fields.set("t-notes", to: String(repeating: "n", count: 100_000))
            let answer = try await client.post("new-event", fields.pairs + [("_do", "submit")])
            #expect(answer.status == .contentTooLarge)
            #expect(answer.text.contains("at most 100,000 bytes (97.7 KB) can be sent."), "\(answer.text)")
            #expect(answer.text.contains("Use your browser’s Back button to return to the form with what you typed still in it."))
            #expect(answer.text.contains("Shorten the longest texts or leave out a file, then send the form again."))
            #expect(!answer.text.contains("FormBodyLimits"))
        }
    }
}
