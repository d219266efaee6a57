import Eureka
import Testing

@testable import EurekaHTML

/// One rule when a name repeats: a control that posts one value is read from the last value
/// posted under its name. The page's own markers (an empty value before a radio group's,
/// checkbox's or option list's own) come first, so they keep working; a crafted repeat is read
/// the same way whatever the control, where text used to take the first value and choices the
/// last non-empty one.
@Suite("Web: a repeated field name is read by one rule")
struct WebFormRepeatedNameTests {
    let harness = WebFormHarness {
        ClosureFormController { form in
            form +++ Section()
                <<< TextRow("name") { $0.title = "Name" }
                <<< SwitchRow("agree") { $0.title = "Agree" }
                <<< SegmentedRow<String>("size") {
                    $0.title = "Size"; $0.options = ["S", "M", "L"]
                }
                <<< PushRow<String>("colour") {
                    $0.title = "Colour"; $0.options = ["Red", "Green"]
                }
                <<< StepperRow("guests") { $0.title = "Guests" }
                <<< MultipleSelectorRow<String>("langs") { $0.options = ["Swift", "Go", "Rust"] }
            form +++ SelectableSection<ListCheckRow<String>>("Pick", selectionType: .singleSelection(enableDeselection: true))
            for option in ["A", "B"] {
                form.last!
                    <<< ListCheckRow<String>(option) {
                        $0.title = option; $0.selectableValue = option
                    }
            }
            form +++ SelectableSection<ListCheckRow<String>>("Extras", selectionType: .multipleSelection)
            form.last!
                <<< ListCheckRow<String>("wifi") {
                    $0.title = "Wi-Fi"; $0.selectableValue = "wifi"
                }
        }
    }

    static func value(of tag: String, in session: WebFormSession) -> String {
        guard let value = session.form.rowBy(tag: tag)?.baseValue else { return "nil" }
        if let set = value as? Set<String> { return set.sorted().joined(separator: ",") }
        return "\(value)"
    }

    @Test(arguments: [
        // What the page itself posts: markers first, then the value.
        ("t-agree", ["", "on"], "agree", "true"),
        ("t-agree", [""], "agree", "nil"),
        ("t-size", ["", "2"], "size", "L"),
        ("t-colour", ["", "1"], "colour", "Green"),
        ("t-langs", ["", "0", "2"], "langs", "Rust,Swift"),
        // Crafted repeats: the last value, whatever the control.
        ("t-name", ["Ada", "Grace"], "name", "Grace"),
        ("t-name", ["Ada", ""], "name", "nil"),
        ("t-agree", ["on", ""], "agree", "nil"),
        ("t-size", ["0", "2"], "size", "L"),
        ("t-size", ["2", ""], "size", "nil"),
        ("t-colour", ["1", "0"], "colour", "Red"),
        ("t-guests", ["3", "5"], "guests", "5.0"),
    ])
    func theLastValueIsTheControls(field: String, values: [String], tag: String, expected: String) async {
        let (session, _) = await harness.post(values.map { (field, $0) })
        #expect(Self.value(of: tag, in: session) == expected, "\(field)=\(values)")
    }

    @Test func aRadioGroupRepeatedChoosesOneRowNotBoth() async throws {
        let (session, _) = await harness.post([("s1", ""), ("s1", "t-A"), ("s1", "t-B")])
        let section = try #require(session.form.allSections[1] as? SelectableSection<ListCheckRow<String>>)
        #expect(section.selectedRows().map(\.selectableValue) == ["B"])
        let (marked, _) = await harness.post([("s1", ""), ("s1", "t-A")])
        let list = try #require(marked.form.allSections[1] as? SelectableSection<ListCheckRow<String>>)
        #expect(list.selectedRows().map(\.selectableValue) == ["A"], "the page's marker, then its choice")
    }

    @Test(arguments: [(["", "on"], true), (["on", ""], false), ([""], false)])
    func aCheckboxOfAListIsReadByTheSameRule(values: [String], selected: Bool) async throws {
        let (session, _) = await harness.post(values.map { ("t-wifi", $0) })
        let row: ListCheckRow<String> = try #require(session.form.rowBy(tag: "wifi"))
        #expect((row.value != nil) == selected, "\(values)")
    }

    @Test func postedFormReadsTheSameWay() {
        let form = PostedForm(fields: [.init(name: "a", value: ""), .init(name: "a", value: "2"), .init(name: "b", value: "x")])
        #expect(form.last("a") == "2" && form.first("a") == "" && form.last("b") == "x" && form.last("c") == nil)
    }
}
