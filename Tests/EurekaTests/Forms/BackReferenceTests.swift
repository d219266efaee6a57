import Testing

@testable import Eureka

/// Rows point at their section and sections at their form without owning them (unowned, so
/// neither gets a side table): whatever outlives its owner must see nil, never a dangling owner.
@Suite("Back references: rows and sections outliving their owners")
struct BackReferenceTests {
    @Test func aRowHeldByTheAppOutlivesItsSectionAndForm() {
        let row = TextRow("name")
        var form: Form? = Form()
        form! +++ Section() <<< row
        #expect(row.section != nil && row.form === form)
        form = nil
        #expect(row.section == nil)
        #expect(row.form == nil)
        row.value = "still usable"
        #expect(row.value == "still usable")
    }

    @Test func aSectionHeldByTheAppOutlivesItsForm() {
        let section = Section("Kept")
        let row = IntRow("n")
        section <<< row
        var form: Form? = Form()
        form! +++ section
        #expect(section.form === form && row.form === form)
        form = nil
        #expect(section.form == nil)
        #expect(row.section === section && row.form == nil)
    }

    @Test func removedRowsAndSectionsForgetTheirOwners() {
        let form = Form()
        let section = Section()
        let row = TextRow("t")
        form +++ section <<< row
        section.remove(at: 0)
        #expect(row.section == nil)
        form.remove(at: 0)
        #expect(section.form == nil)
    }
}
