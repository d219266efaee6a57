import Eureka
import Testing

/// Eureka README, "Result builders": `@SectionBuilder` blocks on the right of `+++` and
/// `@FormBuilder` properties, pasted as they are.
@Suite("README samples: result builders")
struct ResultBuilderSamples {
    // MARK: @SectionBuilder

    @Test(arguments: [true, false])
    func sectionPlusSectionBlock(something: Bool) {
        var form = Form()
        // README: "Section + Section"
        form =
            (Section("A") +++ {
                URLRow("UrlRow_f1") { $0.title = "Url" }
                if something {
                    TwitterRow("TwitterRow_f2") { $0.title = "Twitter" }
                } else {
                    TwitterRow("TwitterRow_f1") { $0.title = "Twitter" }
                }
                AccountRow("AccountRow_f1") { $0.title = "Account" }
            })
        // Section A, then a new section holding the block's rows.
        #expect(form.allSections.count == 2)
        #expect(form.allSections[0].header?.title == "A")
        #expect(form.allSections[0].allRows.isEmpty)
        let twitter = something ? "TwitterRow_f2" : "TwitterRow_f1"
        #expect(form.allSections[1].allRows.map(\.tag) == ["UrlRow_f1", twitter, "AccountRow_f1"])
        #expect(form.rowBy(tag: twitter)?.title == "Twitter")
        #expect((form.rowBy(tag: "UrlRow_f1") as? URLRow)?.title == "Url")
    }

    @Test(arguments: [true, false])
    func formPlusSectionBlock(something: Bool) {
        let form = Form()
        form +++ Section("First") <<< NameRow("name")
        // README: "Form + Section"
        form +++ {
            if something {
                PhoneRow("PhoneRow_f1") { $0.title = "Phone" }
            } else {
                PhoneRow("PhoneRow_f2") { $0.title = "Phone" }
            }
            PasswordRow("PasswordRow_f1") { $0.title = "Password" }
        }
        #expect(form.allSections.count == 2)
        let phone = something ? "PhoneRow_f1" : "PhoneRow_f2"
        #expect(form.allSections[1].allRows.map(\.tag) == [phone, "PasswordRow_f1"])
        #expect(form.rowBy(tag: "PasswordRow_f1") is PasswordRow)
        #expect(form.definitionErrors.isEmpty)
    }

    /// Eureka's `SectionBuilder` also ends in a `Section` where one is expected.
    @SectionBuilder private var contact: Section {
        NameRow("name") { $0.title = "Name" }
        if Bool.random() { PhoneRow("phone") } else { PhoneRow("phone") }
        for index in 1...2 { TextRow("note\(index)") }
    }

    @Test func aSectionBuilderPropertyMakesASection() {
        let form = Form()
        form +++ contact
        #expect(form.allSections.count == 1)
        #expect(form.allSections[0].allRows.map(\.tag) == ["name", "phone", "note1", "note2"])
        #expect(contact !== contact, "each read builds a new section")
    }

    @Test func blocksChainWithOtherOperators() {
        let form =
            Section("A") <<< TextRow("a") +++ {
                TextRow("b")
                TextRow("c")
            } +++ Section("C") <<< TextRow("d")
        #expect(form.allSections.map { $0.allRows.map(\.tag) } == [["a"], ["b", "c"], ["d"]])
    }

    // MARK: @FormBuilder

    // README: "@FormBuilder var form: Form { … }", verbatim.
    @FormBuilder
    var form: Form {
        Section("Section A") { section in
            section.tag = "Section_A"
        }
        if true {
            Section("Section B") { section in
                section.tag = "Section_B"
            }
        }
        NameRow("NameRow_f1") { $0.title = "Name" }
    }

    @Test func formBuilderProperty() {
        let form = self.form
        #expect(form.allSections.count == 3)
        #expect(form.sectionBy(tag: "Section_A")?.header?.title == "Section A")
        #expect(form.sectionBy(tag: "Section_B")?.header?.title == "Section B")
        // A row on its own becomes a one-row section.
        #expect(form.allSections[2].allRows.map(\.tag) == ["NameRow_f1"])
        #expect(form.rowBy(tag: "NameRow_f1")?.title == "Name")
        // Each access builds a new form.
        #expect(self.form !== form)
    }

    @Test func sectionInitialiserClosureAndRowBuilderLiveSideBySide() {
        // Eureka's `(Section) -> Void` initialiser, with a named parameter and with `$0` …
        let named = Section("Named") { section in section.tag = "named" }
        let anonymous = Section("Anonymous") { $0.tag = "anonymous" }
        // … and this library's row builder, with a trailing closure of rows.
        let built = Section("Built") {
            TextRow("one")
            TextRow("two")
        }
        let single = Section("Single") { TextRow("only") }
        #expect(named.tag == "named" && named.allRows.isEmpty)
        #expect(anonymous.tag == "anonymous" && anonymous.allRows.isEmpty)
        #expect(built.allRows.map(\.tag) == ["one", "two"])
        #expect(single.allRows.map(\.tag) == ["only"])
    }

    @Test func formBuilderStillGivesSectionsWhereSectionsAreExpected() {
        let form = Form()
        form.append {
            Section("X") { TextRow("x") }
            TextRow("y")
        }
        #expect(form.allSections.map { $0.allRows.map(\.tag) } == [["x"], ["y"]])
        let other = Form {
            Section("Only") { $0.tag = "only" }
        }
        #expect(other.sectionBy(tag: "only") != nil)
    }
}
