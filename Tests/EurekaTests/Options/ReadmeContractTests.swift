import Testing

@testable import Eureka

/// The README's option-row, list-section and multivalued-section snippets, with test rows
/// standing in for rows from other parts of the catalogue and without the UIKit lines.
@Suite("Options: the README's snippets")
struct ReadmeContractTests {
    @Test func listSectionSnippet() {
        let form = Form()
        form +++ SelectableSection<ListCheckRow<String>>("Where do you live", selectionType: .singleSelection(enableDeselection: true))
        let continents = ["Africa", "Antarctica", "Asia", "Australia", "Europe", "North America", "South America"]
        for option in continents {
            form.last!
                <<< ListCheckRow<String>(option) { listRow in
                    listRow.title = option
                    listRow.selectableValue = option
                    listRow.value = nil
                }
        }
        FormInteraction(form: form).select(form.rowBy(tag: "Asia")!)
        let section = form.last as? SelectableSection<ListCheckRow<String>>
        #expect(section?.selectedRow()?.selectableValue == "Asia")
    }

    @Test func multivaluedSnippetWithACustomAddButton() {
        let form = Form()
        form
            +++ GenericMultivaluedSection<AddRow>(
                multivaluedOptions: [.Reorder, .Insert, .Delete],
                header: "Multivalued TextField",
                footer: ".Insert adds a 'Add Item' (Add New Tag) button row as last cell."
            ) {
                $0.addButtonProvider = { section in
                    return AddRow {
                        $0.title = "Add New Tag"
                    }
                }
                $0.multivaluedRowToInsertAt = { index in
                    return StringRow {
                        $0.title = "Tag Name"
                    }
                }
                $0
                    <<< StringRow {
                        $0.title = "Tag Name"
                    }
            }
        form
            +++ GenericMultivaluedSection<AddRow>(
                multivaluedOptions: [.Reorder, .Insert, .Delete],
                {
                    $0.addButtonProvider = { section in
                        return AddRow {
                            $0.title = "A Label row as add button"
                        }
                    }
                })
        #expect(form[0].map { $0.title } == ["Tag Name", "Add New Tag"])
        #expect(form[1].map { $0.title } == ["A Label row as add button"])
    }

    @Test func optionRowAndSelectorCustomisationSnippets() throws {
        let hosted = HostedForm([])
        hosted.form.last!
            <<< ActionSheetRow<String> {
                $0.title = "ActionSheetRow"
                $0.selectorTitle = "Pick a number"
                $0.options = ["One", "Two", "Three"]
                $0.value = "Two"  // initially selected
            }
        let row = PushRow<String> {
            $0.title = "PushRow"
            $0.options = ["💁🏻", "🍐", "👦🏼", "🐗", "🐼", "🐻"]
            $0.value = "👦🏼"
            $0.selectorTitle = "Choose an Emoji!"
        }.onPresent { from, to in
            to.dismissOnSelection = false
            to.dismissOnChange = false
            to.selectableRowSetup = { row in
                row.cellProvider = CellProvider<ListCheckCell<String>>()
            }
            to.selectableRowCellUpdate = { cell, row in
                cell.textLabel?.text = "Text " + row.selectableValue!  // customization
                cell.detailTextLabel?.text = "Detail " + row.selectableValue!
            }
        }
        hosted.form.last! <<< row
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        selector.optionRows[0].updateCell()
        #expect(selector.optionRows[0].cell.textLabel?.text == "Text 💁🏻")
        selector.selectOption("🐼")
        #expect(row.value == "🐼" && hosted.host.stack.count == 1)
    }
}
