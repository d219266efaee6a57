import Eureka
import EurekaHTML
import Testing

/// A choice whose value is none of its options (a value the app loaded, which the options no
/// longer offer): the page showed "—", as if nothing were chosen, and submitted the value
/// anyway. It shows as the last option, chosen; chosen again it keeps the value, and "—" or
/// another option changes it as always.
@Suite("Web forms: a value that is none of the options")
struct WebFormHeldChoiceTests {
    private let harness = WebFormHarness {
        ClosureFormController { form in
            form +++ Section()
                <<< PushRow<String>("size") {
                    $0.title = "Size"; $0.options = ["S", "M"]; $0.value = "XL"
                }
                <<< SegmentedRow<String>("tone") {
                    $0.title = "Tone"; $0.options = ["Dry", "Warm"]; $0.value = "Loud"
                }
                <<< PushRow<String>("grouped") {
                    $0.title = "Grouped"; $0.options = ["A", "B"]; $0.value = "Z"
                    $0.onPresent { _, selector in selector.sectionKeyForValue = { $0 == "A" ? "First" : "Second" } }
                }
        }
    }

    private func element(_ tag: String, named name: String, in html: String) throws -> String {
        let range = try #require(html.range(of: "<\(tag)[^>]*name=\"\(name)\"[^>]*>.*?</\(tag)>", options: .regularExpression))
        return String(html[range])
    }

    @Test func theHeldValueIsShownAsTheChosenLastOption() async throws {
        let html = harness.html(await harness.session())
        let size = try element("select", named: "t-size", in: html)
        #expect(size.contains(#"<option value="" >—</option>"#) || size.contains(#"<option value="">—</option>"#), "\(size)")
        #expect(size.contains(#"<option value="2" selected>XL</option>"#), "\(size)")
        #expect(html.contains(#"type="radio" id="o-t-tone-2" name="t-tone" value="2" checked"#), "segments: a radio, checked")
        #expect(html.contains(#"<label for="o-t-tone-2">Loud</label>"#))
        let grouped = try element("select", named: "t-grouped", in: html)
        #expect(grouped.hasSuffix(#"</optgroup><option value="2" selected>Z</option></select>"#), "after the groups: \(grouped)")
    }

    @Test func theUntouchedPageSubmitsTheHeldValues() async throws {
        let (_, outcome) = await harness.post([("t-size", "2"), ("t-tone", ""), ("t-tone", "2"), ("t-grouped", "2"), ("_do", "submit")])
        let values = try #require(outcome.submittedValues)
        #expect(values["size"] == .string("XL") && values["tone"] == .string("Loud") && values["grouped"] == .string("Z"))
    }

    @Test func noneOrAnotherOptionChangesTheHeldValue() async throws {
        let (session, outcome) = await harness.post([("t-size", ""), ("t-tone", ""), ("t-tone", "0"), ("_do", "submit")])
        let values = try #require(outcome.submittedValues)
        #expect(values["size"] == .null, "“—” chose nothing")
        #expect(values["tone"] == .string("Dry"))
        #expect(!harness.html(session).contains(">XL<"), "a value chosen away is no longer offered")
    }

    @Test func anIndexPastTheHeldValueIsRefused() async {
        let (session, outcome) = await harness.post([("t-size", "3"), ("_do", "submit")])
        #expect(outcome.submittedValues == nil)
        #expect(harness.html(session).contains("“3” is not one of the options"))
    }
}
