import Eureka
import Testing

/// `removeAll()` and `removeAll(where:)` take hidden rows and sections out too, as Eureka's do,
/// so a section or form rebuilt with the same tags reports no duplicates.
@Suite("removeAll removes hidden rows and sections too")
struct SectionRemoveAllTests {
    private func makeForm() -> (Form, Section) {
        let form = Form()
        let section = Section("Phones") { $0.tag = "phones" }
        form +++ Section("Top") <<< SwitchRow("showWork") { $0.value = false }
        form +++ section
            <<< PhoneRow("home")
            <<< PhoneRow("work") { $0.hidden = "$showWork == false" }
            <<< PhoneRow("mobile")
        return (form, section)
    }

    @Test func removeAllTakesHiddenRowsOutAndUnregistersTheirTags() throws {
        let (form, section) = makeForm()
        #expect(section.visibleRows.map(\.tag) == ["home", "mobile"])
        section.removeAll()
        #expect(section.allRows.isEmpty)
        #expect(form.rowBy(tag: "work") == nil && form.rowBy(tag: "home") == nil)
        // Rebuilding the section with the same tags is not a duplicate.
        section <<< PhoneRow("home") <<< PhoneRow("work") { $0.hidden = "$showWork == false" } <<< PhoneRow("mobile")
        #expect(form.definitionErrors.isEmpty)
        try form.checkDefinition()
        #expect(section.visibleRows.map(\.tag) == ["home", "mobile"])
        (form.rowBy(tag: "showWork") as? SwitchRow)?.value = true
        #expect(section.visibleRows.map(\.tag) == ["home", "work", "mobile"])
    }

    @Test func removeAllWhereLooksAtHiddenRowsToo() throws {
        let (form, section) = makeForm()
        section.removeAll { $0.tag == "work" || $0.tag == "home" }
        #expect(section.allRows.map(\.tag) == ["mobile"])
        #expect(form.rowBy(tag: "work") == nil)
        section <<< PhoneRow("work")
        try form.checkDefinition()
        #expect(form.rowBy(tag: "work")?.section === section)
    }

    @Test func formRemoveAllTakesHiddenSectionsOut() throws {
        let form = Form()
        form +++ Section { $0.tag = "shown" } <<< TextRow("a")
        form
            +++ Section {
                $0.tag = "hidden"; $0.hidden = true
            } <<< TextRow("b")
        form.removeAll()
        #expect(form.allSections.isEmpty)
        #expect(form.sectionBy(tag: "hidden") == nil && form.rowBy(tag: "b") == nil)
        form
            +++ Section {
                $0.tag = "hidden"; $0.hidden = true
            } <<< TextRow("b")
        try form.checkDefinition()
    }

    @Test func removingManyRowsKeepsOrderAndVisibility() {
        let form = Form()
        let section = Section()
        form +++ section
        for index in 0..<200 {
            section <<< TextRow("r\(index)") { $0.hidden = Condition(booleanLiteral: index % 3 == 0) }
        }
        section.removeAll { row in Int(row.tag!.dropFirst())! % 2 == 0 }
        let expected = (0..<200).filter { $0 % 2 == 1 }
        #expect(section.allRows.map(\.tag) == expected.map { "r\($0)" })
        #expect(section.visibleRows.map(\.tag) == expected.filter { $0 % 3 != 0 }.map { "r\($0)" })
        #expect(section.allRows.enumerated().allSatisfy { $0.element.section === section })
        #expect(form.rowBy(tag: "r0") == nil && form.rowBy(tag: "r1") != nil)
    }
}
