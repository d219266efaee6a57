import Eureka
import EurekaExampleCatalogue
import EurekaServerTesting
import Foundation
import Testing

@testable import EurekaHTML

/// A page without script posts every field at once; what it says it showed (`_shown`) lets
/// binding restore what the user left alone before applying what they changed, so a changed
/// row's callbacks are not undone by values the page merely still held.
@Suite("What a page showed, posted back without script")
struct ShownFieldsTests {
    /// New Event: a later start pushes the end an hour past it, though the page posts the old end.
    @Test func aLaterStartMovesTheEndThePageStillHolds() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("new-event").fields
            fields.set("t-starts", to: "2030-01-01T10:00")
            let first = try await client.post("new-event", fields.pairs + [("_do", "update")])
            #expect(first.status == .ok)
            fields = HTMLFormScraper.fields(in: first.text)
            #expect(fields.values(for: "t-ends") == ["2030-01-01T11:00"])

            // From a page that no longer shows the definition: a new title leaves the end alone…
            fields.set("t-title", to: "Launch")
            let second = try await client.post("new-event", fields.pairs + [("_do", "update")])
            fields = HTMLFormScraper.fields(in: second.text)
            #expect(fields.values(for: "t-title") == ["Launch"])
            #expect(fields.values(for: "t-ends") == ["2030-01-01T11:00"])

            // … a later start moves it again…
            fields.set("t-starts", to: "2030-02-01T09:00")
            let third = try await client.post("new-event", fields.pairs + [("_do", "update")])
            fields = HTMLFormScraper.fields(in: third.text)
            #expect(fields.values(for: "t-starts") == ["2030-02-01T09:00"])
            #expect(fields.values(for: "t-ends") == ["2030-02-01T10:00"])

            // … and an end the user changes along with the start is theirs.
            fields.set("t-starts", to: "2030-03-01T09:00")
            fields.set("t-ends", to: "2030-03-02T18:00")
            let fourth = try await client.post("new-event", fields.pairs + [("_do", "update")])
            fields = HTMLFormScraper.fields(in: fourth.text)
            #expect(fields.values(for: "t-ends") == ["2030-03-02T18:00"])
        }
    }

    /// New Event: all-day on and off again gives the start and end their times back. A date
    /// input posts no time of day: the page keeps it beside the input (`KEY.time`).
    @Test func allDayOnAndOffKeepsTheTimes() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("new-event").fields
            fields.set("t-starts", to: "2030-01-01T10:05")
            fields = HTMLFormScraper.fields(in: try await client.post("new-event", fields.pairs + [("_do", "update")]).text)
            fields.add("t-allDay", "on")
            fields = HTMLFormScraper.fields(in: try await client.post("new-event", fields.pairs + [("_do", "update")]).text)
            #expect(fields.values(for: "t-starts") == ["2030-01-01"])
            #expect(fields.values(for: "t-starts.time") == ["10:05"])
            fields.remove("t-allDay", keepingEmpty: true)
            fields = HTMLFormScraper.fields(in: try await client.post("new-event", fields.pairs + [("_do", "update")]).text)
            #expect(fields.values(for: "t-starts") == ["2030-01-01T10:05"])
            #expect(fields.values(for: "t-ends") == ["2030-01-01T11:05"])
            #expect(fields.values(for: "t-starts.time").isEmpty, "a date-and-time input holds its own")
        }
    }

    /// Without `_shown` (a client of its own), every field is applied in document order, as before.
    @Test func withoutShownFieldsEveryFieldIsAppliedInOrder() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("new-event").fields
            fields.remove("_shown")
            fields.set("t-starts", to: "2030-01-01T10:00")
            let page = try await client.post("new-event", fields.pairs + [("_do", "update")])
            // The posted end is the last word: it was applied after the start moved it.
            let posted = try await client.page("new-event").fields.values(for: "t-ends")
            #expect(HTMLFormScraper.fields(in: page.text).values(for: "t-ends") == posted)
        }
    }

    /// For every example, from a page that no longer shows the definition: the fields as the page
    /// holds them digest to exactly what the page says it showed, row by row, so no field the user
    /// left alone is taken for a change (the digest mirrors what every kind of control posts).
    @Test(arguments: CatalogueSite.names)
    func untouchedFieldsDigestToWhatThePageShowed(_ name: String) async throws {
        let example = try #require(ExampleCatalogue.all.first { $0.name == name })
        let first = WebFormSession(controller: example.makeController())
        await first.load()
        var pristine = PostedForm()
        for (field, value) in HTMLFormScraper.fields(in: Self.html(first)).pairs {
            pristine.fields.append(PostedForm.Field(name: field, value: value))
        }
        pristine.fields.append(PostedForm.Field(name: "_do", value: "update"))
        let session = WebFormSession(controller: example.makeController())
        await session.load()
        _ = await session.handle(pristine)

        var page = PostedForm()
        for (field, value) in HTMLFormScraper.fields(in: Self.html(session)).pairs {
            page.fields.append(PostedForm.Field(name: field, value: value))
        }
        let posted = PostedFieldIndex(page)
        guard case .digests(let digests)? = ShownFields(posted, signer: nil)?.basis else {
            Issue.record("\(name): the page does not say what it showed")
            return
        }
        let names = session.fieldNames
        var compared = 0
        for row in session.form.allRows where row.isShownInForm && !row.isDisabled && row.inlineParentRow == nil {
            let key = names.key(for: row)
            guard let shown = digests[key] else { continue }
            let digest = ShownFields.digest(posted: posted, control: row.bindingControl, key: key, row: row, names: names)
            #expect(digest == shown, "\(name): row \(key) posts something other than it showed")
            compared += 1
        }
        #expect(compared == digests.count, "\(name): every digest belongs to a shown row")
    }

    @Test func digestsAreStableSixCharacterCodes() {
        var digest = FieldDigest()
        digest.add("Ada")
        digest.add(true)
        var text = ""
        FieldDigest.encode(digest.value, into: &text)
        #expect(text.utf8.count == 6)
        #expect(FieldDigest.decode(text[...]) == digest.value)
        // Fixed by the algorithm, not by the process: another instance must read it.
        #expect(text == "FhcP3o")
        #expect(FieldDigest.decode("ko6xB") == nil)
        #expect(FieldDigest.decode("ko6xB!") == nil)
    }

    private static func html(_ session: WebFormSession) -> String {
        var html = HTMLWriter()
        HTMLFormRenderer(session: session, options: HTMLFormOptions(action: "/form")).writeForm(into: &html)
        return html.string
    }
}
