import EurekaServerTesting
import Foundation
import HummingbirdTesting
import Testing

/// A row hidden by a condition keeps what was typed into it, as in the terminal: the page
/// carries its value in a signed `_kept` field, and a forged one is ignored.
@Suite("Hidden rows keep their values on the web")
struct KeptValuesTests {
    /// Hidden rows: the switch hides Company; shown again, it holds what was typed.
    @Test func aRowHiddenAndShownAgainKeepsWhatWasTyped() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("hidden-rows").fields
            fields.add("t-showDetails", "on")
            fields = try await Self.update(client, fields)
            fields.set("t-company", to: "Acme & \"Co\" <b> 100%+=é 😀")
            fields.remove("t-showDetails", keepingEmpty: true)
            fields = try await Self.update(client, fields)
            #expect(fields.values(for: "t-company").isEmpty, "the row is hidden")
            #expect(!fields.values(for: "_kept").isEmpty)
            // Kept across a request that does not show it …
            fields.set("t-age", to: "40")
            fields = try await Self.update(client, fields)
            // … and back when it is shown.
            fields.add("t-showDetails", "on")
            fields = try await Self.update(client, fields)
            #expect(fields.values(for: "t-company") == ["Acme & \"Co\" <b> 100%+=é 😀"])
        }
    }

    /// A long text is kept whole, however much of it needs encoding: the kept state is cut into
    /// `_kept` fields that each pass the body parser's limit on one value.
    @Test(arguments: [String(repeating: "a", count: 62_000), String(repeating: "&", count: 21_000), String(repeating: "é😀%", count: 6_000)])
    func aLongTextIsKeptWhole(_ text: String) async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("hidden-rows").fields
            fields.add("t-showDetails", "on")
            fields = try await Self.update(client, fields)
            fields.set("t-company", to: text)
            fields.remove("t-showDetails", keepingEmpty: true)
            fields = try await Self.update(client, fields)
            #expect(fields.values(for: "_kept").count > 1, "a kept state this long comes in pieces")
            #expect(fields.values(for: "_kept").allSatisfy { $0.utf8.count <= 16 << 10 })
            fields.add("t-showDetails", "on")
            fields = try await Self.update(client, fields)
            #expect(fields.values(for: "t-company") == [text])
        }
    }

    /// Pieces of the kept state left out or moved set nothing: the signature covers the whole.
    @Test(arguments: ["dropped", "swapped"])
    func aKeptPieceLeftOutOrMovedSetsNothing(_ change: String) async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("hidden-rows").fields
            fields.add("t-showDetails", "on")
            fields = try await Self.update(client, fields)
            fields.set("t-company", to: String(repeating: "x", count: 40_000))
            fields.remove("t-showDetails", keepingEmpty: true)
            fields = try await Self.update(client, fields)
            var pieces = fields.values(for: "_kept")
            try #require(pieces.count >= 3)
            if change == "dropped" { pieces.remove(at: 1) } else { pieces.swapAt(0, 1) }
            fields.remove("_kept")
            for piece in pieces { fields.add("_kept", piece) }
            fields.add("t-showDetails", "on")
            fields = try await Self.update(client, fields)
            #expect(fields.values(for: "t-company") == [""])
        }
    }

    /// A kept value with a changed signature or payload sets nothing, and the page still works.
    @Test(arguments: ["signature", "payload", "garbage"])
    func aForgedKeptValueIsIgnored(_ forgery: String) async throws {
        try await CatalogueSite.test { client in
            var fields = try await Self.companyTypedThenHidden(client)
            let kept = try #require(fields.values(for: "_kept").first)
            let forged: String
            switch forgery {
            case "signature": forged = String(kept.dropLast()) + (kept.hasSuffix("A") ? "B" : "A")
            case "payload": forged = kept.replacingOccurrences(of: "Acme", with: "Evil")
            default: forged = "t-company=Evil.%%%"
            }
            fields.remove("_kept")
            fields.add("_kept", forged)
            fields.add("t-showDetails", "on")
            fields = try await Self.update(client, fields)
            #expect(fields.values(for: "t-company") == [""])
        }
    }

    /// A shown row's posted value beats nothing: a kept value cannot be smuggled in for a row the
    /// page shows, since the shown field is bound after it.
    @Test func aShownFieldIsBoundAfterKeptValues() async throws {
        try await CatalogueSite.test { client in
            var fields = try await Self.companyTypedThenHidden(client)
            let kept = fields.values(for: "_kept")
            // The same kept state, posted with the row shown and a new value in its field.
            fields.add("t-showDetails", "on")
            fields = try await Self.update(client, fields)
            fields.set("t-company", to: "Typed later")
            fields.remove("_kept")
            for value in kept { fields.add("_kept", value) }
            fields = try await Self.update(client, fields)
            #expect(fields.values(for: "t-company") == ["Typed later"])
        }
    }

    /// What the page says it showed lets a post set a row hidden by a change in that post; a
    /// list the server did not sign cannot name a row the person never saw.
    @Test(arguments: ["t-company:AAAAAA", "t-company:AAAAAA !AAAAAAAAAAAAAAAAAAAAAA"])
    func anUnsignedShownListCannotSetAHiddenRow(_ shown: String) async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("hidden-rows").fields
            fields.set("_shown", to: shown)
            fields.add("t-company", "Evil")
            fields = try await Self.update(client, fields)
            fields.add("t-showDetails", "on")
            fields = try await Self.update(client, fields)
            #expect(fields.values(for: "t-company") == [""])
        }
    }

    /// The rows tour's label counts button presses through a callback: the count has no field,
    /// and is kept from one press to the next, with or without script.
    @Test func aLabelChangedByACallbackKeepsItsTextAcrossRequests() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("rows-tour").fields
            var text = ""
            for _ in 0..<3 {
                let response = try await client.post("rows-tour", fields.pairs + [("_action", "p1-1")])
                #expect(response.status == .ok)
                text = response.text
                fields = HTMLFormScraper.fields(in: text)
            }
            #expect(text.contains(#"<span class="eu-label" id="f-t-presses">Button presses</span><span class="eu-value">3</span>"#))
        }
    }

    /// The hidden-rows page after "Acme" was typed into Company and the switch turned it off.
    private static func companyTypedThenHidden(_ client: some TestClientProtocol) async throws -> ScrapedFields {
        var fields = try await client.page("hidden-rows").fields
        fields.add("t-showDetails", "on")
        fields = try await update(client, fields)
        fields.set("t-company", to: "Acme")
        fields.remove("t-showDetails", keepingEmpty: true)
        return try await update(client, fields)
    }

    private static func update(_ client: some TestClientProtocol, _ fields: ScrapedFields) async throws -> ScrapedFields {
        let response = try await client.post("hidden-rows", fields.pairs + [("_do", "update")])
        #expect(response.status == .ok)
        return HTMLFormScraper.fields(in: response.text)
    }
}
