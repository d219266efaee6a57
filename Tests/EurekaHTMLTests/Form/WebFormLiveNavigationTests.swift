import Eureka
import Testing

@testable import EurekaHTML

/// Enter and Shift-Enter follow the rows the page shows: when a live change shows or hides rows,
/// the text fields around them that the answer leaves in place get their new targets.
@Suite("Web: live answers keep Enter's targets")
struct WebFormLiveNavigationTests {
    let harness = WebFormHarness {
        ClosureFormController { form in
            form +++ Section()
                <<< TextRow("first") { $0.title = "First" }
                <<< SwitchRow("more") {
                    $0.title = "More"; $0.value = false
                }
                <<< TextRow("extra") {
                    $0.title = "Extra"; $0.hidden = "$more != true"
                }
                <<< TextRow("last") { $0.title = "Last" }
        }
    }

    private func turnMore(_ on: Bool, _ session: WebFormSession) async -> LiveAnswer {
        let key = session.fieldNames.key(for: session.form.rowBy(tag: "more")!)
        var fields: [PostedForm.Field] = [
            .init(name: "_seq", value: "1"), .init(name: "_event", value: "change"), .init(name: "_fields", value: key),
            .init(name: "_row", value: key), .init(name: key, value: ""),
        ]
        if on { fields.append(.init(name: key, value: "on")) } else { fields.append(.init(name: "_prev." + key, value: "on")) }
        return await session.handleLive(PostedForm(fields: fields), options: HTMLFormOptions(action: "/form"))
    }

    @Test func showingARowRelinksTheFieldsAroundIt() async throws {
        let session = await harness.session()
        let names = session.fieldNames
        let id = { (tag: String) in "f-" + names.key(for: session.form.rowBy(tag: tag)!) }
        let answer = await turnMore(true, session)
        #expect(answer.rows.contains { $0.key == names.key(for: session.form.rowBy(tag: "extra")!) }, "Extra is shown")
        let links = Dictionary(uniqueKeysWithValues: answer.links.map { ($0.field, $0) })
        #expect(links[id("first")]?.next == id("extra"), "Enter in First goes to the new row")
        #expect(links[id("last")]?.previous == id("extra"), "Shift-Enter in Last comes back to it")
        #expect(links[id("extra")] == nil, "the shown row carries its own targets")
    }

    @Test func anAnswerThatMovesNothingSendsNoLinks() async throws {
        let session = await harness.session()
        let key = session.fieldNames.key(for: session.form.rowBy(tag: "first")!)
        let posted = PostedForm(fields: [
            .init(name: "_seq", value: "1"), .init(name: "_event", value: "blur"), .init(name: "_fields", value: key),
            .init(name: "_row", value: key), .init(name: key, value: "Ada"),
        ])
        let answer = await session.handleLive(posted, options: HTMLFormOptions(action: "/form"))
        #expect(answer.links.isEmpty)
    }
}
