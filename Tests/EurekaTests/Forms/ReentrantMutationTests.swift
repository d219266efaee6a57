import Testing

@testable import Eureka

/// Callbacks that change the form while the form is working through a list of rows or
/// sections: the work goes on with what is still there and never traps.
@Suite("Callbacks that change the form mid-iteration")
struct ReentrantMutationTests {
    private func makeForm() -> (Form, Section) {
        let form = Form()
        let section = Section("Main")
        form +++ section
            <<< StringRow("a")
            <<< StringRow("b")
            <<< StringRow("c")
        return (form, section)
    }

    /// Every tag order a dictionary might produce, for order-dependent bugs.
    @Test(arguments: [("a", "b"), ("a", "c"), ("b", "a"), ("c", "a"), ("b", "c"), ("c", "b")])
    func assignValuesSkipsARowThatAnEarlierOnChangeRemoved(changed: String, removed: String) throws {
        let (form, section) = makeForm()
        let trigger = try #require(form.rowBy(tag: changed) as? StringRow)
        trigger.onChange { _ in
            if let doomed = form.rowBy(tag: removed), let index = doomed.indexPath?.row { section.remove(at: index) }
        }
        try form.assignValues(["a": "1", "b": "2", "c": "3"])
        #expect(form.rowBy(tag: removed) == nil)
        #expect((form.rowBy(tag: changed) as? StringRow)?.value == ["a": "1", "b": "2", "c": "3"][changed])
        let survivor = ["a", "b", "c"].first { $0 != changed && $0 != removed }!
        #expect((form.rowBy(tag: survivor) as? StringRow)?.value == ["a": "1", "b": "2", "c": "3"][survivor])
    }

    @Test func assignValuesReportsANilForARowThatRefusesItWithoutTrapping() {
        let (form, _) = makeForm()
        #expect(throws: FormValueError.self) { try form.assignValues(["a": 12]) }
    }

    @Test func aHiddenConditionRemovingTheRowsBeingInsertedDoesNotTrap() {
        let form = Form()
        let section = Section("Main")
        form +++ section <<< StringRow("first")
        let recorder = EventRecorder()
        form.delegate = recorder
        let doomed = StringRow("doomed")
        let keeper = StringRow("keeper")
        doomed.hidden = .function([]) { _ in
            _ = section.remove(row: doomed)
            return false
        }
        section.append(contentsOf: [doomed, keeper])
        #expect(section.allRows.map(\.tag) == ["first", "keeper"])
        #expect(section.map(\.tag) == ["first", "keeper"])
        #expect(form.rowBy(tag: "keeper") === keeper)
    }

    @Test func aConditionRemovingAnotherNewRowWhileItIsInsertedDoesNotTrap() {
        let form = Form()
        let section = Section("Main")
        form +++ section
        let second = StringRow("second")
        let first = StringRow("first")
        first.hidden = .function([]) { _ in
            _ = section.remove(row: second)
            return false
        }
        section.append(contentsOf: [first, second])
        #expect(section.allRows.map(\.tag) == ["first"])
        #expect(form.rowBy(tag: "second") == nil)
    }

    @Test func aSectionConditionRemovingTheSectionsBeingInsertedDoesNotTrap() {
        let form = Form()
        form +++ Section { $0.tag = "existing" }
        let recorder = EventRecorder()
        form.delegate = recorder
        let doomed = Section { $0.tag = "doomed" }
        let keeper = Section { $0.tag = "keeper" } <<< StringRow("kept")
        doomed.hidden = .function([]) { form in
            _ = form.remove(section: doomed)
            return false
        }
        form.append(contentsOf: [doomed, keeper])
        #expect(form.allSections.map(\.tag) == ["existing", "keeper"])
        #expect(form.map(\.tag) == ["existing", "keeper"])
        #expect(form.rowBy(tag: "kept") != nil)
    }

    @Test func aRowConditionRemovingItsNewSectionDoesNotTrap() {
        let form = Form()
        form +++ Section { $0.tag = "existing" }
        let doomed = Section { $0.tag = "doomed" }
        let row = StringRow("inside")
        row.hidden = .function([]) { form in
            _ = form.remove(section: doomed)
            return false
        }
        doomed <<< row
        form.append(doomed)
        #expect(form.allSections.map(\.tag) == ["existing"])
        #expect(form.rowBy(tag: "inside") == nil)
    }
}
