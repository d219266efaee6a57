import Testing

@testable import Eureka

/// A multivalued section's list in a JSON body: what the section can do with it is done, and
/// what it cannot is a problem of its key, never dropped without a word.
@Suite("Values: applying a multivalued section's list")
struct FormValueListImportTests {
    private func podium(_ options: MultivaluedOptions = .Reorder) -> (Form, FormInteraction) {
        let form = Form()
        form
            +++ MultivaluedSection(multivaluedOptions: options, header: "Podium") {
                $0.tag = "podium"
                for runner in ["Ada", "Grace", "Edsger"] { $0 <<< LabelRow { $0.value = runner } }
            }
        return (form, FormInteraction(form: form))
    }

    /// A list section hidden while the switch `more` is off.
    private func hiddenList() -> (Form, FormInteraction) {
        let form = Form()
        form +++ Section() <<< SwitchRow("more") { $0.value = false }
        form
            +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Items") {
                $0.tag = "items"
                $0.hidden = "$more == false"
                $0.multivaluedRowToInsertAt = { _ in TextRow() }
            }
        return (form, FormInteraction(form: form))
    }

    private func names(_ names: String...) -> FormValue { .array(names.map { .string($0) }) }

    @Test func aSectionThatReordersTakesItsOwnItemsInAnotherOrder() {
        let (form, interaction) = podium()
        #expect(interaction.apply(FormValues(["podium": names("Edsger", "Ada", "Grace")])).isEmpty)
        #expect(form.exportValues().values["podium"] == names("Edsger", "Ada", "Grace"))
        #expect(interaction.apply(FormValues(["podium": names("Edsger", "Ada", "Grace")])).isEmpty, "the same order again changes nothing")
    }

    @Test func aSectionThatCannotReorderRefusesAnotherOrder() {
        let (form, interaction) = podium([])
        let problems = interaction.apply(FormValues(["podium": names("Grace", "Ada", "Edsger")]))
        #expect(problems.map(\.key) == ["podium[0]", "podium[1]"])
        #expect(problems.first?.message == "Item 1 cannot be changed here; it is “Ada”.")
        #expect(form.exportValues().values["podium"] == names("Ada", "Grace", "Edsger"))
    }

    @Test(arguments: [
        (["Ada", "Grace", "Linus"], "not its items: “Linus”; missing: “Edsger”"),
        // Read item by item this said "Item 1 cannot be changed here; it is “Ada”", naming the
        // wrong culprit: Edsger may well come first.
        (["Edsger", "Grace", "Grace"], "given more than once: “Grace”; missing: “Ada”"),
        (["Ada", "Ada", "Ada"], "given more than once: “Ada”; missing: “Grace”, “Edsger”"),
    ])
    func itemsAListThatOnlyReordersCannotTakeAreNamed(given: [String], why: String) {
        let (form, interaction) = podium()
        let problems = interaction.apply(FormValues(["podium": .array(given.map { .string($0) })]))
        let message = "This list can only be put in another order: give “Ada”, “Grace”, “Edsger”, each once (\(why))."
        #expect(problems == [FormValueProblem(key: "podium", code: .notAnOption, message: message)])
        #expect(form.exportValues().values["podium"] == names("Ada", "Grace", "Edsger"), "nothing moved")
    }

    @Test func theSchemaOfAListThatOnlyReordersNamesEachItemOnce() {
        let (form, _) = podium()
        guard case .object(let schema) = form.jsonSchema(), case .object(let properties)? = schema["properties"],
            case .object(let list)? = properties["podium"]
        else {
            Issue.record("no property for the podium")
            return
        }
        #expect(list["uniqueItems"] == .bool(true))
    }

    /// A definition may start with more rows than a client may add: its own list comes back
    /// whole, and only a longer one is refused.
    @Test func aListAsLongAsTheDefinitionsIsTakenPastTheLimit() {
        let form = Form()
        form
            +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Readings") { section in
                section.tag = "readings"
                section.multivaluedRowToInsertAt = { _ in TextRow() }
                for index in 0..<600 { section <<< TextRow { $0.value = "r\(index)" } }
            }
        let interaction = FormInteraction(form: form)
        let list = FormValue.array((0..<600).map { .string("r\($0)") })
        #expect(interaction.apply(FormValues(["readings": list]), maximumListLength: 500).isEmpty)
        let longer = FormValue.array((0..<601).map { .string("r\($0)") })
        let problems = interaction.apply(FormValues(["readings": longer]), maximumListLength: 500)
        #expect(problems.map(\.message) == ["The list takes at most 600 items, not 601."])
    }

    @Test(arguments: [1, 0])
    func aSectionThatCannotDeleteSaysHowManyItemsItKeeps(count: Int) {
        let (form, interaction) = podium()
        let list = FormValue.array(Array(["Ada"].prefix(count).map { .string($0) }))
        #expect(
            interaction.apply(FormValues(["podium": list])) == [FormValueProblem(key: "podium", code: .outOfRange, message: "The list takes at least 3 items.")]
        )
        #expect(form.exportValues().values["podium"] == names("Ada", "Grace", "Edsger"))
    }

    /// A section shown by a value in the same body takes its list, as a row shown so does.
    @Test func aListShownByAnEarlierValueIsTaken() {
        let (form, interaction) = hiddenList()
        #expect(interaction.apply(FormValues(["more": .bool(true), "items": names("a", "b")])).isEmpty)
        #expect(form.exportValues().values["items"] == names("a", "b"))
    }

    @Test func aListOfAStillHiddenSectionIsIgnoredAsAHiddenRowsValueIs() {
        let (form, interaction) = hiddenList()
        #expect(interaction.apply(FormValues(["items": names("a")])).isEmpty)
        #expect(form.exportValues(includeHidden: true).values["items"] == .array([]))
    }
}
