import Foundation
import Testing

@testable import Eureka

/// The options of a selectable section take their own exported value under their tag: the
/// list a page shows as radio buttons or checkboxes can be filled through JSON too (its keys
/// had been taken with a 200 and dropped).
@Suite("Values: choosing a selectable section's options by tag")
struct FormValueSelectableImportTests {
    private func makeForm() -> Form {
        let form = Form()
        form
            +++ SelectableSection<ListCheckRow<String>>("Where", selectionType: .singleSelection(enableDeselection: true)) { section in
                for place in ["Africa", "Europe", "Asia"] {
                    section
                        <<< ListCheckRow<String>(place) {
                            $0.title = place; $0.selectableValue = place
                        }
                }
            }
        form
            +++ SelectableSection<ListCheckRow<String>>("Likes", selectionType: .multipleSelection) { section in
                for like in ["Chess", "Music"] {
                    section
                        <<< ListCheckRow<String>(like) {
                            $0.title = like; $0.selectableValue = like
                        }
                }
            }
        return form
    }

    @Test func anOptionsOwnValueChoosesItAndNullTakesItBack() {
        let form = makeForm()
        let interaction = FormInteraction(form: form)
        #expect(interaction.apply(FormValues(["Europe": .string("Europe"), "Chess": .string("Chess"), "Music": .string("Music")])).isEmpty)
        #expect(form.exportValues().values["Europe"] == .string("Europe"))
        #expect(form.exportValues().values["Music"] == .string("Music"))
        #expect(interaction.apply(FormValues(["Asia": .string("Asia"), "Music": .null])).isEmpty)
        let values = form.exportValues().values
        #expect(values["Asia"] == .string("Asia"))
        #expect(values["Europe"] == .null, "one option of a single-choice list")
        #expect(values["Music"] == .null)
        #expect(values["Chess"] == .string("Chess"))
    }

    @Test func anotherValueIsNoChoiceAndTwoChoicesInOneListAreRefused() {
        let form = makeForm()
        let interaction = FormInteraction(form: form)
        let wrong = interaction.apply(FormValues(["Europe": .string("Mars")]))
        #expect(wrong.map(\.code) == [.notAnOption])
        #expect(wrong.first?.message == "“Mars” does not choose this option: expected “Europe” (to choose this option) or null.")
        let twice = interaction.apply(FormValues(["Europe": .string("Europe"), "Asia": .string("Asia")]))
        #expect(twice.map(\.key) == ["Asia"])
        #expect(twice.first?.message == "“Europe” is chosen in the same list, which takes one option.")
        #expect(form.exportValues().values["Europe"] == .string("Europe"), "the first choice stands")
    }

    @Test func nullIsRefusedByAListThatKeepsOneOptionChosen() {
        let form = Form()
        form
            +++ SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: false)) { section in
                for size in ["S", "M"] { section <<< ListCheckRow<String>(size) { $0.selectableValue = size } }
            }
        let interaction = FormInteraction(form: form)
        #expect(interaction.apply(FormValues(["M": .string("M")])).isEmpty)
        let problems = interaction.apply(FormValues(["M": .null]))
        #expect(problems.map(\.code) == [.rejected], "null was dropped with no word")
        #expect(form.exportValues().values["M"] == .string("M"))
    }

    @Test func theSchemaNamesEachOptionsValue() {
        guard case .object(let schema) = makeForm().jsonSchema(), case .object(let properties)? = schema["properties"],
            case .object(let europe)? = properties["Europe"]
        else {
            Issue.record("no property for Europe")
            return
        }
        #expect(europe["enum"] == .array([.string("Europe"), .null]))
        #expect(europe["readOnly"] == nil)
    }
}

/// A picker of dependent wheels takes no value by key: the value it exports passes, another is
/// a problem of its key (it had been taken with a 200 and dropped).
@Suite("Values: pickers of several wheels by tag")
struct FormValueWheelsImportTests {
    @Test func onlyTheExportedValuePassesAndAnotherIsRefused() {
        let form = Form()
        form +++ Section()
            <<< DoublePickerRow<Int, String>("portion") {
                $0.firstOptions = { [1, 2, 3] }
                $0.secondOptions = { _ in ["bowl", "crate"] }
                $0.value = Tuple(a: 1, b: "bowl")
            }
        let interaction = FormInteraction(form: form)
        let exported = form.exportValues().values["portion"] ?? .null
        #expect(interaction.apply(FormValues(["portion": exported])).isEmpty)
        let problems = interaction.apply(FormValues(["portion": .array([.int(3), .string("crate")])]))
        #expect(problems.map(\.code) == [.readOnly])
        #expect(problems.first?.message == #"This picker's wheels are set on the form itself: a body may give only the value it holds, [1,"bowl"]."#)
    }
}
