import Testing

@testable import Eureka

@Suite("Options: multiple selector")
struct MultipleSelectorTests {
    /// Picks read in the options' order ("Swift, Rust"), not sorted by name ("Rust, Swift");
    /// a value no option holds comes after.
    @Test func picksReadInTheOptionsOrder() {
        let row = MultipleSelectorRow<String>("langs") {
            $0.options = ["Swift", "Rust", "Go"]
            $0.value = ["Rust", "Swift", "Zig"]
        }
        #expect(row.displayText == "Swift, Rust, Zig")
        row.value = ["Go", "Swift"]
        #expect(row.displayText == "Swift, Go")
    }

    @Test func selectionsToggleMembershipAndTheScreenStaysOpen() throws {
        let row = MultipleSelectorRow<String>("langs") {
            $0.options = ["Swift", "Rust", "Go"]
            $0.value = ["Go"]
            $0.selectorTitle = "Languages"
        }
        let hosted = HostedForm([row])
        var changes: [Set<String>?] = []
        row.onChange { changes.append($0.value) }
        row.select()
        #expect(hosted.host.log == ["show push"])
        let selector = try #require(hosted.host.top(StringMultipleSelector.self))
        #expect(selector.title == "Languages")
        #expect(selector.optionRows.map { $0.value != nil } == [false, false, true])
        selector.selectOption("Swift")
        selector.selectOption("Rust")
        selector.selectOption("Go")
        #expect(row.value == ["Swift", "Rust"])
        #expect(changes == [["Go", "Swift"], ["Go", "Swift", "Rust"], ["Swift", "Rust"]])
        #expect(hosted.host.stack.count == 1, "a multiple selector closes only when dismissed")
        selector.selectOption("Swift")
        selector.selectOption("Rust")
        #expect(row.value == [], "the last deselection leaves an empty set")
        selector.dismiss()
        #expect(hosted.host.stack.isEmpty)
        #expect(hosted.form.values()["langs"] as? Set<String> == [])
    }

    @Test func displayTextIsSortedAndGroupsWork() throws {
        let row = MultipleSelectorRow<String> {
            $0.options = ["b1", "a1", "b2"]; $0.value = ["b2", "a1"]
        }
        #expect(row.displayText == "a1, b2")
        let hosted = HostedForm([row])
        row.onPresent { _, to in to.sectionKeyForValue = { String($0.prefix(1)) } }
        row.select()
        let selector = try #require(hosted.host.top(StringMultipleSelector.self))
        #expect(selector.form.map { $0.header?.title } == ["b", "a"])
        selector.selectOption("b1")
        #expect(row.value == ["a1", "b1", "b2"], "selections in one group keep those in another")
    }

    @Test func lazyOptionsForAMultipleSelector() throws {
        let pending = PendingOptions<String>()
        let row = MultipleSelectorRow<String> { $0.optionsProvider = pending.provider }
        let hosted = HostedForm([row])
        row.select()
        let selector = try #require(hosted.host.top(StringMultipleSelector.self))
        #expect(selector.isLoadingOptions && row.isLoadingOptions)
        hosted.host.answer(["x", "y"])
        #expect(!selector.isLoadingOptions && selector.optionRows.count == 2)
    }
}
