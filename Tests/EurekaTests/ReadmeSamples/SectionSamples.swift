import Eureka
import Testing

/// Eureka README, "Section Header and Footer", "List Sections" and "Multivalued Sections".
///
/// ADAPTED: the custom header views (`.nibFile`, `.class` of a `UIView`, `.callback` making a
/// `UIView`) are UIKit-only and left out; string titles are tested.
@Suite("README samples: sections")
struct SectionSamples {
    @Test func stringHeadersAndFooters() {
        let titled = Section("Title")
        let both = Section(header: "Title", footer: "Footer Title")
        let footerOnly = Section(footer: "Footer Title")
        #expect(titled.header?.title == "Title" && titled.footer == nil)
        #expect(both.header?.title == "Title" && both.footer?.title == "Footer Title")
        #expect(footerOnly.header == nil && footerOnly.footer?.title == "Footer Title")
        // README FAQ: "How to update a Section header/footer"
        let variable = 3
        titled.header = HeaderFooterView(title: "Header title \(variable)")  // use String interpolation
        titled.reload()
        #expect(titled.header?.title == "Header title 3")
    }

    @Test func aSingleSelectionListSection() throws {
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
        let section = try #require(form.last as? SelectableSection<ListCheckRow<String>>)
        #expect(section.count == 7)
        #expect(section.selectedRow() == nil)
        form.rowBy(tag: "Asia")?.select()
        #expect(section.selectedRow()?.selectableValue == "Asia")
        form.rowBy(tag: "Europe")?.select()
        #expect(section.selectedRow()?.selectableValue == "Europe")
        #expect(section.selectedRows().count == 1, "single selection")
        form.rowBy(tag: "Europe")?.select()
        #expect(section.selectedRow() == nil, "enableDeselection: true")
    }

    @Test func aMultipleSelectionListSection() {
        let section = SelectableSection<ListCheckRow<String>>("Toppings", selectionType: .multipleSelection)
        for option in ["Cheese", "Ham", "Olives"] {
            section
                <<< ListCheckRow<String>(option) {
                    $0.title = option; $0.selectableValue = option
                }
        }
        let form = Form()
        form +++ section
        form.rowBy(tag: "Cheese")?.select()
        form.rowBy(tag: "Olives")?.select()
        #expect(section.selectedRows().compactMap(\.selectableValue) == ["Cheese", "Olives"])
    }

    @Test func aMultivaluedSection() throws {
        let form = Form()
        form
            +++ MultivaluedSection(
                multivaluedOptions: [.Reorder, .Insert, .Delete],
                header: "Multivalued TextField",
                footer: ".Insert adds a 'Add Item' (Add New Tag) button row as last cell."
            ) {
                $0.addButtonProvider = { section in
                    return ButtonRow {
                        $0.title = "Add New Tag"
                    }
                }
                $0.multivaluedRowToInsertAt = { index in
                    return NameRow {
                        $0.placeholder = "Tag Name"
                    }
                }
                $0
                    <<< NameRow {
                        $0.placeholder = "Tag Name"
                    }
            }
        let section = try #require(form.last as? MultivaluedSection)
        // The row added in the initializer, then the add button Eureka adds last.
        #expect(section.count == 2)
        #expect(section.last?.title == "Add New Tag")
        #expect(section.showInsertIconInAddButton)
        // Selecting the add button inserts a row from `multivaluedRowToInsertAt` above it.
        let controller = FormViewController(form: form)
        controller.interaction.select(section.last!)
        #expect(section.count == 3)
        #expect((section[1] as? NameRow)?.placeholder == "Tag Name")
        #expect(section.last?.title == "Add New Tag")
        section.tag = "tags"
        (section[0] as? NameRow)?.value = "swift"
        // Eureka leaves the empty row out: the values read as `[String]`.
        #expect(form.values()["tags"] as? [String] == ["swift"])
    }

    @Test func aCustomAddButton() {
        let section = GenericMultivaluedSection<LabelRow>(
            multivaluedOptions: [.Reorder, .Insert, .Delete],
            {
                $0.addButtonProvider = { section in
                    return LabelRow {
                        $0.title = "A Label row as add button"
                    }
                }
                // ...
                $0.multivaluedRowToInsertAt = { _ in TextRow() }
            })
        let form = Form()
        form +++ section
        #expect(section.addButtonRow?.title == "A Label row as add button")
        #expect(section.last is LabelRow)
    }
}
