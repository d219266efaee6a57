import Eureka
import EurekaHTML
import Testing

/// A multivalued section's list of rows may name as many rows as its definition starts with,
/// even past the 500 a page can add: cut at 500, a post had deleted the rest without a word.
@Suite("Multivalued lists longer than a page can add")
struct WebFormLongListTests {
    let harness = WebFormHarness {
        ClosureFormController { form in
            form
                +++ MultivaluedSection(multivaluedOptions: [.Delete], header: "Readings") {
                    for index in 0..<600 { $0 <<< TextRow { $0.value = "reading \(index)" } }
                }
        }
    }

    @Test func aDefinitionsOwnRowsOutlastAPostOfThePage() async throws {
        let keys = (0..<600).map(String.init)
        let posted = [("_mv.s0", keys.joined(separator: " "))] + keys.map { ("m0-\($0)", "reading \($0)") } + [("_do", "update")]
        let (session, _) = await harness.post(posted)
        #expect(session.form.allSections[0].allRows.count == 600)
        var list = PostedForm()
        list.fields = [PostedForm.Field(name: "_mv.s0", value: keys.joined(separator: " "))]
        #expect(session.overlongRowList(in: list) == nil)
        list.fields = [PostedForm.Field(name: "_mv.s0", value: (keys + ["k600"]).joined(separator: " "))]
        let overlong = try #require(session.overlongRowList(in: list))
        #expect(overlong.name == "_mv.s0" && overlong.count == 601 && overlong.limit == 600)
    }
}
