import Eureka
import Testing

@testable import EurekaHTML

/// A live change the row refuses (a crafted option no page offers) answers with the row shown
/// again with its problem, and the problem announced: never an empty answer.
@Suite("Web: a refused live change is answered")
struct WebFormLiveRefusalTests {
    private func makeSession() async -> WebFormSession {
        let session = WebFormSession(
            controller: ClosureFormController { form in
                form +++ Section()
                    <<< SegmentedRow<String>("size") {
                        $0.title = "Size"
                        $0.options = ["S", "M", "L"]
                        $0.value = "M"
                    }
                    <<< TextRow("name") { $0.title = "Name" }
            })
        await session.load()
        return session
    }

    /// A change of `field` to `value`; `previous` is what the page last sent for it, which the
    /// page's script sends beside the change (`_prev.NAME`).
    private func change(_ session: WebFormSession, field: String, to value: String, previous: String? = nil) async -> LiveAnswer {
        let key = session.fieldNames.key(for: session.form.rowBy(tag: "size")!)
        var fields: [PostedForm.Field] = [
            .init(name: "_seq", value: "3"), .init(name: "_event", value: "change"), .init(name: "_fields", value: field),
            .init(name: "_row", value: key), .init(name: field, value: value),
        ]
        if let previous { fields.append(.init(name: "_prev." + field, value: previous)) }
        return await session.handleLive(PostedForm(fields: fields), options: HTMLFormOptions(action: "/form"))
    }

    /// A refused value replacing another refused one, or the kept value posted again after a
    /// refusal, changes nothing the row holds, yet the problem shown changes: the row is sent
    /// again. Its error had gone on naming the first refusal.
    @Test func aProblemThatChangesOrGoesSendsTheRowAgain() async throws {
        let session = await makeSession()
        let field = try #require(PostedFieldProbe.fieldName(of: "size", in: session))
        let other = await change(session, field: field, to: "98", previous: "99")
        let patch = try #require(other.rows.first, "the row is sent again")
        #expect(patch.html.contains("98") && !patch.html.contains("“99”"), "\(patch.html)")
        let fresh = await makeSession()
        let cleared = await change(fresh, field: field, to: "1", previous: "99")
        let row = try #require(cleared.rows.first, "the row is sent again, without its problem")
        #expect(!row.html.contains("aria-invalid"), "\(row.html)")
    }

    @Test(arguments: ["99", "-1", "S M", "1.0"])
    func aRefusedOptionShowsTheRowWithItsProblem(value: String) async throws {
        let session = await makeSession()
        let field = try #require(PostedFieldProbe.fieldName(of: "size", in: session))
        let answer = await change(session, field: field, to: value)
        #expect(answer.seq == 3)
        let patch = try #require(answer.rows.first, "the row is sent again")
        #expect(patch.html.contains(#"aria-invalid="true""#))
        #expect(answer.announce?.hasPrefix("Size: ") == true, "\(answer.announce ?? "nil")")
        #expect((session.form.rowBy(tag: "size") as? SegmentedRow<String>)?.value == "M", "the row keeps its value")
    }

    @Test func anAcceptedChangeAnnouncesNoProblem() async throws {
        let session = await makeSession()
        let field = try #require(PostedFieldProbe.fieldName(of: "size", in: session))
        let answer = await change(session, field: field, to: "2")
        #expect(answer.announce == nil)
        #expect((session.form.rowBy(tag: "size") as? SegmentedRow<String>)?.value == "L")
    }
}

/// The page's field name for a row's control, read from the rendered page.
enum PostedFieldProbe {
    static func fieldName(of tag: String, in session: WebFormSession) -> String? {
        var html = HTMLWriter()
        session.controller.interaction.prepareAllRowsForDisplay()
        HTMLFormRenderer(session: session, options: HTMLFormOptions(action: "/form")).writeForm(into: &html)
        let page = html.string
        let key = session.fieldNames.key(for: session.form.rowBy(tag: tag)!)
        guard let range = page.range(of: #"name=""#, range: page.range(of: "f-" + key).map { $0.lowerBound..<page.endIndex }) else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "\"" })
    }
}
