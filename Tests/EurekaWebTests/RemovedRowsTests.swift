import Eureka
import EurekaHTML
import EurekaServer
import EurekaServerTesting
import Foundation
import HummingbirdTesting
import Testing

/// A row a swipe action removed stays removed on the web: the form is rebuilt from its
/// definition for every request, and the page's signed `_removed` field removes the same rows
/// again before anything is bound.
@Suite("Rows removed by swipe actions stay removed on the web")
struct RemovedRowsTests {
    @Test func aDeletedMessageStaysDeletedAcrossPosts() async throws {
        try await CatalogueSite.test { client in
            var page = try await client.page("swipe-actions").fields
            page = try await Self.post(client, page.pairs + [("_swipe", "t-invoice trailing 0")])
            #expect(page.values(for: "_removed").count == 1)
            let afterUpdate = try await client.post("swipe-actions", page.pairs + [("_do", "update")])
            #expect(!afterUpdate.text.contains(#"id="row-t-invoice""#), "still deleted after another post")
            #expect(afterUpdate.text.contains(#"id="row-t-meeting""#))
            page = HTMLFormScraper.fields(in: afterUpdate.text)
            page = try await Self.post(client, page.pairs + [("_swipe", "t-meeting trailing 0")])
            let both = try await client.post("swipe-actions", page.pairs + [("_do", "update")])
            #expect(!both.text.contains(#"id="row-t-invoice""#) && !both.text.contains(#"id="row-t-meeting""#))
            #expect(both.text.contains(#"id="row-t-lunch""#))
        }
    }

    @Test(arguments: ["signature", "payload", "unsigned"])
    func aForgedListRemovesNothing(_ forgery: String) async throws {
        try await CatalogueSite.test { client in
            var page = try await client.page("swipe-actions").fields
            page = try await Self.post(client, page.pairs + [("_swipe", "t-invoice trailing 0")])
            let removed = try #require(page.values(for: "_removed").first)
            let forged: String
            switch forgery {
            case "signature": forged = String(removed.dropLast()) + (removed.hasSuffix("A") ? "B" : "A")
            case "payload": forged = removed.replacingOccurrences(of: "t-invoice", with: "t-lunch")
            default: forged = "t-lunch"
            }
            page.set("_removed", to: forged)
            let answer = try await client.post("swipe-actions", page.pairs + [("_do", "update")])
            #expect(answer.text.contains(#"id="row-t-lunch""#), "a forged list removes nothing")
            #expect(answer.text.contains(#"id="row-t-invoice""#), "and the list it replaced is gone with it")
        }
    }

    /// Untagged rows are named by their place, which a removal changes: the list replays the
    /// removals in order, so the names the page was given still name the same rows.
    @Test func untaggedRowsAfterARemovedOneKeepTheirValues() async throws {
        let session = await Self.untaggedSession()
        let names = session.fieldNames
        let first = try #require(session.form.allRows.first)
        #expect(names.key(for: first) == "p0-0")
        var posted = PostedForm()
        posted.fields = [PostedForm.Field(name: "_swipe", value: "p0-0 trailing 0")]
        _ = await session.handle(posted)
        let page = SignedFormSession.render(session)
        #expect(!page.contains(">Alpha<"))
        var fields = HTMLFormScraper.fields(in: page)
        #expect(fields.values(for: "p0-2") == [""], "the note, once p0-3, is now p0-2")
        fields.set("p0-2", to: "typed after the removal")
        let next = await Self.untaggedSession()
        _ = await next.handle(PostedForm(fields: (fields.pairs + [("_do", "submit")]).map { PostedForm.Field(name: $0.0, value: $0.1) }))
        let note = try #require(next.form.allRows.last as? TextRow)
        #expect(note.value == "typed after the removal")
        #expect(next.form.allRows.count == 3, "Alpha stays removed")
    }

    @Test func aLiveRemovalAnswersTheNewListAndTheSectionWithItsNewNames() async throws {
        let session = await Self.untaggedSession()
        let page = HTMLFormScraper.fields(in: SignedFormSession.render(session))
        var posted = PostedForm(fields: page.pairs.map { PostedForm.Field(name: $0.0, value: $0.1) })
        posted.fields += [("_event", "command"), ("_swipe", "p0-1 trailing 0"), ("_seq", "1")].map { PostedForm.Field(name: $0.0, value: $0.1) }
        let live = await Self.untaggedSession()
        let answer = await live.handleLive(posted, options: HTMLFormOptions(action: "/form"))
        let removed = try #require(answer.removed)
        #expect(removed.hasPrefix("p0-1 !"))
        let sectionHTML = answer.sections.map(\.html).joined()
        #expect(sectionHTML.contains(#"name="p0-2""#) && !sectionHTML.contains(">Beta<"), "the section comes back whole, renamed")
        // The next request carries the list: Beta stays removed.
        var again = PostedForm(fields: page.pairs.map { PostedForm.Field(name: $0.0, value: $0.1) })
        again.fields.removeAll { $0.name.hasPrefix("p0-") }
        again.fields.append(PostedForm.Field(name: "_removed", value: removed))
        let next = await Self.untaggedSession()
        _ = await next.handle(again)
        #expect(next.form.allRows.compactMap(\.title) == ["Alpha", "Gamma", "Note"])
    }

    // MARK: Support

    private static func post(_ client: some TestClientProtocol, _ pairs: [(String, String)]) async throws -> ScrapedFields {
        let response = try await client.post("swipe-actions", pairs)
        #expect(response.status == .ok)
        return HTMLFormScraper.fields(in: response.text)
    }

    /// Three untagged deletable rows and an untagged note after them, signed as a server signs.
    private static func untaggedSession() async -> WebFormSession {
        await SignedFormSession.make { form in
            let section = Section()
            for title in ["Alpha", "Beta", "Gamma"] {
                section
                    <<< LabelRow {
                        $0.title = title
                        $0.trailingSwipe.actions = [SwipeAction(style: .destructive, title: "Delete") { _, _, done in done?(true) }]
                    }
            }
            section <<< TextRow { $0.title = "Note" }
            form +++ section
        }
    }
}
