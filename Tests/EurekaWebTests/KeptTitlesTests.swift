import Eureka
import EurekaHTML
import EurekaServer
import EurekaServerTesting
import Foundation
import HummingbirdTesting
import Testing

/// A title a callback changed survives the next request, as it does in the terminal: the form is
/// rebuilt from its definition for every request, and the page's signed `_kept` state sets the
/// title again before anything is bound.
@Suite("Titles changed by callbacks are kept on the web")
struct KeptTitlesTests {
    @Test func aFlaggedMessageStaysFlaggedAcrossPostsAndUnflagsAgain() async throws {
        try await CatalogueSite.test { client in
            var page = try await client.page("swipe-actions").fields
            page = try await Self.post(client, page.pairs + [("_swipe", "t-invoice leading 0")])
            // Another request that does not touch the invoice: marking the meeting read.
            let marked = try await client.post("swipe-actions", page.pairs + [("_swipe", "t-meeting trailing 1")])
            #expect(marked.text.contains("⚑ Your invoice"), "still flagged after another post")
            page = HTMLFormScraper.fields(in: marked.text)
            let updated = try await client.post("swipe-actions", page.pairs + [("_do", "update")])
            #expect(updated.text.contains("⚑ Your invoice"))
            #expect(updated.text.contains(">read<"), "the meeting's value is kept beside it")
            page = try await Self.post(client, HTMLFormScraper.fields(in: updated.text).pairs + [("_swipe", "t-invoice leading 0")])
            let unflagged = try await client.post("swipe-actions", page.pairs + [("_do", "update")])
            #expect(!unflagged.text.contains("⚑"), "flagging twice takes the flag off, and that is kept too")
            #expect(unflagged.text.contains("Your invoice"))
        }
    }

    /// A fresh page carries no titles: only a change made after the definition was built is one.
    @Test func aFreshPageCarriesNoTitles() async throws {
        let session = await Self.session()
        #expect(session.form.allRows.allSatisfy { !$0.titleChangedWhileTracked })
        let kept = SignedFormSession.render(session)
        #expect(!kept.contains("_kept"), "nothing to keep on a fresh page")
    }

    @Test func aTitleTakenAwayIsKeptAsNone() async throws {
        let session = await Self.session()
        var posted = PostedForm()
        posted.fields = [PostedForm.Field(name: "_action", value: "t-clear")]
        _ = await session.handle(posted)
        #expect(session.form.rowBy(tag: "name")?.title == nil)
        let next = await Self.session()
        _ = await next.handle(Self.page(of: session))
        #expect(next.form.rowBy(tag: "name")?.title == nil, "no title, not an empty one put back")
        #expect(next.form.rowBy(tag: "count")?.title == "Count", "a title no callback changed is the definition's")
    }

    @Test(arguments: ["forged", "unsigned"])
    func aTitleInAForgedStateSetsNothing(_ forgery: String) async throws {
        let session = await Self.session()
        var posted = PostedForm()
        posted.fields = [PostedForm.Field(name: "_action", value: "t-count")]
        _ = await session.handle(posted)
        var fields = HTMLFormScraper.fields(in: SignedFormSession.render(session))
        let kept = try #require(fields.values(for: "_kept").first)
        #expect(kept.contains("^t-count=Pressed 1 time"))
        fields.set("_kept", to: forgery == "forged" ? kept.replacingOccurrences(of: "Pressed 1", with: "Hacked 9") : "^t-name=Hacked")
        let next = await Self.session()
        _ = await next.handle(PostedForm(fields: fields.pairs.map { PostedForm.Field(name: $0.0, value: $0.1) }))
        #expect(next.form.rowBy(tag: "count")?.title == "Count", "the definition's title")
        #expect(next.form.rowBy(tag: "name")?.title == "Name")
    }

    /// With the script, the live answer carries the new kept state, and the request after it
    /// sets the title again.
    @Test func aLiveAnswerCarriesTheChangedTitle() async throws {
        let session = await Self.session()
        var posted = Self.page(of: session)
        posted.fields += [("_event", "command"), ("_action", "t-count"), ("_seq", "1")].map { PostedForm.Field(name: $0.0, value: $0.1) }
        let live = await Self.session()
        let answer = await live.handleLive(posted, options: HTMLFormOptions(action: "/form"))
        let kept = try #require(answer.kept)
        var again = Self.page(of: session)
        again.fields.removeAll { $0.name == "_kept" }
        again.fields += kept.map { PostedForm.Field(name: "_kept", value: $0) }
        let next = await Self.session()
        _ = await next.handle(again)
        #expect(next.form.rowBy(tag: "count")?.title == "Pressed 1 time")
    }

    // MARK: Support

    private static func post(_ client: some TestClientProtocol, _ pairs: [(String, String)]) async throws -> ScrapedFields {
        let response = try await client.post("swipe-actions", pairs)
        #expect(response.status == .ok)
        return HTMLFormScraper.fields(in: response.text)
    }

    /// A button that counts its presses in its own title and one that takes a text row's away,
    /// signed as a server signs.
    /// What `session`'s page posts back untouched.
    private static func page(of session: WebFormSession) -> PostedForm {
        PostedForm(fields: HTMLFormScraper.fields(in: SignedFormSession.render(session)).pairs.map { PostedForm.Field(name: $0.0, value: $0.1) })
    }

    private static func session() async -> WebFormSession {
        await SignedFormSession.make { form in
            form +++ Section()
                <<< TextRow("name") { $0.title = "Name" }
                <<< ButtonRow("count") { $0.title = "Count" }.onCellSelection { _, row in
                    let presses = Int(row.title?.split(separator: " ").dropFirst().first ?? "") ?? 0
                    row.title = "Pressed \(presses + 1) time"
                }
                <<< ButtonRow("clear") { $0.title = "Clear the name's title" }.onCellSelection { _, row in
                    row.form?.rowBy(tag: "name")?.title = nil
                }
        }
    }
}
