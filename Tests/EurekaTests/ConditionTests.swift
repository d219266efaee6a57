import Testing

@testable import Eureka

@Suite("Conditions and the dependency index")
struct ConditionTests {
    /// A form with a switch and rows hidden while it is off.
    private func makeSwitchForm(dependents: Int, evaluations: Counter? = nil) -> (Form, ToggleRow, [StringRow]) {
        let form = Form()
        let toggle = ToggleRow("toggle")
        let section = Section()
        form +++ section <<< toggle
        var rows: [StringRow] = []
        for index in 0..<dependents {
            let row = StringRow("dep\(index)") {
                $0.hidden = .function(["toggle"]) { form in
                    evaluations?.count += 1
                    return (form.rowBy(tag: "toggle") as? ToggleRow)?.value != true
                }
            }
            rows.append(row)
            section <<< row
        }
        return (form, toggle, rows)
    }

    final class Counter { var count = 0 }

    @Test func functionConditionsHideAndShowDependents() {
        let (form, toggle, rows) = makeSwitchForm(dependents: 3)
        #expect(rows.allSatisfy { $0.isHidden })
        #expect(form[0].count == 1)
        toggle.value = true
        #expect(rows.allSatisfy { !$0.isHidden })
        #expect(tags(form[0]) == ["toggle", "dep0", "dep1", "dep2"])
    }

    @Test func aValueChangeReevaluatesOnlyItsDependents() {
        let evaluations = Counter()
        let (form, toggle, _) = makeSwitchForm(dependents: 5, evaluations: evaluations)
        let unrelated = IntegerRow("unrelated")
        form.last! <<< unrelated
        evaluations.count = 0
        unrelated.value = 3
        #expect(evaluations.count == 0)
        toggle.value = true
        #expect(evaluations.count == 5)
    }

    @Test func settingAConditionTakesEffectAtOnce() {
        let form = Form()
        let row = StringRow("r")
        form +++ Section() <<< row
        row.hidden = true
        #expect(row.isHidden && form[0].isEmpty)
        row.hidden = false
        #expect(!row.isHidden && form[0].count == 1)
        row.disabled = true
        #expect(row.isDisabled)
        row.disabled = nil
        #expect(!row.isDisabled)
        let outside = StringRow()
        outside.hidden = true
        #expect(outside.isHidden, "rows outside a form evaluate too")
    }

    @Test func aConditionOnATagNotYetInTheFormReadsNilAndReevaluatesWhenItArrives() {
        let form = Form()
        let dependent = StringRow("dependent") {
            $0.hidden = .function(["later"]) { form in (form.rowBy(tag: "later") as? ToggleRow)?.value != true }
        }
        form +++ Section() <<< dependent
        #expect(dependent.isHidden)
        form.last! <<< ToggleRow("later") { $0.value = true }
        #expect(!dependent.isHidden)
        form.last!.remove(row: form.rowBy(tag: "later")!)
        #expect(dependent.isHidden, "a tag that leaves reads nil again")
    }

    @Test func rowsAddedTogetherSeeEachOtherBeforeAnyEventIsSent() {
        let form = Form()
        let recorder = EventRecorder()
        form.delegate = recorder
        form +++ Section { $0.tag = "s" }
        let dependent = StringRow("dependent") {
            $0.hidden = .function(["switch"]) { form in (form.rowBy(tag: "switch") as? ToggleRow)?.value != true }
        }
        form[0].append(contentsOf: [dependent, ToggleRow("switch") { $0.value = true }])
        #expect(!dependent.isHidden)
        #expect(recorder.events == ["+S s @0", "+R dependent,switch @0.0,0.1"])
    }

    @Test func removedRowsAndSectionsLeaveTheIndex() {
        let (form, toggle, rows) = makeSwitchForm(dependents: 4)
        #expect(form.dependencies.registrationCount == 4)
        form[0].remove(row: rows[0])
        #expect(form.dependencies.registrationCount == 3)
        rows[1].hidden = nil
        #expect(form.dependencies.registrationCount == 2)
        let section = Section {
            $0.tag = "cond"; $0.hidden = .function(["toggle"]) { _ in false }
        }
        form +++ section
        #expect(form.dependencies.registrationCount == 3)
        form.remove(section: section)
        #expect(form.dependencies.registrationCount == 2)
        form.removeAllSections()
        #expect(form.dependencies.registrationCount == 0)
        toggle.value = true
        #expect(rows[2].isHidden, "a removed row no longer follows the switch")
    }

    @Test func sectionsHideWithConditions() {
        let form = Form()
        let toggle = ToggleRow("show")
        let dependent = Section {
            $0.tag = "extra"; $0.hidden = .function(["show"]) { ($0.rowBy(tag: "show") as? ToggleRow)?.value != true }
        }
        form +++ Section { $0.tag = "main" } <<< toggle +++ dependent +++ Section { $0.tag = "end" }
        #expect(tags(form) == ["main", "end"])
        toggle.value = true
        #expect(tags(form) == ["main", "extra", "end"])
        #expect(dependent.index == 1)
    }

    @Test func disabledConditionsFollowTheirTagsAndUnhighlight() {
        let (form, toggle, _) = makeSwitchForm(dependents: 0)
        let row = StringRow("r") { $0.disabled = .function(["toggle"]) { ($0.rowBy(tag: "toggle") as? ToggleRow)?.value == true } }
        form.last! <<< row
        row.isHighlighted = true
        toggle.value = true
        #expect(row.isDisabled && !row.isHighlighted)
        toggle.value = false
        #expect(!row.isDisabled)
    }

    @Test func changingATagMovesDependentsToTheNewOwner() {
        let form = Form()
        let dependent = StringRow("d") { $0.hidden = .function(["key"]) { $0.rowBy(tag: "key") == nil } }
        let keyRow = StringRow("other")
        form +++ Section() <<< dependent <<< keyRow
        #expect(dependent.isHidden)
        keyRow.tag = "key"
        #expect(!dependent.isHidden)
        keyRow.tag = "gone"
        #expect(dependent.isHidden)
    }
}
