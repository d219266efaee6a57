import Testing

@testable import Eureka

@Suite("Inline rows")
struct InlineRowTests {
    /// A section: a, (hidden h1), parent, (hidden h2), b — plus the form around it.
    private func makeForm() -> (Form, Section, PickerInlineRow<String>) {
        let parent = PickerInlineRow<String>("parent") { $0.options = ["x", "y", "z"] }
        let section = Section { $0.tag = "s" }
        section <<< StringRow("a") <<< StringRow("h1") { $0.hidden = true } <<< parent
            <<< StringRow("h2") { $0.hidden = true } <<< StringRow("b")
        let form = Form() +++ section
        return (form, section, parent)
    }

    private func allTags(_ section: Section) -> [String] { section.allRows.map { $0.tag ?? "inline" } }

    @Test func expandingInsertsRightBelowTheParentAmongHiddenRows() throws {
        let (form, section, parent) = makeForm()
        let recorder = EventRecorder()
        form.delegate = recorder
        parent.expandInlineRow()
        #expect(parent.isExpanded)
        #expect(allTags(section) == ["a", "h1", "parent", "inline", "h2", "b"])
        #expect(tags(section) == ["a", "parent", "?", "b"])
        #expect(recorder.events == ["+R ? @0.2"])
        let inline = try #require(parent.inlineRow)
        #expect(inline.inlineParentRow === parent)
        #expect(parent.expandedInlineRow === inline)
        #expect(inline.options == ["x", "y", "z"])
        #expect(form.values()["parent"] != nil)
        #expect(form.values().count == 3, "the inline row has no tag and adds no value")
        parent.collapseInlineRow()
        #expect(!parent.isExpanded)
        #expect(parent.inlineRow == nil)
        #expect(allTags(section) == ["a", "h1", "parent", "h2", "b"])
        #expect(recorder.events.last == "-R ? @0.2")
        #expect(inline.inlineParentRow == nil)
    }

    @Test func valuesStayInSyncBothWays() throws {
        let (form, _, parent) = makeForm()
        defer { withExtendedLifetime(form) {} }
        var parentChanges: [String?] = []
        parent.onChange { parentChanges.append($0.value) }
        parent.value = "y"
        parent.expandInlineRow()
        let inline = try #require(parent.inlineRow)
        #expect(inline.value == "y", "the inline row starts with the parent's value")
        inline.stepPickerComponent(0, by: 1)
        #expect(parent.value == "z")
        parent.value = "x"
        #expect(inline.value == "x")
        #expect(parentChanges == ["y", "z", "x"], "one change each, no echo")
        parent.collapseInlineRow()
        parent.value = "y"
        #expect(inline.value == "x", "a collapsed inline row is no longer linked")
    }

    @Test func selectionTogglesUnlessDisabled() {
        let (form, _, parent) = makeForm()
        defer { withExtendedLifetime(form) {} }
        parent.didSelect()
        #expect(parent.isExpanded)
        parent.didSelect()
        #expect(!parent.isExpanded)
        parent.disabled = true
        parent.didSelect()
        #expect(!parent.isExpanded)
        parent.expandInlineRow()
        #expect(!parent.isExpanded, "a disabled row does not expand")
    }

    @Test func expandingAnotherCollapsesTheFirstByDefault() {
        let (form, section, first) = makeForm()
        let second = PickerInlineRow<String>("second") { $0.options = ["1"] }
        section <<< second
        #expect(form.inlineRowHideOptions == [.AnotherInlineRowIsShown, .FirstResponderChanges])
        first.expandInlineRow()
        second.expandInlineRow()
        #expect(!first.isExpanded)
        #expect(second.isExpanded)
        #expect(allTags(section) == ["a", "h1", "parent", "h2", "b", "second", "inline"])
    }

    @Test func neverKeepsOtherInlineRowsOpen() {
        let (form, section, first) = makeForm()
        let second = PickerInlineRow<String>("second")
        section <<< second
        form.inlineRowHideOptions = .Never
        first.expandInlineRow()
        second.expandInlineRow()
        #expect(first.isExpanded && second.isExpanded)
    }

    @Test func collapseInlineRowsKeepsTheFocusedOne() throws {
        let (form, section, first) = makeForm()
        let second = PickerInlineRow<String>("second")
        section <<< second
        form.inlineRowHideOptions = .Never
        first.expandInlineRow()
        second.expandInlineRow()
        let inline = try #require(second.inlineRow)
        form.collapseInlineRows(except: inline)
        #expect(!first.isExpanded)
        #expect(second.isExpanded, "focus on the inline row keeps its parent open")
        form.collapseInlineRows(except: nil)
        #expect(!second.isExpanded)
    }

    @Test func hidingTheParentCollapses() {
        let (form, section, parent) = makeForm()
        defer { withExtendedLifetime(form) {} }
        let toggle = SwitchRow("hide") { $0.value = false }
        section.insert(toggle, at: 0)
        parent.hidden = .function(["hide"]) { ($0.rowBy(tag: "hide") as? SwitchRow)?.value == true }
        parent.expandInlineRow()
        toggle.toggle()
        #expect(parent.isHidden)
        #expect(!parent.isExpanded)
        #expect(allTags(section) == ["hide", "a", "h1", "parent", "h2", "b"])
        parent.expandInlineRow()
        #expect(!parent.isExpanded, "a hidden row does not expand")
    }

    @Test func disablingTheParentCollapses() {
        let (form, section, parent) = makeForm()
        defer { withExtendedLifetime(form) {} }
        parent.expandInlineRow()
        parent.disabled = true
        #expect(!parent.isExpanded)
        #expect(section.allRows.count == 5)
    }

    @Test func removingTheParentRemovesItsInlineRow() {
        let (form, section, parent) = makeForm()
        defer { withExtendedLifetime(form) {} }
        parent.expandInlineRow()
        section.remove(row: parent)
        #expect(allTags(section) == ["a", "h1", "h2", "b"])
        #expect(!parent.isExpanded)
    }

    @Test func removingParentAndInlineRowTogetherIsSafe() {
        let (form, section, parent) = makeForm()
        let recorder = EventRecorder()
        parent.expandInlineRow()
        form.delegate = recorder
        section.removeAll()
        #expect(allTags(section).isEmpty)
        #expect(!parent.isExpanded)
        #expect(recorder.events == ["-R ? @0.2", "-R a,parent,b @0.0,0.1,0.2"])
    }

    @Test func removingTheSectionTakesTheInlineRowOut() {
        let (form, section, parent) = makeForm()
        parent.expandInlineRow()
        form.remove(section: section)
        #expect(!parent.isExpanded)
        #expect(allTags(section) == ["a", "h1", "parent", "h2", "b"])
    }

    @Test func callbacksRunBeforeExpandingAndCollapsingInOrder() {
        let (form, section, first) = makeForm()
        defer { withExtendedLifetime(form) {} }
        let second = PickerInlineRow<String>("second")
        section <<< second
        var log: [String] = []
        first.onExpandInlineRow { _, row, inline in
            log.append("expand \(row.tag!) inserted=\(inline.section != nil)")
        }.onCollapseInlineRow { _, row, inline in
            log.append("collapse \(row.tag!) inserted=\(inline.section != nil)")
        }
        second.onExpandInlineRow { _, row, _ in log.append("expand \(row.tag!)") }
        first.expandInlineRow()
        second.expandInlineRow()
        #expect(log == ["expand parent inserted=false", "collapse parent inserted=true", "expand second"])
    }

    @Test func setupInlineRowConfiguresAFreshRow() throws {
        let (form, _, parent) = makeForm()
        defer { withExtendedLifetime(form) {} }
        parent.displayValueFor = { $0.map { "<\($0)>" } }
        parent.expandInlineRow()
        let inline = try #require(parent.inlineRow)
        #expect(inline.pickerComponents[0].titles == ["<x>", "<y>", "<z>"])
        parent.collapseInlineRow()
        parent.options = ["w"]
        parent.expandInlineRow()
        #expect(parent.inlineRow !== inline)
        #expect(parent.inlineRow?.options == ["w"])
    }

    @Test func expandingWorksThroughTheUntypedProtocol() {
        let (form, _, parent) = makeForm()
        defer { withExtendedLifetime(form) {} }
        let row: BaseRow = parent
        (row as? any InlineRowType)?.toggleInlineRow()
        #expect(row.expandedInlineRow != nil)
    }

    @Test func parentCellIsTintedWhileExpanded() {
        let (form, _, parent) = makeForm()
        defer { withExtendedLifetime(form) {} }
        parent.value = "x"
        parent.cellSetup { cell, _ in cell.detailTextLabel?.textColor = .systemGray }
        parent.updateCell()
        #expect(parent.cell.detailTextLabel?.text == "x")
        parent.expandInlineRow()
        #expect(parent.cell.detailTextLabel?.textColor == .tint)
        parent.collapseInlineRow()
        #expect(parent.cell.detailTextLabel?.textColor == .systemGray)
    }

    @Test func doubleAndTripleInlineRowsShareTheirOptions() throws {
        let double = DoublePickerInlineRow<String, String> {
            $0.firstOptions = { Atlas.continents }
            $0.secondOptions = Atlas.countries
        }
        let triple = TriplePickerInlineRow<String, String, String> {
            $0.firstOptions = { Atlas.continents }
            $0.secondOptions = Atlas.countries
            $0.thirdOptions = Atlas.cities
        }
        let form = Form() +++ Section() <<< double <<< triple
        form.inlineRowHideOptions = .Never
        double.expandInlineRow()
        triple.expandInlineRow()
        try #require(double.inlineRow).selectPickerOption(at: 1, inComponent: 0)
        #expect(double.value == Tuple(a: "Asia", b: "Japan"))
        try #require(triple.inlineRow).selectPickerOption(at: 1, inComponent: 2)
        #expect(triple.value == Tuple3(a: "Europe", b: "France", c: "Lyon"))
        #expect(triple.displayText == "Europe, France, Lyon")
        #expect(form.rows.count == 4)
    }

    @Test func aCollapsedInlinePickerOutlivingItsParentIsSafe() throws {
        var parent: DateInlineRow? = DateInlineRow {
            UTC.fix($0); $0.value = UTC.date(2024, 3, 5)
        }
        var form: Form? = Form() +++ Section() <<< parent!
        parent!.expandInlineRow()
        let picker = try #require(parent!.inlineRow)
        #expect(picker.displayText == "Mar 5, 2024")
        parent!.collapseInlineRow()
        form = nil
        parent = nil
        #expect(form == nil && parent == nil)
        #expect(picker.displayText == nil, "the shared display closure holds its row weakly")
        picker.step(.day, by: 1)
        #expect(picker.value == UTC.date(2024, 3, 6))
    }

    /// Every inline parent in the catalogue, made fresh per test case.
    static let inlineParents: [String: @Sendable () -> BaseRow] = [
        "PickerInlineRow": { PickerInlineRow<Int> { $0.options = [1, 2] } },
        "DoublePickerInlineRow": { DoublePickerInlineRow<Int, Int>() },
        "TriplePickerInlineRow": { TriplePickerInlineRow<Int, Int, Int>() },
        "DateInlineRow": { DateInlineRow() },
        "TimeInlineRow": { TimeInlineRow() },
        "DateTimeInlineRow": { DateTimeInlineRow() },
        "CountDownInlineRow": { CountDownInlineRow() },
    ]

    @Test(arguments: inlineParents.keys.sorted())
    func everyInlineParentCollapsesWhenDisabledHiddenOrRemoved(kind: String) throws {
        let make = try #require(Self.inlineParents[kind])
        let parent = try #require(make() as? any InlineRowType)
        let section = Section() <<< StringRow("before") <<< parent <<< StringRow("after")
        let form = Form() +++ section
        defer { withExtendedLifetime(form) {} }
        parent.didSelect()
        #expect(parent.isExpanded)
        #expect(section.allRows.firstIndex { $0 === parent.expandedInlineRow } == 2)
        #expect(parent.baseCell.detailTextLabel?.textColor == .tint)
        parent.disabled = true
        #expect(!parent.isExpanded)
        parent.didSelect()
        #expect(!parent.isExpanded, "selection does not expand a disabled row")
        parent.disabled = false
        parent.didSelect()
        parent.hidden = true
        #expect(!parent.isExpanded)
        parent.hidden = false
        parent.didSelect()
        section.remove(row: parent)
        #expect(!parent.isExpanded)
        #expect(section.allRows.map { $0.tag ?? "?" } == ["before", "after"])
    }
}

/// A custom inline row written from scratch, without the catalogue's base classes.
final class ColorInlineRow: Row<Cell<String>>, RowType, InlineRowType {
    typealias InlineRow = PickerRow<String>
    required init(tag: String?) { super.init(tag: tag) }
    func setupInlineRow(_ inlineRow: PickerRow<String>) { inlineRow.options = ["Red", "Green"] }
}

@Suite("Custom inline rows")
struct CustomInlineRowTests {
    @Test func theCoreCollapsesThemWhenHiddenDisabledOrRemoved() {
        let form = Form()
        let color = ColorInlineRow("color")
        form +++ Section() <<< color
        color.expandInlineRow()
        #expect(color.isExpanded)
        color.hidden = true
        #expect(!color.isExpanded)
        color.hidden = false
        color.expandInlineRow()
        color.disabled = true
        #expect(!color.isExpanded)
        color.disabled = false
        color.expandInlineRow()
        form[0].remove(row: color)
        #expect(!color.isExpanded && form[0].isEmpty)
    }
}
