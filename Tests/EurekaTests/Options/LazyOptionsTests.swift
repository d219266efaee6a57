import Foundation
import Testing

@testable import Eureka

@Suite("Options: providers and lazy loading")
struct LazyOptionsTests {
    @Test func arrayOptionsAndProviderAreTwoViewsOfOneSetting() {
        let row = PushRow<String>()
        row.options = ["a", "b"]
        #expect(row.optionsProvider?.optionsArray == ["a", "b"])
        row.optionsProvider = .lazy { ["x"] }
        #expect(row.options == nil, "a lazy provider has no options until it loads")
        row.options = nil
        #expect(row.optionsProvider == nil && !row.isLoadingOptions)
    }

    @Test func lazyOptionsArriveLaterAndTheSelectorShowsThem() throws {
        let pending = PendingOptions<String>()
        let row = PushRow<String>("colour") { $0.optionsProvider = pending.provider }
        let hosted = HostedForm([row])
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        #expect(hosted.host.scheduled.count == 1, "the load is work for the host that shows the selector")
        #expect(selector.isLoadingOptions && row.isLoadingOptions)
        #expect(selector.optionRows.isEmpty)

        hosted.host.answer(["Red", "Green"])
        #expect(!selector.isLoadingOptions && !row.isLoadingOptions)
        #expect(selector.optionRows.map(\.title) == ["Red", "Green"])
        #expect(row.options == ["Red", "Green"])
    }

    @Test func aFailedLoadEndsLoadingWithNoOptions() throws {
        let pending = PendingOptions<String>()
        let row = PushRow<String> { $0.optionsProvider = pending.provider }
        let hosted = HostedForm([row])
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        hosted.host.answer(nil as [String]?)
        #expect(!selector.isLoadingOptions && !row.isLoadingOptions)
        #expect(selector.optionRows.isEmpty && selector.form.isEmpty)
        #expect(row.options == [])
    }

    @Test func aSecondAnswerAndAnAnswerForAReplacedProviderAreIgnored() throws {
        let pending = PendingOptions<String>()
        let row = PushRow<String> { $0.optionsProvider = pending.provider }
        let hosted = HostedForm([row])
        row.select()
        let selector = try #require(hosted.host.top(StringSelector.self))
        hosted.host.answer(["A"])
        hosted.host.answer(["B", "C"])
        #expect(selector.optionRows.map(\.title) == ["A"])

        selector.dismiss()
        row.select()
        #expect(row.isLoadingOptions)
        row.options = ["fixed"]
        #expect(!row.isLoadingOptions, "replacing the provider abandons the load")
        hosted.host.answer(["late"], request: 1)
        #expect(row.options == ["fixed"])
    }

    @Test func loadingStateChangesReloadTheRowForRenderers() {
        let pending = PendingOptions<Int>()
        let row = PushRow<Int>("n") { $0.optionsProvider = pending.provider }
        let hosted = HostedForm([row])
        let recorder = ReloadRecorder()
        hosted.controller.formObserver = recorder
        row.select()
        #expect(recorder.reloaded == ["n"], "loading started")
        hosted.host.answer([1])
        #expect(recorder.reloaded == ["n", "n"], "loading ended")
    }
}

/// Records which rows asked to be redrawn.
final class ReloadRecorder: FormDelegate {
    var reloaded: [String] = []
    func rowsHaveBeenReloaded(_ rows: [BaseRow], at indexPaths: [IndexPath]) {
        reloaded += rows.map { $0.tag ?? "?" }
    }
}
