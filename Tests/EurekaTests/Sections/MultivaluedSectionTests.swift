import Testing

@testable import Eureka

/// An add button written the way an app would write a custom one.
final class AddRow: Row<Cell<String>>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

@Suite("Sections: multivalued")
struct MultivaluedSectionTests {
    typealias Phones = GenericMultivaluedSection<AddRow>

    /// A tagged section "phones" with p0 and p1, an add button "add", and a row "count" hidden
    /// while the section has fewer than three values.
    private func makeForm(_ options: MultivaluedOptions = [.Insert, .Delete, .Reorder]) -> (FormViewController, Phones) {
        var made = 0
        let section = Phones(multivaluedOptions: options, header: "Phones", footer: "Add as many as you like") {
            $0.tag = "phones"
            $0.addButtonProvider = { _ in AddRow("add") { $0.title = "Add phone" } }
            $0.multivaluedRowToInsertAt = { index in
                made += 1
                return StringRow("new\(made)") { $0.value = "at \(index)" }
            }
            $0 <<< StringRow("p0") { $0.value = "111" } <<< StringRow("p1") { $0.value = "222" }
        }
        let form = Form()
        form +++ section +++ Section("Other")
            <<< StringRow("count") {
                $0.hidden = .function(["phones"]) { form in
                    ((form.sectionBy(tag: "phones") as? any MultivaluedSectionType)?.values().count ?? 0) < 3
                }
            }
        return (FormViewController(form: form), section)
    }

    @Test func theAddButtonComesLastEvenForRowsAppendedLater() {
        let (controller, section) = makeForm()
        #expect(tags(section) == ["p0", "p1", "add"])
        #expect(section.addButtonRow?.title == "Add phone" && section.baseAddButtonRow === section.addButtonRow)
        let recorder = EventRecorder()
        controller.formObserver = recorder
        section <<< StringRow("late") { $0.value = "333" }
        // The append, the button moving back to the end, then "count" shown: the section has three values now.
        #expect(recorder.events == ["+R late @0.3", "mv add 0.2>0.3", "+R count @1.0"])
        section.append(contentsOf: [StringRow("later1"), StringRow("later2")])
        #expect(tags(section) == ["p0", "p1", "late", "later1", "later2", "add"])
        // Rows without a value are no entries, as in Eureka.
        #expect(controller.form.values()["phones"] as? [String] == ["111", "222", "333"])
    }

    @Test func selectingTheAddButtonInsertsBeforeItFocusesItAndKeepsItsOwnCallback() throws {
        let (controller, section) = makeForm()
        var tapped = 0
        section.addButtonRow!.onCellSelection { _, _ in tapped += 1 }
        let form = controller.form
        #expect(form.rowBy(tag: "count")!.isHidden)
        controller.interaction.select(section.addButtonRow!)
        #expect(tags(section) == ["p0", "p1", "new1", "add"])
        #expect(controller.interaction.focusedRow?.tag == "new1")
        #expect(tapped == 1)
        #expect(form.rowBy(tag: "new1")?.baseValue as? String == "at 2", "the provider gets the visible index")
        #expect(!form.rowBy(tag: "count")!.isHidden, "conditions reading the section's tag re-evaluate")
        #expect(form.values()["phones"] as? [String?] == ["111", "222", "at 2"])
        #expect(form.values()["new1"] as? String == "at 2", "the new row's own tag is registered")
    }

    @Test func insertingWithoutAProviderIsADefinitionErrorAndInsertsNothing() {
        let section = Phones(multivaluedOptions: [.Insert]) { $0.tag = "empty" }
        let form = Form() +++ section
        var errors: [FormDefinitionError] = []
        form.onDefinitionError = { errors.append($0) }
        let controller = FormViewController(form: form)
        #expect(controller.interaction.insertMultivaluedRow(in: section) == nil)
        controller.interaction.select(section.addButtonRow!)
        #expect(section.count == 1)
        #expect(errors.map(\.reason) == [.missingRowProvider, .missingRowProvider])
        #expect(errors.first?.description.contains("multivaluedRowToInsertAt") == true)
        #expect(errors.first?.element.contains("\"empty\"") == true)
    }

    @Test func deleteRemovesTheRowItsTagAndValueAndMovesFocusToANeighbour() {
        let (controller, section) = makeForm()
        let interaction = controller.interaction
        let form = controller.form
        interaction.insertMultivaluedRow(in: section)
        #expect(interaction.focusedRow?.tag == "new1")
        #expect(interaction.deleteMultivaluedRow(form.rowBy(tag: "new1")!))
        #expect(form.rowBy(tag: "new1") == nil && form.values()["new1"] == nil)
        #expect(tags(section) == ["p0", "p1", "add"])
        #expect(interaction.focusedRow?.tag == "add", "focus goes to the row now in its place")
        #expect(form.rowBy(tag: "count")!.isHidden)
        #expect(!interaction.deleteMultivaluedRow(section.addButtonRow!), "the add button cannot be deleted")
        #expect(form.values()["phones"] as? [String?] == ["111", "222"])
    }

    @Test(arguments: [
        ("p0", 1, ["p1", "p0", "p2", "add"], true),
        ("p2", 0, ["p2", "p0", "p1", "add"], true),
        ("p0", 99, ["p1", "p2", "p0", "add"], true),
        ("p1", -5, ["p1", "p0", "p2", "add"], true),
        ("p2", 2, ["p0", "p1", "p2", "add"], false),
        ("add", 0, ["p0", "p1", "p2", "add"], false),
    ])
    func moveKeepsTheAddButtonLast(tag: String, to index: Int, expected: [String], moved: Bool) {
        let (controller, section) = makeForm()
        section.insert(StringRow("p2") { $0.value = "333" }, at: 2)
        let recorder = EventRecorder()
        controller.formObserver = recorder
        let row = controller.form.rowBy(tag: tag)!
        controller.interaction.focus(row)
        #expect(controller.interaction.moveMultivaluedRow(row, to: index) == moved)
        #expect(tags(section) == expected)
        #expect(controller.interaction.focusedRow === row, "the moved row keeps focus")
        let values = ["p0": "111", "p1": "222", "p2": "333"]
        #expect(controller.form.values()["phones"] as? [String?] == expected.dropLast().map { values[$0] })
        #expect(recorder.events.count == (moved ? 1 : 0))
    }

    /// Adding, deleting or moving rows is unsaved work, as a changed value is: a renderer asks
    /// `hasUnsavedChanges` before throwing a form away, and the rows alone cannot tell.
    @Test(arguments: ["insert", "delete", "move", "value"])
    func editingTheRowsOfASectionIsAnUnsavedChange(_ edit: String) {
        let (controller, section) = makeForm()
        let form = controller.form
        let interaction = controller.interaction
        #expect(!form.hasUnsavedChanges)
        switch edit {
        case "insert": interaction.insertMultivaluedRow(in: section)
        case "delete": interaction.deleteMultivaluedRow(form.rowBy(tag: "p0")!)
        case "move": interaction.moveMultivaluedRow(form.rowBy(tag: "p0")!, to: 1)
        default: (form.rowBy(tag: "p1") as! StringRow).value = "999"
        }
        #expect(form.hasUnsavedChanges)
    }

    /// Edits that leave the rows as they were lose nothing when the form is thrown away; one
    /// that leaves them otherwise does, however many steps it took.
    @Test(arguments: [
        (["insert", "delete new"], false),
        (["move p0 to 1", "move p0 to 0"], false),
        (["insert", "delete new", "delete p1"], true),
        (["delete p0", "insert"], true),
        (["insert", "move new to 0", "move new to 2", "delete new"], false),
    ])
    func rowsEditedBackAsTheyWereAreNoUnsavedChange(_ edits: [String], unsaved: Bool) {
        let (controller, section) = makeForm()
        let form = controller.form
        let interaction = controller.interaction
        var inserted: BaseRow?
        for edit in edits {
            let words = edit.split(separator: " ").map(String.init)
            let row = words.count > 1 ? (words[1] == "new" ? inserted : form.rowBy(tag: words[1])) : nil
            switch words[0] {
            case "insert": inserted = interaction.insertMultivaluedRow(in: section)
            case "delete": #expect(interaction.deleteMultivaluedRow(row!))
            default: #expect(interaction.moveMultivaluedRow(row!, to: Int(words[3])!))
            }
        }
        #expect(form.hasUnsavedChanges == unsaved, "\(edits)")
    }

    @Test func buildingTheFormIsNoUnsavedChange() {
        let (controller, section) = makeForm()
        section <<< StringRow("late")
        controller.form.rowBy(tag: "count")?.hidden = true
        controller.form.rowBy(tag: "count")?.evaluateHidden()
        #expect(!controller.form.hasUnsavedChanges, "the app adding rows is not the user's work")
    }

    /// After moving the focused row, deleting it puts focus on its neighbour where it now is:
    /// the place it was focused at before the move sent focus to the add button.
    @Test func deletingARowAfterMovingItFocusesItsNewNeighbour() {
        let (controller, section) = makeForm()
        let interaction = controller.interaction
        interaction.insertMultivaluedRow(in: section)
        let b = interaction.insertMultivaluedRow(in: section)!
        #expect(tags(section) == ["p0", "p1", "new1", "new2", "add"])
        interaction.moveMultivaluedRow(b, to: 2)
        interaction.moveMultivaluedRow(b, to: 1)
        #expect(tags(section) == ["p0", "new2", "p1", "new1", "add"])
        #expect(interaction.focusedRow === b)
        #expect(interaction.deleteMultivaluedRow(b))
        #expect(interaction.focusedRow?.tag == "p1", "the row now in its place, not the add button")
    }

    @Test(arguments: [
        (MultivaluedOptions.None, false, false, false),
        (.Insert, true, false, false),
        (.Delete, false, true, false),
        (.Reorder, false, false, true),
    ])
    func optionsGateEachOperation(options: MultivaluedOptions, insert: Bool, delete: Bool, move: Bool) {
        let (controller, section) = makeForm(options)
        let interaction = controller.interaction
        let p0 = controller.form.rowBy(tag: "p0")!
        #expect((section.addButtonRow != nil) == insert)
        #expect(section.canInsertRow == insert && section.canDeleteRow(p0) == delete && section.canMoveRow(p0) == move)
        #expect((interaction.moveMultivaluedRow(p0, to: 1)) == move)
        #expect((interaction.insertMultivaluedRow(in: section) != nil) == insert)
        #expect(interaction.deleteMultivaluedRow(p0) == delete)
    }

    @Test func disabledRowsAndADisabledAddButtonAreNotEdited() {
        let (controller, section) = makeForm()
        let p0 = controller.form.rowBy(tag: "p0")!
        p0.disabled = true
        section.addButtonRow!.disabled = true
        #expect(!controller.interaction.deleteMultivaluedRow(p0))
        #expect(!controller.interaction.moveMultivaluedRow(p0, to: 1))
        #expect(controller.interaction.insertMultivaluedRow(in: section) == nil)
        controller.interaction.select(section.addButtonRow!)
        #expect(tags(section) == ["p0", "p1", "add"])
    }

    @Test func togglingInsertAddsOrRemovesTheButton() {
        let (controller, section) = makeForm([.Delete])
        #expect(tags(section) == ["p0", "p1"])
        section.multivaluedOptions.insert(.Insert)
        #expect(tags(section) == ["p0", "p1", "add"])
        section.multivaluedOptions = [.Delete]
        #expect(tags(section) == ["p0", "p1"] && section.addButtonRow == nil)
        #expect(controller.form.rowBy(tag: "add") == nil)
    }

    @Test func editingARowsValueReevaluatesConditionsOnTheSection() {
        let section = Phones {
            $0.tag = "list"; $0 <<< StringRow("item")
        }
        let watcher = StringRow("watcher") { $0.hidden = "$list == nil" }
        let form = Form() +++ section +++ Section([watcher])
        var evaluations = 0
        watcher.disabled = .function(["list"]) { _ in
            evaluations += 1; return false
        }
        let before = evaluations
        (form.rowBy(tag: "item") as! StringRow).value = "x"
        #expect(evaluations == before + 1)
        #expect(form.values()["list"] as? [String?] == ["x"])
    }

    @Test func hiddenSectionsAndUntaggedSectionsStayOutOfValues() {
        let (controller, section) = makeForm()
        let untagged = Phones { $0 <<< StringRow("u") { $0.value = "u" } }
        controller.form +++ untagged
        #expect(
            controller.form.values().keys.sorted() == ["add", "p0", "p1", "phones", "u"], "\"count\" is hidden; a tagged add button is a row like any other")
        section.hidden = true
        #expect(controller.form.values()["phones"] == nil)
        #expect(controller.form.values(includeHidden: true)["phones"] as? [String?] == ["111", "222"])
    }
}
