import EurekaServerTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// A row locked by a condition keeps what was typed into it, as in the terminal: a browser
/// posts nothing for a disabled field, so the page carries its value in the signed kept state,
/// and a crafted post still cannot change it.
@Suite("Disabled rows keep their values on the web")
struct DisabledRowsWebTests {
    @Test func aLockedRowKeepsWhatWasTypedBeforeAndAfterItIsUnlocked() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("disabled-rows").fields
            fields.set("t-displayName", to: "Grace")
            fields.set("t-theme", to: "1")
            fields = try await Self.update(client, fields)
            fields.add("t-locked", "on")
            let locked = try await client.post("disabled-rows", fields.pairs + [("_do", "update")])
            #expect(locked.text.contains(#"value="Grace""#), "the locked field shows what was typed")
            fields = HTMLFormScraper.fields(in: locked.text)
            #expect(fields.values(for: "t-displayName").isEmpty && fields.values(for: "t-theme").isEmpty, "disabled fields post nothing")
            #expect(try await client.submittedValues("disabled-rows", fields).contains(#""displayName" : "Grace""#))
            fields.remove("t-locked", keepingEmpty: true)
            fields = try await Self.update(client, fields)
            #expect(fields.values(for: "t-displayName") == ["Grace"])
            #expect(fields.values(for: "t-theme").last == "1", "Dark, not nothing")
            let values = try await client.submittedValues("disabled-rows", fields)
            #expect(values.contains(#""displayName" : "Grace""#) && values.contains(#""theme" : "Dark""#), "\(values)")
        }
    }

    @Test func lockingAndUnlockingChangesNothing() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("disabled-rows").fields
            fields.add("t-locked", "on")
            fields = try await Self.update(client, fields)
            fields.remove("t-locked", keepingEmpty: true)
            fields = try await Self.update(client, fields)
            let values = try await client.submittedValues("disabled-rows", fields)
            #expect(values.contains(#""theme" : "Light""#) && values.contains(#""displayName" : "Ada""#), "\(values)")
        }
    }

    /// Without script the whole page comes in one post, in document order: the lock above the
    /// name arrives first. The name the person typed before ticking it is still taken.
    @Test func aValueTypedAndLockedInOnePostIsTaken() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("disabled-rows").fields
            fields.set("t-displayName", to: "Grace")
            fields.add("t-locked", "on")
            let values = try await client.submittedValues("disabled-rows", fields)
            #expect(values.contains(#""displayName" : "Grace""#) && values.contains(#""locked" : true"#), "\(values)")
        }
    }

    @Test func aCraftedValueForALockedRowIsIgnored() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("disabled-rows").fields
            fields.add("t-locked", "on")
            fields = try await Self.update(client, fields)
            fields.add("t-displayName", "Mallory")
            fields.add("t-accountID", "ACC-6666")
            let values = try await client.submittedValues("disabled-rows", fields)
            #expect(values.contains(#""displayName" : "Ada""#) && values.contains(#""accountID" : "ACC-0042""#), "\(values)")
        }
    }

    /// The kept state carries text the person typed, under the server's signature. Resent as
    /// a `_shown` or `_removed` list, that text named locked rows as shown (then set them) or as
    /// removed: each piece of state is now signed for its own purpose only.
    @Test(arguments: ["_shown", "_removed"])
    func keptTextResentAsAnotherSignedListIsRefused(field: String) async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("disabled-rows").fields
            fields.set("t-displayName", to: "a t-accountID:AAAAAA t-verified:AAAAAA t-verified t-accountID t-terms b")
            fields.add("t-locked", "on")
            fields = try await Self.update(client, fields)
            let kept = fields.values(for: "_kept").joined()
            let dot = try #require(kept.lastIndex(of: "."))
            let forged = kept[..<dot] + " !" + kept[kept.index(after: dot)...]
            fields.remove("_shown", keepingEmpty: false)
            fields.add(field, String(forged))
            fields.add("t-accountID", "ACC-9999")
            fields.add("t-verified", "")
            if field == "_removed" {
                // A list of removed rows that does not verify is ignored, and said to be: the
                // submit is not sent, and every row is still there.
                let answer = try await client.post("disabled-rows", fields.pairs + [("_do", "submit")])
                #expect(answer.status == .conflict)
                #expect(answer.text.contains("The form was not submitted") && answer.text.contains(#"name="t-terms""#))
                return
            }
            let values = try await client.submittedValues("disabled-rows", fields)
            #expect(values.contains(#""accountID" : "ACC-0042""#) && values.contains(#""verified" : true"#), "\(values)")
            #expect(values.contains(#""terms""#), "no row removed: \(values)")
        }
    }

    /// With the script on, *Continue* (a button whose press submits the form) was performed and
    /// answered with nothing: the live answer never asked whether the press ended the form.
    @Test func aButtonThatSubmitsSubmitsWithTheScriptOn() async throws {
        try await CatalogueSite.test { client in
            var fields = try await client.page("disabled-rows").fields
            fields.add("t-terms", "on")
            fields.add("t-privacy", "on")
            let live: HTTPFields = [HTTPField.Name("X-Eureka-Live")!: "1", .origin: "http://localhost"]
            let answer = try await client.post(
                "disabled-rows", fields.pairs + [("_event", "command"), ("_action", "p2-2"), ("_seq", "1")], headers: live)
            #expect(answer.status == .ok)
            #expect(answer.text.contains(#""submit":true"#), "\(answer.text)")
            // Unticked, the button is locked: the press does nothing, and nothing is submitted.
            fields.remove("t-privacy", keepingEmpty: true)
            let locked = try await client.post(
                "disabled-rows", fields.pairs + [("_event", "command"), ("_action", "p2-2"), ("_seq", "2")], headers: live)
            #expect(locked.text.contains(#""submit":false"#), "\(locked.text)")
        }
    }

    // MARK: Support

    private static func update(_ client: some TestClientProtocol, _ fields: ScrapedFields) async throws -> ScrapedFields {
        let response = try await client.post("disabled-rows", fields.pairs + [("_do", "update")])
        #expect(response.status == .ok)
        return HTMLFormScraper.fields(in: response.text)
    }
}
