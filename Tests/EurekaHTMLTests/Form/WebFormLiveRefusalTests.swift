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

    private func change(_ session: WebFormSession, field: String, to value: String) async -> LiveAnswer {
        let key = session.fieldNames.key(for: session.form.rowBy(tag: "size")!)
        let posted = PostedForm(fields: [
            .init(name: "_seq", value: "3"), .init(name: "_event", value: "change"), .init(name: "_fields", value: field),
            .init(name: "_row", value: key), .init(name: field, value: value),
        ])
        return await session.handleLive(posted, options: HTMLFormOptions(action: "/form"))
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
