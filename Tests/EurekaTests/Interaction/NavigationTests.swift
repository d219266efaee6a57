import Testing

@testable import Eureka

/// A row whose cell can take keyboard focus, like a text field.
final class FieldLikeCell: Cell<String>, CellType {
    override func cellCanBecomeFirstResponder() -> Bool { true }
}
final class FieldLikeRow: Row<FieldLikeCell>, RowType {
    required init(tag: String? = nil) { super.init(tag: tag) }
}

@Suite("Interaction: focus and next/previous navigation")
struct NavigationTests {
    /// f1, label, f2 (disabled), f3 (hidden), | section 2: f4
    private func makeForm() -> (Form, FormInteraction) {
        let form = Form()
        form +++ Section { $0.tag = "one" }
            <<< FieldLikeRow("f1")
            <<< StringRow("label")
            <<< FieldLikeRow("f2") { $0.disabled = true }
            <<< FieldLikeRow("f3") { $0.hidden = true }
            +++ Section { $0.tag = "two" }
            <<< FieldLikeRow("f4")
        return (form, FormInteraction(form: form))
    }

    private func walk(_ interaction: FormInteraction, _ step: () -> Bool) -> [String] {
        var visited: [String] = [interaction.focusedRow?.tag ?? "-"]
        while step() { visited.append(interaction.focusedRow?.tag ?? "-") }
        return visited
    }

    @Test(
        arguments: [
            (RowNavigationOptions.default, ["f1", "f4"], ["f4", "f1"]),
            ([.Enabled], ["f1"], ["f4"]),
            ([.Enabled, .StopDisabledRow, .SkipCanNotBecomeFirstResponderRow], ["f1"], ["f4"]),
            ([.Enabled, .StopDisabledRow], ["f1"], ["f4"]),
            (.Disabled, ["f1"], ["f4"]),
        ] as [(RowNavigationOptions, [String], [String])])
    func tabOrderHonoursNavigationOptions(options: RowNavigationOptions, forward: [String], backward: [String]) {
        let (form, interaction) = makeForm()
        interaction.navigationOptions = options
        interaction.focus(form.rowBy(tag: "f1"))
        #expect(walk(interaction, interaction.focusNext) == forward)
        interaction.focus(form.rowBy(tag: "f4"))
        #expect(walk(interaction, interaction.focusPrevious) == backward)
    }

    /// A longer form where every kind of stop meets every other: disabled next to unfocusable
    /// rows, at section edges, first and last.
    private func makeMixedForm() -> (Form, FormInteraction) {
        let form = Form()
        form +++ Section()
            <<< StringRow("a-label")
            <<< FieldLikeRow("a1")
            <<< FieldLikeRow("a2") { $0.disabled = true }
            <<< StringRow("a-label2")
            <<< FieldLikeRow("a3")
            +++ Section()
            <<< FieldLikeRow("b1") { $0.disabled = true }
            <<< FieldLikeRow("b2") { $0.hidden = true }
            <<< FieldLikeRow("b3")
            <<< StringRow("b-label")
            +++ Section()
            <<< FieldLikeRow("c1")
            <<< FieldLikeRow("c2") { $0.disabled = true }
        return (form, FormInteraction(form: form))
    }

    @Test(
        arguments: [
            RowNavigationOptions.default, [.Enabled], [.Enabled, .StopDisabledRow], [.Enabled, .SkipCanNotBecomeFirstResponderRow],
            [.Enabled, .StopDisabledRow, .SkipCanNotBecomeFirstResponderRow], .Disabled,
        ] as [RowNavigationOptions])
    func navigationTargetsAnswerAsNextRowDoesForEveryRow(options: RowNavigationOptions) {
        for (form, interaction) in [makeForm(), makeMixedForm()] {
            interaction.navigationOptions = options
            let targets = interaction.navigationTargets()
            for row in form.rows {
                #expect(targets.next(after: row) === interaction.nextRow(for: row, withDirection: .down), "next after \(row.tag ?? "")")
                #expect(targets.previous(before: row) === interaction.nextRow(for: row, withDirection: .up), "previous before \(row.tag ?? "")")
            }
            let hidden = form.rowBy(tag: "f3") ?? form.rowBy(tag: "b2")!
            #expect(targets.next(after: hidden) == nil && targets.previous(before: hidden) == nil)
        }
    }

    @Test func arrowsVisitEveryVisibleEnabledRow() {
        let (form, interaction) = makeForm()
        interaction.focus(form.rowBy(tag: "f1"))
        #expect(walk(interaction) { interaction.moveFocus(.down) } == ["f1", "label", "f4"])
        #expect(walk(interaction) { interaction.moveFocus(.up) } == ["f4", "label", "f1"])
    }

    @Test func focusHighlightsAndLeavingBlurs() {
        let (form, interaction) = makeForm()
        let f1 = form.rowBy(tag: "f1")!, f4 = form.rowBy(tag: "f4")!
        var moves: [String?] = []
        interaction.onFocusChange = { moves.append($0?.tag) }
        interaction.focus(f1)
        #expect(f1.isHighlighted && !f1.wasBlurred)
        interaction.focus(f4)
        #expect(!f1.isHighlighted && f1.wasBlurred && f4.isHighlighted)
        interaction.endEditing()
        #expect(!f4.isHighlighted && interaction.focusedRow == nil)
        #expect(moves == ["f1", "f4", nil])
    }

    @Test func hiddenDisabledOrForeignRowsCannotBeFocused() {
        let (form, interaction) = makeForm()
        interaction.focus(form.rowBy(tag: "f3"))
        #expect(interaction.focusedRow == nil)
        interaction.focus(FieldLikeRow("elsewhere"))
        #expect(interaction.focusedRow == nil)
        #expect(interaction.focusFirstRow())
        #expect(interaction.focusedRow?.tag == "f1")
    }

    @Test func focusMovesToANeighbourWhenTheFocusedRowGoesAway() {
        let (form, _) = makeForm()
        let controller = FormViewController(form: form)
        let interaction = controller.interaction
        interaction.focus(form.rowBy(tag: "label"))
        form.rowBy(tag: "label")!.hidden = true
        #expect(interaction.focusedRow?.tag == "f4", "next shown enabled row after it")
        form.rowBy(tag: "f4")!.disabled = true
        #expect(interaction.focusedRow?.tag == "f1", "nothing after it is enabled: the one before")
        form[0].remove(row: form.rowBy(tag: "f1")!)
        #expect(interaction.focusedRow == nil || interaction.focusedRow?.isDisabled == false)
    }

    @Test func selectFocusesAndRunsSelection() {
        let (form, interaction) = makeForm()
        var selected: [String] = []
        (form.rowBy(tag: "label") as! StringRow).onCellSelection { _, row in selected.append(row.tag!) }
        interaction.select(form.rowBy(tag: "label")!)
        #expect(selected == ["label"])
        #expect(interaction.focusedRow?.tag == "label")
        let controller = FormViewController(form: form)
        form.rowBy(tag: "label")!.select()
        #expect(selected == ["label", "label"])
        #expect(controller.interaction.focusedRow?.tag == "label")
    }
}
