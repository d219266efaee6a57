import Testing

@testable import Eureka

/// What `onPresent` configures on a selector's list reaches the row's description, so a
/// renderer that shows the list itself (a web page) groups it and keeps it open as the
/// presented list would: the callback runs on a controller that is made, never presented.
@Suite("Descriptions: selector groups and staying open, from onPresent")
struct SelectorGroupsDescriptionTests {
    static let countries = ["Argentina", "Belgium", "Australia", "Brazil", "Chile"]

    private func countryRow() -> PushRow<String> {
        PushRow<String>("country") {
            $0.title = "Country"; $0.options = Self.countries; $0.value = "Brazil"
        }
    }

    @Test func groupsKeepTheOptionsIndicesInTheirFirstKeysOrder() throws {
        let row = countryRow()
        var calls = 0
        row.onPresent { _, to in
            calls += 1
            to.sectionKeyForValue = { String($0.prefix(1)) }
            to.sectionHeaderTitleForKey = { "Starting with \($0)" }
            to.sectionFooterTitleForKey = { $0 == "C" ? "Only one" : nil }
        }
        let hosted = HostedForm([row])
        guard case .singleChoice(let choice) = row.describe().control else { Issue.record("not a single choice"); return }
        #expect(
            choice.groups == [
                OptionGroup(title: "Starting with A", optionIndices: [0, 2]),
                OptionGroup(title: "Starting with B", optionIndices: [1, 3]),
                OptionGroup(title: "Starting with C", footer: "Only one", optionIndices: [4]),
            ])
        #expect(choice.options == Self.countries, "the options keep their order and indices")
        #expect(choice.selectedIndex == 3)
        #expect(!choice.staysOpenAfterChoice)
        #expect(calls == 1)
        #expect(hosted.host.stack.isEmpty, "nothing was presented")
    }

    @Test(arguments: [(false, false, true), (false, true, false), (true, false, false), (true, true, false)])
    func staysOpenOnlyWhenNeitherPickNorChangeDismisses(onSelection: Bool, onChange: Bool, staysOpen: Bool) {
        let row = countryRow()
        row.onPresent { _, to in
            to.dismissOnSelection = onSelection
            to.dismissOnChange = onChange
        }
        let hosted = HostedForm([row])
        guard case .singleChoice(let choice) = row.describe().control else { Issue.record("not a single choice"); return }
        #expect(hosted.controller.form === row.section?.form, "the form stays shown while described")
        #expect(choice.staysOpenAfterChoice == staysOpen)
        #expect(choice.groups.isEmpty, "no sectionKeyForValue: one list")
    }

    @Test func withoutOnPresentOrForBindingNothingIsMadeOrRun() {
        let plain = countryRow()
        let shown = HostedForm([plain])
        guard case .singleChoice(let choice) = plain.describe().control else { Issue.record("not a single choice"); return }
        #expect(choice.groups.isEmpty && !choice.staysOpenAfterChoice)

        let row = countryRow()
        var calls = 0
        row.onPresent { _, to in
            calls += 1; to.sectionKeyForValue = { String($0.prefix(1)) }
        }
        let hosted = HostedForm([row])
        guard case .singleChoice(let bound) = row.bindingControl else { Issue.record("not a single choice"); return }
        #expect(bound.groups.isEmpty && calls == 0, "binding reads indices only")
        #expect(shown.host.stack.isEmpty && hosted.host.stack.isEmpty)
    }

    @Test func aRowOutsideAShownFormHasNoPresenterAndNoGroups() {
        let row = countryRow()
        var calls = 0
        row.onPresent { _, to in
            calls += 1; to.sectionKeyForValue = { String($0.prefix(1)) }
        }
        guard case .singleChoice(let choice) = row.describe().control else { Issue.record("not a single choice"); return }
        #expect(choice.groups.isEmpty && calls == 0)
    }

    @Test func anOnPresentThatDescribesTheRowDoesNotRunItselfAgain() {
        let row = countryRow()
        var calls = 0
        var inner: SingleChoice?
        row.onPresent { _, to in
            calls += 1
            to.sectionKeyForValue = { String($0.prefix(1)) }
            // A callback reading the row's description (or reloading it) while it configures.
            if case .singleChoice(let choice) = row.describe().control { inner = choice }
        }
        let hosted = HostedForm([row])
        guard case .singleChoice(let choice) = row.describe().control else { Issue.record("not a single choice"); return }
        #expect(calls == 1, "the inner description does not run the callback again")
        #expect(inner?.groups == [], "the inner description is the plain one")
        #expect(choice.groups.count == 3)
        #expect(hosted.host.stack.isEmpty)
    }

    @Test func multipleSelectorsAreGroupedToo() {
        let row = MultipleSelectorRow<String>("languages") {
            $0.options = ["Swift", "Haskell", "Rust", "OCaml"]; $0.value = ["OCaml"]
        }
        row.onPresent { _, to in
            to.sectionKeyForValue = { ["Haskell", "OCaml"].contains($0) ? "Functional" : "Multi-paradigm" }
            to.sectionHeaderTitleForKey = { "\($0) languages" }
        }
        let hosted = HostedForm([row])
        guard case .multipleChoice(let choice) = row.describe().control else { Issue.record("not a multiple choice"); return }
        #expect(hosted.controller.form === row.section?.form, "the form stays shown while described")
        #expect(
            choice.groups == [
                OptionGroup(title: "Multi-paradigm languages", optionIndices: [0, 2]),
                OptionGroup(title: "Functional languages", optionIndices: [1, 3]),
            ])
        #expect(choice.selectedIndices == [3])
    }
}
