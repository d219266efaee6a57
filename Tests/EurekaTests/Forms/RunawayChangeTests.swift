import Testing

@testable import Eureka

/// `onChange` callbacks that set values whose callbacks set them back, without end: the stack
/// overflowed (the terminal was left on the alternate screen, a server died on one post with
/// nothing logged). Past `Form.maximumChangeNesting` the callbacks stop running, and the form
/// says so once, as a definition error.
@Suite("Callbacks setting values back and forth")
struct RunawayChangeTests {
    @Test func pingPongStopsAndIsReportedOnce() throws {
        let form = Form()
        var reported: [FormDefinitionError] = []
        form.onDefinitionError = { reported.append($0) }
        let a = TextRow("a")
        let b = TextRow("b")
        form +++ Section() <<< a <<< b
        a.onChange { row in b.value = (row.value ?? "") + "." }
        b.onChange { row in a.value = (row.value ?? "") + "." }
        a.value = "x"
        #expect(reported.count == 1)
        #expect(reported.first?.code == .runawayChanges)
        #expect(reported.first?.message.contains("nested \(Form.maximumChangeNesting) deep") == true, "\(reported)")
        #expect((a.value?.count ?? 0) > Form.maximumChangeNesting / 2, "the changes were made up to the limit")
        a.value = "y"
        #expect(reported.count == 1, "said once per form")
        #expect(form.changeNesting == 0, "nothing left open")
    }

    /// A long chain of rows each setting the next, as dependent rows do, is far inside the limit.
    @Test func aLongChainOfDependentRowsRunsWhole() {
        let form = Form()
        let section = Section()
        form +++ section
        let rows = (0..<150).map { IntRow("r\($0)") }
        for row in rows { section <<< row }
        for (index, row) in rows.enumerated().dropLast() {
            row.onChange { changed in rows[index + 1].value = (changed.value ?? 0) + 1 }
        }
        rows[0].value = 1
        #expect(rows.last?.value == 150)
        #expect(form.definitionErrors.isEmpty)
    }
}
