import EurekaServerTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A page without script that comes back from a list's button puts focus where the button
/// left off (`autofocus`): it came back with focus at the top of the page, nine Tabs from the
/// row just added. And the tools name their row by what it holds.
@Suite("List buttons without script keep the user's place")
struct ListFocusWithoutScriptTests {
    @Test func anInsertedRowTakesFocus() async throws {
        try await CatalogueSite.test { client in
            let fields = try await client.page("multivalued-sections").fields
            let page = try await client.post("multivalued-sections", fields.pairs + [("_action", "m0-add")]).text
            let keys = try #require(HTMLFormScraper.fields(in: page).values(for: "_mv.s0").first).split(separator: " ")
            let added = try #require(keys.last)
            #expect(Self.focused(in: page) == "f-m0-\(added)", "\(Self.focused(in: page) ?? "nothing")")
        }
    }

    @Test func aDeletedRowHandsFocusToTheRowAfterIt() async throws {
        try await CatalogueSite.test { client in
            let fields = try await client.page("multivalued-sections").fields
            let page = try await client.post("multivalued-sections", fields.pairs + [("_delete", "m3-0")]).text
            #expect(Self.focused(in: page) == "f-m3-1", "\(Self.focused(in: page) ?? "nothing")")
        }
    }

    /// The list's last row deleted (Guests has no add button): focus goes to the first row after
    /// the section, else before it. The page came back with focus nowhere.
    @Test func theLastRowDeletedHandsFocusToTheNextSection() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("multivalued-sections").fields
            fields.set("_mv.s3", to: "2")
            let page = try await client.post("multivalued-sections", fields.pairs + [("_delete", "m3-2")]).text
            #expect(!page.contains(#"id="row-m3-"#), "the list is empty")
            let focused = try #require(Self.focused(in: page), "focus goes somewhere")
            #expect(focused.hasPrefix("f-") && !focused.hasPrefix("f-m3"), "a control of another section: \(focused)")
        }
    }

    /// A moved row keeps focus on the button pressed, or on the other one at the list's end.
    @Test(arguments: [("_down", "m1-0", #"name="_down" value="m1-0""#), ("_up", "m1-1", #"name="_down" value="m1-1""#)])
    func aMovedRowKeepsFocusOnItsButton(command: String, key: String, focusedButton: String) async throws {
        try await CatalogueSite.test { client in
            let fields = try await client.page("multivalued-sections").fields
            let page = try await client.post("multivalued-sections", fields.pairs + [(command, key)]).text
            #expect(page.components(separatedBy: " autofocus").count == 2, "one element takes focus")
            let button = try #require(page.range(of: focusedButton).map { page[$0.lowerBound...].prefix { $0 != ">" } })
            #expect(button.contains(" autofocus"), "\(button)")
        }
    }

    /// A move that cannot happen (the only row of a list) put `autofocus` on a disabled arrow:
    /// focus goes to the row's field.
    @Test func aMoveNeitherArrowCanMakeFocusesTheRowsField() async throws {
        try await CatalogueSite.test { client in
            let fields = try await client.page("multivalued-sections").fields
            let page = try await client.post("multivalued-sections", fields.pairs + [("_down", "m0-0")]).text
            #expect(Self.focused(in: page) == "f-m0-0", "\(Self.focused(in: page) ?? "nothing")")
            #expect(!page.contains("disabled autofocus"))
        }
    }

    /// A swipe action's row keeps focus on its menu; a row it deleted hands it to the next
    /// row's menu. The page came back with focus nowhere.
    @Test(arguments: [("t-meeting leading 0", "Meeting moved to 3pm"), ("t-meeting trailing 0", "Lunch")])
    func aSwipeActionLeavesFocusOnAMenu(command: String, menu: String) async throws {
        try await CatalogueSite.test { client in
            let fields = try await client.page("swipe-actions").fields
            let page = try await client.post("swipe-actions", fields.pairs + [("_swipe", command)]).text
            #expect(page.components(separatedBy: " autofocus").count == 2, "one element takes focus")
            let summary = try #require(page.range(of: " autofocus").map { page[..<$0.lowerBound] }.flatMap { $0.range(of: "<summary", options: .backwards) })
            #expect(page[summary.lowerBound...].prefix(120).contains(menu), "\(page[summary.lowerBound...].prefix(120))")
        }
    }

    @Test func aFreshPageFocusesNothing() async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("multivalued-sections").text
            #expect(!page.contains(" autofocus"))
        }
    }

    @Test(arguments: [#"aria-label="Delete Guest Barbara""#, #"aria-label="Move Swift up""#, #"aria-label="Move Grace down""#])
    func toolsNameTheirRowByWhatItHolds(label: String) async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("multivalued-sections").text
            #expect(page.contains(label))
        }
    }

    /// With the script, the live region says what a list's button did: an added row was "1
    /// shown", a deleted or moved one nothing at all.
    @Test(arguments: [
        (("_delete", "m3-1"), #""announce":"Deleted Guest Barbara""#),
        (("_up", "m1-2"), #""announce":"Moved Edsger to position 2 of 3""#),
        (("_down", "m1-0"), #""announce":"Moved Ada to position 2 of 3""#),
        (("_action", "m0-add"), #""announce":"Added a row to"#),
    ])
    func aListCommandIsAnnouncedLive(command: (String, String), said: String) async throws {
        try await CatalogueSite.test { client in
            let fields = try await client.page("multivalued-sections").fields
            let live: HTTPFields = [HTTPField.Name("X-Eureka-Live")!: "1", .origin: "http://localhost"]
            let answer = try await client.post(
                "multivalued-sections", fields.pairs + [("_event", "command"), command, ("_seq", "1")], headers: live)
            #expect(answer.status == .ok)
            #expect(answer.text.contains(said), "\(answer.text.prefix(600))")
            #expect(answer.text.contains(#""announceCoversRows":true"#), "the page does not count the rows too")
        }
    }

    /// The id of the element marked `autofocus`, if one is.
    private static func focused(in page: String) -> String? {
        guard let mark = page.range(of: " autofocus"), let start = page[..<mark.lowerBound].lastIndex(of: "<") else { return nil }
        let tag = page[start..<mark.lowerBound]
        guard let id = tag.range(of: #" id=""#) else { return nil }
        return String(tag[id.upperBound...].prefix { $0 != "\"" })
    }
}
