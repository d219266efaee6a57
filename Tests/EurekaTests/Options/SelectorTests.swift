import Testing

@testable import Eureka

@Suite("Options: push and popover selectors")
struct SelectorTests {
    private func pushRow(_ tag: String = "pick", value: String? = nil) -> PushRow<String> {
        PushRow<String>(tag) {
            $0.title = "Pick"
            $0.selectorTitle = "Choose"
            $0.options = ["One", "Two", "Three"]
            $0.value = value
        }
    }

    @Test func selectingPushesASelectorAfterOnPresentConfiguredIt() throws {
        let row = pushRow(value: "Two")
        let hosted = HostedForm([row])
        var seen: (FormViewController, StringSelector)?
        row.onPresent { from, to in
            hosted.host.note("onPresent loaded=\(to.isViewLoaded)")
            seen = (from, to)
        }
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        #expect(hosted.host.log == ["onPresent loaded=false", "show push"])
        #expect(seen?.0 === hosted.controller && seen?.1 === selector)
        #expect(selector.row === row && selector.title == "Choose")
        #expect(selector.presentingController === hosted.controller)
        #expect(selector.optionRows.map(\.title) == ["One", "Two", "Three"])
        #expect(selector.optionRows.map { $0.value != nil } == [false, true, false], "the current value is checked")
        #expect(selector.interaction.focusedRow === selector.optionRows[1], "focus starts on the current value")
        selector.optionRows[1].updateCell()
        #expect(selector.optionRows[1].cell.accessoryType == .checkmark)
    }

    @Test func pickingSetsTheValueThroughThePipelineThenDismisses() throws {
        let row = pushRow()
        let hosted = HostedForm([row])
        var changes: [String?] = []
        var dismissed = 0
        row.onChange {
            changes.append($0.value); hosted.host.note("onChange")
        }
        row.onPresent { _, to in to.onDismissCallback = { _ in dismissed += 1 } }
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        #expect(selector.selectOption("Three"))
        #expect(row.value == "Three" && changes == ["Three"])
        #expect(hosted.host.log == ["show push", "onChange", "dismiss"])
        #expect(hosted.host.stack.isEmpty && dismissed == 1)
        #expect(hosted.form.values()["pick"] as? String == "Three")
    }

    struct DismissCase: Sendable, CustomTestStringConvertible {
        var onSelection: Bool, onChange: Bool, deselection: Bool
        var start: String?, pick: String
        var value: String?, dismissed: Bool
        var testDescription: String {
            "onSelection=\(onSelection) onChange=\(onChange) deselect=\(deselection): \(start ?? "nil") → pick \(pick)"
        }
    }

    @Test(arguments: [
        DismissCase(onSelection: true, onChange: true, deselection: true, start: nil, pick: "One", value: "One", dismissed: true),
        DismissCase(onSelection: true, onChange: false, deselection: true, start: "One", pick: "One", value: nil, dismissed: true),
        DismissCase(onSelection: false, onChange: true, deselection: true, start: nil, pick: "Two", value: "Two", dismissed: true),
        DismissCase(onSelection: false, onChange: true, deselection: false, start: "Two", pick: "Two", value: "Two", dismissed: false),
        DismissCase(onSelection: false, onChange: false, deselection: true, start: nil, pick: "Two", value: "Two", dismissed: false),
        DismissCase(onSelection: false, onChange: false, deselection: true, start: "Two", pick: "Two", value: nil, dismissed: false),
        DismissCase(onSelection: true, onChange: true, deselection: false, start: "Two", pick: "Two", value: "Two", dismissed: true),
    ])
    func dismissalAndDeselectionRules(_ c: DismissCase) throws {
        let row = pushRow(value: c.start)
        let hosted = HostedForm([row])
        row.onPresent { _, to in
            to.dismissOnSelection = c.onSelection
            to.dismissOnChange = c.onChange
            to.enableDeselection = c.deselection
        }
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        selector.selectOption(c.pick)
        #expect(row.value == c.value)
        #expect((hosted.host.top(StringSelector.self) == nil) == c.dismissed)
        if !c.dismissed {
            #expect(selector.optionRows.filter { $0.value != nil }.map(\.selectableValue) == (c.value.map { [$0] } ?? []))
        }
    }

    @Test func selectionStaysSingleAcrossGroupedSections() throws {
        let row = pushRow(value: "One")
        row.options = ["Apple", "Avocado", "Banana", "Apricot", "Blueberry", "Cherry"]
        row.value = "Banana"
        let hosted = HostedForm([row])
        row.onPresent { _, to in
            to.dismissOnSelection = false
            to.dismissOnChange = false
            to.sectionKeyForValue = { String($0.prefix(1)) }
            to.sectionHeaderTitleForKey = { "Letter \($0)" }
            to.sectionFooterTitleForKey = { $0 == "C" ? "Only one" : nil }
        }
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        let sections = selector.form.map { $0 }
        #expect(sections.map { $0.header?.title } == ["Letter A", "Letter B", "Letter C"])
        #expect(sections.map { $0.footer?.title } == [nil, nil, "Only one"])
        #expect(sections.map { $0.map { $0.title ?? "" } } == [["Apple", "Avocado", "Apricot"], ["Banana", "Blueberry"], ["Cherry"]])
        selector.selectOption("Apricot")
        #expect(row.value == "Apricot")
        #expect(selector.optionRows.filter { $0.value != nil }.map(\.title) == ["Apricot"])
    }

    @Test func optionRowCustomisationHooksRunOnEveryOptionRow() throws {
        let row = pushRow()
        row.displayValueFor = { $0.map { "<\($0)>" } }
        let hosted = HostedForm([row])
        row.onPresent { _, to in
            to.selectableRowSetup = { $0.tag = "option-\($0.selectableValue!)" }
            to.selectableRowCellSetup = { cell, _ in cell.imageSymbol = "•" }
            to.selectableRowCellUpdate = { cell, row in cell.detailTextLabel?.text = row.selectableValue?.lowercased() }
        }
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        let first = selector.optionRows[0]
        first.updateCell()
        #expect(first.title == "<One>", "option labels use the row's displayValueFor")
        #expect(first.tag == "option-One")
        #expect(first.cell.imageSymbol == "•" && first.cell.detailTextLabel?.text == "one")
    }

    @Test(arguments: [false, true])
    func disabledRowsAndRowsOutsideAControllerPresentNothing(disabled: Bool) {
        let row = pushRow()
        var presented = 0
        row.onPresent { _, _ in presented += 1 }
        if disabled {
            row.disabled = true
            let hosted = HostedForm([row])
            row.select()
            hosted.controller.interaction.select(row)
            #expect(hosted.host.stack.isEmpty)
        } else {
            _ = (Form() +++ Section([row]))
            row.select()
            row.didSelect()
        }
        #expect(presented == 0)
    }

    @Test func popoverAndModalPresentationStyles() throws {
        let popover = PopoverSelectorRow<String>("popover") { $0.options = ["x"] }
        let modal = PushRow<String>("modal") {
            $0.options = ["y"]
            $0.presentationMode = .presentModally(controllerProvider: .callback { StringSelector() }, onDismiss: nil)
        }
        let hosted = HostedForm([popover, modal])
        popover.select()
        #expect(hosted.host.log == ["show popover"])
        try #require(hosted.host.top(StringSelector.self)).selectOption("x")
        modal.select()
        #expect(hosted.host.log == ["show popover", "dismiss", "show modal"])
        #expect(popover.value == "x")
    }

    @Test func thePresentationModesOnDismissRunsAfterTheControllersOwnCallback() throws {
        var order: [String] = []
        let row = PushRow<String> {
            $0.options = ["a"]
            $0.presentationMode = .show(
                controllerProvider: .callback { StringSelector { _ in order.append("controller") } },
                onDismiss: { _ in order.append("mode") })
        }
        let hosted = HostedForm([row])
        row.select()
        try #require(hosted.host.top(StringSelector.self)).dismiss()
        #expect(order == ["controller", "mode"])
        #expect(row.value == nil, "backing out leaves the value")
    }
}
