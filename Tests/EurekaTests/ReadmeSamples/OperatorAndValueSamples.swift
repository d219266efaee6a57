import Eureka
import Foundation
import Testing

/// Eureka README, "How to use" / "Operators" / "Getting row values" and the FAQ on tags and
/// `setValues`: the samples as written (a `form` variable stands in for the controller's).
@Suite("README samples: operators and values")
struct OperatorAndValueSamples {
    @Test func theHowToForm() {
        // README: "How to use" (the body of `viewDidLoad`, without the controller).
        let form = Form()
        form +++ Section("Section1")
            <<< TextRow { row in
                row.title = "Text Row"
                row.placeholder = "Enter text here"
            }
            <<< PhoneRow {
                $0.title = "Phone Row"
                $0.placeholder = "And numbers here"
            }
            +++ Section("Section2")
            <<< DateRow {
                $0.title = "Date Row"
                $0.value = Date(timeIntervalSinceReferenceDate: 0)
            }
        #expect(form.allSections.map { $0.header?.title } == ["Section1", "Section2"])
        #expect(form.allSections.map(\.count) == [2, 1])
        #expect((form.allSections[0][0] as? TextRow)?.placeholder == "Enter text here")
        #expect((form.allSections[1][0] as? DateRow)?.value == Date(timeIntervalSinceReferenceDate: 0))
    }

    @Test func plusPlusPlusAddsSections() {
        let form = Form()
        form +++ Section()
        // Chain it to add multiple Sections
        form +++ Section("First Section") +++ Section("Another Section")
        // Or use it with rows and get a blank section for free
        form +++ TextRow()
            +++ TextRow()  // Each row will be on a separate section
        #expect(form.allSections.count == 5)
        #expect(form.allSections[1].header?.title == "First Section")
        #expect(form.allSections[3].count == 1 && form.allSections[4].count == 1)
    }

    @Test func lessLessLessInsertsRows() {
        let form = Form()
        form +++ Section()
            <<< TextRow()
            <<< DateRow()
        // Or implicitly create the Section
        form +++ TextRow()
            <<< DateRow()
        #expect(form.allSections.count == 2)
        #expect(form.allSections.allSatisfy { $0.count == 2 })
        #expect(form.allSections[1][1] is DateRow)
    }

    @Test func plusEqualsAppendsArrays() {
        var form = Form()
        var section = Section()
        // Append Sections into a Form
        form += [Section("A"), Section("B"), Section("C")]
        // Append Rows into a Section
        section += [TextRow(), DateRow()]
        #expect(form.allSections.map { $0.header?.title } == ["A", "B", "C"])
        #expect(section.count == 2)
    }

    @Test func gettingRowValues() {
        let form = Form()
        form +++ Section()
            <<< TextRow("MyRowTag") { $0.value = "Hello" }
            <<< IntRow("IntRowTag") { $0.value = 3 }
            <<< SwitchRow()  // no tag: not in values()
        // Get the value of a single row
        let row: TextRow? = form.rowBy(tag: "MyRowTag")
        let value = row?.value  // ADAPTED: the README's `row.value` on an optional needs `?`.
        #expect(value == "Hello")
        // Get the value of all rows which have a Tag assigned
        // The dictionary contains the 'rowTag':value pairs.
        let valuesDictionary = form.values()
        #expect(valuesDictionary.count == 2)
        #expect(valuesDictionary["MyRowTag"] as? String == "Hello")
        #expect(valuesDictionary["IntRowTag"] as? Int == 3)
    }

    @Test func rowsAndSectionsByTag() {
        let form = Form()
        form +++ Section { $0.tag = "sectionTag" }
            <<< DateRow("dateRowTag") { $0.value = Date(timeIntervalSince1970: 0) }
            <<< LabelRow("labelRowTag") { $0.title = "Label" }
        // README FAQ: "How to get a Row using its tag value"
        let dateRow: DateRow? = form.rowBy(tag: "dateRowTag")
        let labelRow: LabelRow? = form.rowBy(tag: "labelRowTag")
        let dateRow2: Row<DateCell>? = form.rowBy(tag: "dateRowTag")
        let labelRow2: BaseRow? = form.rowBy(tag: "labelRowTag")
        let typed: RowOf<Date>? = form.rowBy(tag: "dateRowTag")
        #expect(dateRow != nil && dateRow === dateRow2 && dateRow === typed)
        #expect(labelRow?.title == "Label" && labelRow === labelRow2)
        // README FAQ: "How to get a Section using its tag value"
        let section: Section? = form.sectionBy(tag: "sectionTag")
        #expect(section?.count == 2)
    }

    @Test func settingValuesWithADictionary() {
        struct Company: Equatable { var name: String }
        let form = Form()
        form +++ Section()
            <<< IntRow("IntRowTag")
            <<< TextRow("TextRowTag")
            <<< PushRow<Company>("PushRowTag") { $0.options = [Company(name: "Xmartlabs")] }
        // README FAQ: "How to set the form values using a dictionary"
        form.setValues(["IntRowTag": 8, "TextRowTag": "Hello world!", "PushRowTag": Company(name: "Xmartlabs")])
        #expect((form.rowBy(tag: "IntRowTag") as? IntRow)?.value == 8)
        #expect((form.rowBy(tag: "TextRowTag") as? TextRow)?.value == "Hello world!")
        #expect((form.rowBy(tag: "PushRowTag") as? PushRow<Company>)?.value == Company(name: "Xmartlabs"))
        // "The value type of a row must match … otherwise nil will be assigned."
        form.setValues(["IntRowTag": "eight"])
        #expect((form.rowBy(tag: "IntRowTag") as? IntRow)?.value == nil)
    }

    @Test func displayValueForChangesTheShownText() {
        // README FAQ: "How to change the text representation of the row value shown in the cell."
        let row = PushRow<Int>("count") {
            $0.value = 3
            $0.displayValueFor = { value in value.map { "\($0) items" } }
        }
        row.updateCell()
        #expect(row.cell.detailTextLabel?.text == "3 items")
    }
}
