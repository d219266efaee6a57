import Eureka
import EurekaHTML
import Testing

/// Rows a rule will not let go empty are marked before anyone submits: `required` on the
/// control (the form is `novalidate`, so nothing is blocked), and a row class the stylesheet
/// marks the label by (an asterisk with empty alternative text). Nothing marked them; people learnt from the errors.
@Suite("Required rows, marked on the page")
struct RequiredMarkupTests {
    let harness = WebFormHarness {
        ClosureFormController { form in
            form +++ Section()
                <<< EmailRow("email") {
                    $0.title = "Email"; $0.add(rule: RuleRequired())
                }
                <<< TextRow("zip") {
                    $0.title = "ZIP"; $0.add(rule: RuleRegExp(regExpr: "[0-9]{5}", allowsEmpty: false))
                }
                <<< TextRow("nickname") {
                    $0.title = "Nickname"; $0.add(rule: RuleMinLength(minLength: 3))
                }
                <<< TextRow("dropped") {
                    $0.title = "Dropped"; $0.add(rule: RuleRequired()); $0.removeAllRules()
                }
                <<< SwitchRow("terms") {
                    $0.title = "Terms"; $0.add(rule: RuleRequired())
                }
                <<< SegmentedRow<String>("size") {
                    $0.title = "Size"; $0.options = ["S", "M"]; $0.add(rule: RuleRequired())
                }
                <<< PushRow<String>("colour") {
                    $0.title = "Colour"; $0.options = ["Red", "Green"]; $0.add(rule: RuleRequired())
                }
                <<< TextRow("right") {
                    $0.title = "Right"; $0.cellSetup { cell, _ in cell.textField.textAlignment = .right }
                }
        }
    }

    @Test(arguments: [("f-t-email", true), ("f-t-zip", true), ("f-t-nickname", false), ("f-t-dropped", false), ("f-t-colour", true)])
    func aControlIsRequiredWhenARuleRefusesNoValue(id: String, required: Bool) async throws {
        let html = harness.html(await harness.session())
        let tag = try #require(Self.tag(withID: id, in: html))
        #expect(tag.contains(" required") == required, "\(tag)")
        let row = try #require(Self.tag(withID: "row-" + id.dropFirst(2), in: html))
        #expect(row.contains(" eu-required") == required, "the row's class marks its label: \(row)")
    }

    /// A checkbox's `required` would mean "must be ticked", which a rule refusing no value
    /// does not ask (false is a value).
    @Test func aSwitchIsNotMarkedRequired() async throws {
        let html = harness.html(await harness.session())
        let tag = try #require(Self.tag(withID: "f-t-terms", in: html))
        #expect(!tag.contains("required"), "\(tag)")
    }

    /// A group of radios has no `required` of its own: its legend says it.
    @Test func aRadioGroupSaysItInItsLegend() async {
        let html = harness.html(await harness.session())
        #expect(html.contains(#"<legend class="eu-visually-hidden">Size (required)</legend>"#))
    }

    @Test func aFieldsAlignmentReachesThePage() async throws {
        let html = harness.html(await harness.session())
        let tag = try #require(Self.tag(withID: "f-t-right", in: html))
        #expect(tag.contains(#"class="eu-input eu-align-right""#), "\(tag)")
    }

    /// The start tag carrying `id="…"`.
    private static func tag(withID id: String, in html: String) -> Substring? {
        guard let idRange = html.range(of: #" id="\#(id)""#), let start = html[..<idRange.lowerBound].lastIndex(of: "<"),
            let end = html[idRange.upperBound...].firstIndex(of: ">")
        else { return nil }
        return html[start...end]
    }
}
