import EurekaServerTesting
import Foundation
import HummingbirdTesting
import Testing

/// Rows of multivalued sections keep keys of their own across deletes and inserts: a row added
/// after another was deleted never takes a key still in use, so no two fields share a name.
@Suite("Multivalued rows keep distinct keys on the web")
struct MultivaluedKeyTests {
    /// Deleting a guest frees a row; the tag added next must not post under an existing tag's
    /// name (it did: keys were looked up by object identity, and the new row could be made at the
    /// freed row's address).
    @Test func aRowAddedAfterADeleteTakesANewKeyAndLosesNothing() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("multivalued-sections").fields
            let tagsBefore = try #require(fields.values(for: "_mv.s0").first).split(separator: " ")
            fields = try await Self.post(client, fields.pairs + [("_delete", "m3-0")])
            fields = try await Self.post(client, fields.pairs + [("_action", "m0-add")])
            let keys = try #require(fields.values(for: "_mv.s0").first).split(separator: " ").map(String.init)
            #expect(keys.count == tagsBefore.count + 1)
            #expect(Set(keys).count == keys.count, "every row its own key: \(keys)")
            let added = try #require(keys.last)
            #expect(fields.values(for: "m0-" + added) == [""])
            fields.set("m0-" + added, to: "Rust")
            fields = try await Self.post(client, fields.pairs + [("_do", "update")])
            let values = keys.flatMap { fields.values(for: "m0-" + $0) }
            #expect(values.last == "Rust")
            #expect(values.count == keys.count && values.dropLast().allSatisfy { !$0.isEmpty }, "the tags before it kept: \(values)")
        }
    }

    /// A list no page writes (keys between tabs, a key too long) is refused whole: read as it
    /// stands it names no row, and every row of the section would be deleted without a word.
    @Test(arguments: ["0\tk1", "0  1", " 0", "0 toolongforakey1", "0 k-1", "0 add", "0 0"])
    func aMalformedRowListIsRefusedAndNothingIsDeleted(_ list: String) async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("multivalued-sections").fields
            fields.set("_mv.s0", to: list)
            let response = try await client.post("multivalued-sections", fields.pairs + [("_do", "update")])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("list of rows “_mv.s0” is not one the page wrote"))
            fields.set("_mv.s0", to: "")
            #expect(try await client.post("multivalued-sections", fields.pairs + [("_do", "update")]).status == .ok, "an empty list is a page's")
        }
    }

    /// A list naming more rows than a page can add is refused whole: cut at the limit, the rows
    /// past it (and their text) went without a word. At the limit it is a page's.
    @Test(arguments: [(500, true), (501, false)])
    func aRowListPastTheLimitIsRefusedNotCut(count: Int, accepted: Bool) async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("multivalued-sections").fields
            let keys = (0..<count).map { "k\($0)" }
            fields.set("_mv.s0", to: keys.joined(separator: " "))
            let response = try await client.post("multivalued-sections", fields.pairs + keys.map { ("m0-" + $0, "tag \($0)") } + [("_do", "update")])
            if accepted {
                #expect(response.status == .ok)
                #expect(response.text.contains("tag k499"))
            } else {
                #expect(response.status == .badRequest)
                #expect(response.text.contains("list of rows “_mv.s0” names 501 rows, more than the 500 its section can hold"))
            }
        }
    }

    /// A crafted key with the most digits a key may have does not make the next row's key one
    /// no list may carry (every later post of the page would be refused).
    @Test func aRowAddedAfterACraftedLongKeyGetsAKeyAPageCanCarry() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("multivalued-sections").fields
            fields.set("_mv.s0", to: "999999999999")
            fields = try await Self.post(client, fields.pairs + [("_action", "m0-add")])
            let keys = try #require(fields.values(for: "_mv.s0").first).split(separator: " ")
            #expect(keys.count == 2 && keys.allSatisfy { $0.count <= 12 }, "\(keys)")
            let again = try await client.post("multivalued-sections", fields.pairs + [("_do", "update")])
            #expect(again.status == .ok)
        }
    }

    private static func post(_ client: some TestClientProtocol, _ pairs: [(String, String)]) async throws -> ScrapedFields {
        let response = try await client.post("multivalued-sections", pairs)
        #expect(response.status == .ok)
        return HTMLFormScraper.fields(in: response.text)
    }
}
