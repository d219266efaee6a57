import Foundation
import Testing

@testable import Eureka

@Suite("Form and Section as collections of visible elements")
struct CollectionTests {
    private func makeSection(_ names: [String], hidden: Set<String> = []) -> (Form, Section) {
        let form = Form()
        let section = Section { $0.tag = "s" }
        form +++ section
        for name in names {
            section <<< StringRow(name) { $0.hidden = hidden.contains(name) ? Condition(booleanLiteral: true) : nil }
        }
        return (form, section)
    }

    @Test func visibleCollectionSkipsHiddenRowsButAllRowsKeepsThem() {
        let (_, section) = makeSection(["a", "b", "c", "d"], hidden: ["b", "d"])
        #expect(tags(section) == ["a", "c"])
        #expect(section.allRows.map(\.tag) == ["a", "b", "c", "d"])
        #expect(section.count == 2)
        #expect(section.last?.tag == "c")
        #expect(section.reversed().map(\.tag) == ["c", "a"])
    }

    @Test func insertionAtAVisibleIndexGoesRightAfterThePrecedingVisibleRow() {
        // a (b hidden) c: inserting at visible index 1 lands between a and b, so b stays before c.
        let (_, section) = makeSection(["a", "b", "c"], hidden: ["b"])
        section.insert(StringRow("x"), at: 1)
        #expect(section.allRows.map(\.tag) == ["a", "x", "b", "c"])
        #expect(tags(section) == ["a", "x", "c"])
        // At visible index 0 the row goes first, before hidden rows too.
        let (_, other) = makeSection(["h", "v"], hidden: ["h"])
        other.insert(StringRow("y"), at: 0)
        #expect(other.allRows.map(\.tag) == ["y", "h", "v"])
    }

    @Test func hiddenRowsComeBackAtTheirOriginalPositionInAnyOrder() {
        let (_, section) = makeSection(["a", "b", "c", "d", "e"])
        let rows = section.allRows
        for row in [rows[3], rows[1], rows[4], rows[0]] { row.hidden = true }
        #expect(tags(section) == ["c"])
        rows[4].hidden = false
        #expect(tags(section) == ["c", "e"])
        rows[0].hidden = false
        #expect(tags(section) == ["a", "c", "e"])
        rows[3].hidden = false
        #expect(tags(section) == ["a", "c", "d", "e"])
        rows[1].hidden = false
        #expect(tags(section) == ["a", "b", "c", "d", "e"])
    }

    @Test func hiddenSectionsComeBackAtTheirOriginalPosition() {
        var form = Form()
        let sections = (0..<4).map { index in Section { $0.tag = "s\(index)" } }
        form += sections
        sections[2].hidden = true
        sections[0].hidden = true
        #expect(tags(form) == ["s1", "s3"])
        sections[2].hidden = false
        #expect(tags(form) == ["s1", "s2", "s3"])
        sections[0].hidden = false
        #expect(tags(form) == ["s0", "s1", "s2", "s3"])
    }

    @Test func subscriptAssignmentOfARowFromTheSameSectionSwaps() {
        let (_, section) = makeSection(["a", "b", "c"])
        section.swapAt(0, 2)
        #expect(tags(section) == ["c", "b", "a"])
        var reversible = section
        reversible.reverse()
        #expect(tags(section) == ["a", "b", "c"])
        var (_, unsorted) = makeSection(["d", "a", "c", "b"])
        unsorted.sort { $0.tag! < $1.tag! }
        #expect(tags(unsorted) == ["a", "b", "c", "d"])
        #expect(unsorted.allRows.enumerated().allSatisfy { $0.element.listPosition == $0.offset })
    }

    @Test func subscriptAssignmentOfANewRowReplacesAndDetachesTheOldOne() {
        let (form, section) = makeSection(["a", "b"])
        let old = section[1]
        section[1] = StringRow("z")
        #expect(tags(section) == ["a", "z"])
        #expect(old.section == nil && form.rowBy(tag: "b") == nil && form.rowBy(tag: "z") != nil)
    }

    @Test func aRowAddedToAnotherSectionMovesThere() {
        let form = Form()
        let first = Section { $0.tag = "1" }, second = Section { $0.tag = "2" }
        form +++ first +++ second
        let row = StringRow("moving")
        first <<< row
        second <<< row
        #expect(first.isEmpty)
        #expect(tags(second) == ["moving"])
        #expect(form.rowBy(tag: "moving") === row)
    }

    @Test func removalAndRangeReplacement() {
        let (form, section) = makeSection(["a", "b", "c", "d"], hidden: ["c"])
        let removed = section.remove(at: 0)
        #expect(removed.tag == "a" && removed.section == nil && form.rowBy(tag: "a") == nil)
        section.replaceSubrange(0..<2, with: [StringRow("x"), StringRow("y"), StringRow("z")])
        #expect(section.allRows.map(\.tag) == ["x", "y", "z", "c"])
        section.removeAll()
        #expect(section.allRows.isEmpty && form.rowBy(tag: "c") == nil)
    }

    @Test func insertAfterPlacesTheRowAfterTheAnchorEvenWhenItIsHidden() throws {
        let (_, section) = makeSection(["a", "b", "c"], hidden: ["b"])
        try section.insert(row: StringRow("x"), after: section.allRows[1])
        #expect(section.allRows.map(\.tag) == ["a", "b", "x", "c"])
        #expect(tags(section) == ["a", "x", "c"])
    }

    @Test func insertAfterAnAnchorFromElsewhereThrowsAClearError() {
        let (_, section) = makeSection(["a"])
        let stranger = StringRow("stranger")
        #expect(throws: FormDefinitionError.self) { try section.insert(row: StringRow("x"), after: stranger) }
        do {
            try section.insert(row: StringRow("x"), after: stranger)
        } catch {
            #expect(error.description.contains("StringRow \"stranger\""))
            #expect(error.reason == .rowNotInSection(anchor: "StringRow \"stranger\""))
        }
        #expect(tags(section) == ["a"])
    }

    @Test func formCollectionInsertsSectionsAfterThePrecedingVisibleSection() {
        var form = Form()
        form += [
            Section { $0.tag = "a" },
            Section {
                $0.tag = "b"; $0.hidden = true
            }, Section { $0.tag = "c" },
        ]
        form.insert(Section { $0.tag = "x" }, at: 1)
        #expect(form.allSections.map(\.tag) == ["a", "x", "b", "c"])
        form.swapAt(0, 2)
        #expect(tags(form) == ["c", "x", "a"])
        form.removeAll()
        #expect(form.allSections.isEmpty && form.sectionBy(tag: "b") == nil)
    }

    @Test func indexPathsFollowVisibility() {
        let form = Form()
        let hiddenSection = Section {
            $0.tag = "h"; $0.hidden = true
        }
        let a = StringRow("a"), b = StringRow("b") { $0.hidden = true }, c = StringRow("c")
        form +++ hiddenSection +++ Section("S") <<< a <<< b <<< c
        hiddenSection <<< StringRow("inside")
        #expect(a.indexPath == IndexPath(row: 0, section: 0))
        #expect(b.indexPath == nil)
        #expect(c.indexPath == IndexPath(row: 1, section: 0))
        #expect(form.rowBy(tag: "inside")?.indexPath == nil)
        #expect(form[IndexPath(row: 1, section: 0)] === c)
        #expect(form.rows.map(\.tag) == ["a", "c"])
        #expect(form.allRows.count == 4)
    }
}
