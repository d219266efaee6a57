import Testing

@testable import Eureka

@Suite("Operators and builders")
struct OperatorTests {
    @Test func precedenceBuildsSectionsWithoutParentheses() {
        let form = Form()
        let a = StringRow("a"), b = StringRow("b"), c = StringRow("c")
        form +++ Section("A") { $0.tag = "A" } <<< a <<< b +++ Section("B") { $0.tag = "B" } <<< c
        #expect(tags(form) == ["A", "B"])
        #expect(tags(form[0]) == ["a", "b"])
        #expect(tags(form[1]) == ["c"])
        #expect(a.section === form[0] && c.form === form)
    }

    @Test func rowsOnTheRightOfPlusPlusPlusGetSectionsOfTheirOwn() {
        let form = Form()
        form +++ StringRow("a") +++ StringRow("b")
        #expect(form.count == 2)
        #expect(form.map(\.count) == [1, 1])
        form +++ StringRow("c") <<< StringRow("d")
        #expect(form.count == 3)
        #expect(tags(form[2]) == ["c", "d"])
    }

    @Test func everyOperandCombinationMakesTheSameShape() {
        let sectionSection = Section("x") +++ Section("y")
        #expect(sectionSection.count == 2)
        let sectionRow = Section("x") +++ StringRow("r")
        #expect(sectionRow.map(\.count) == [0, 1])
        let rowSection = StringRow("r") +++ Section("y")
        #expect(rowSection.map(\.count) == [1, 0])
        let rowRow = StringRow("r") +++ StringRow("s")
        #expect(rowRow.map(\.count) == [1, 1])
        let section = StringRow("r") <<< StringRow("s")
        #expect(tags(section) == ["r", "s"])
    }

    @Test func plusEqualsAppendsCollections() {
        var form = Form()
        form += [Section("A"), Section("B")]
        var section = form[0]
        section += [StringRow("a"), IntegerRow("b")]
        #expect(form.count == 2)
        #expect(tags(form[0]) == ["a", "b"])
    }

    @Test func mergingFormsMovesSectionsIncludingHiddenOnes() {
        let first = Form() +++ Section { $0.tag = "one" }
        let second =
            Form()
            +++ Section {
                $0.tag = "two"; $0.hidden = true
            } +++ Section { $0.tag = "three" }
        first +++ second
        #expect(first.allSections.map(\.tag) == ["one", "two", "three"])
        #expect(tags(first) == ["one", "three"])
        #expect(second.allSections.isEmpty)
        #expect(first.sectionBy(tag: "two")?.form === first)
    }

    @Test func plusMakesANewFormAndEmptiesBothOperands() {
        let first = Form() +++ Section { $0.tag = "one" } <<< StringRow("a")
        let second = Form() +++ Section { $0.tag = "two" } <<< StringRow("b")
        let combined = first + second
        #expect(tags(combined) == ["one", "two"])
        #expect(first.isEmpty && second.isEmpty)
        #expect(combined.rowBy(tag: "a") != nil && combined.rowBy(tag: "b") != nil)
        #expect(first.rowBy(tag: "a") == nil)
    }

    @Test(arguments: [true, false])
    func buildersProduceTheSameStructureAsOperators(includeExtras: Bool) {
        let built = Form {
            Section("Account") {
                StringRow("email")
                if includeExtras {
                    StringRow("nickname")
                } else {
                    IntegerRow("age")
                }
                for index in 1...2 { StringRow("note\(index)") }
                Optional<BaseRow>.none
            }
            if includeExtras { Section("Extras") { ToggleRow("beta") } }
            StringRow("loose")
        }
        let expected = Form()
        expected +++ Section("Account") <<< StringRow("email")
        if includeExtras {
            expected.last! <<< StringRow("nickname")
        } else {
            expected.last! <<< IntegerRow("age")
        }
        expected.last! <<< StringRow("note1") <<< StringRow("note2")
        if includeExtras { expected +++ Section("Extras") <<< ToggleRow("beta") }
        expected +++ StringRow("loose")

        #expect(built.map { $0.header?.title } == expected.map { $0.header?.title })
        #expect(built.map { tags($0) } == expected.map { tags($0) })
        #expect(built.allRows.map { String(describing: type(of: $0)) } == expected.allRows.map { String(describing: type(of: $0)) })
    }

    @Test func sectionBuilderInitializerTakesHeaderAndFooter() {
        let section = Section("Head", footer: "Foot") {
            StringRow("a")
        }
        #expect(section.header?.title == "Head")
        #expect(section.footer?.title == "Foot")
        #expect(tags(section) == ["a"])
    }
}
