import Foundation
import Testing

@testable import Eureka

@Suite("Selector filtering is the controller's state")
struct SelectorFilterTests {
    @Test func optionsOwnHiddenConditionsHoldDuringAndAfterFiltering() throws {
        let row = PushRow<String>("colour") { $0.options = ["Red", "Green", "Grey", "Gold"] }
        row.onPresent { _, selector in
            selector.selectableRowSetup = { option in
                if option.selectableValue == "Grey" { option.hidden = .function([]) { _ in true } }
            }
        }
        let hosted = HostedForm([row])
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        #expect(selector.form.rows.map(\.title) == ["Red", "Green", "Gold"])
        selector.filter = "GR"
        #expect(selector.form.rows.map(\.title) == ["Green"], "Grey matches but its own condition hides it")
        selector.filter = "zz"
        #expect(selector.form.rows.isEmpty && selector.form.isEmpty, "a group with no match is left out")
        selector.filter = nil
        #expect(selector.form.rows.map(\.title) == ["Red", "Green", "Gold"])
        #expect(selector.form.allRows.first { $0.title == "Grey" }?.isHidden == true)
    }

    @Test func filteringIgnoresCaseAndDiacritics() throws {
        let row = PushRow<String>("city") { $0.options = ["São Paulo", "Sydney"] }
        let hosted = HostedForm([row])
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        selector.filter = "sao"
        #expect(selector.form.rows.map(\.title) == ["São Paulo"])
    }
}
