import Testing

@testable import Eureka

@Suite("Options: action sheet and alert rows")
struct AlertRowTests {
    private func present(_ row: AlertOptionsRow<AlertSelectorCell<String>>) throws -> (HostedForm, StringAlert) {
        let hosted = HostedForm([row])
        row.select()
        return (hosted, try #require(hosted.host.top(StringAlert.self)))
    }

    @Test(arguments: [AlertController.Style.actionSheet, .alert])
    func optionsBecomeActionsThenCancel(style: AlertController.Style) throws {
        let row: AlertOptionsRow<AlertSelectorCell<String>> = style == .alert ? AlertRow<String>() : ActionSheetRow<String>()
        row.selectorTitle = "Pick a number"
        row.options = ["One", "Two"]
        row.displayValueFor = { $0.map { "#\($0)" } }
        let (hosted, alert) = try present(row)
        #expect(hosted.host.log == ["show overlay"], "alerts are overlays whatever the presentation mode")
        #expect(alert.preferredStyle == style && alert.title == "Pick a number")
        #expect(alert.actions.map(\.title) == ["#One", "#Two", "Cancel"])
        #expect(alert.actions.map(\.style) == [.default, .default, .cancel])
        #expect(alert.row === row)
    }

    @Test func choosingAnActionDismissesThenSetsTheValue() throws {
        let row = ActionSheetRow<String>("n") {
            $0.options = ["One", "Two"]; $0.value = "Two"
        }
        let (hosted, alert) = try present(row)
        row.onChange { _ in hosted.host.note("onChange") }
        alert.choose(alert.actions[0])
        #expect(row.value == "One")
        #expect(hosted.host.log == ["show overlay", "dismiss", "onChange"])
        #expect(hosted.controller.presentedController == nil)
    }

    @Test func cancelLeavesTheValueAndUsesTheRowsCancelTitle() throws {
        let row = AlertRow<String> {
            $0.options = ["Yes", "No"]; $0.value = "No"; $0.cancelTitle = "Dismiss"
        }
        let (hosted, alert) = try present(row)
        #expect(alert.cancelAction?.title == "Dismiss")
        alert.cancel()
        #expect(row.value == "No" && hosted.host.stack.isEmpty)
    }

    @Test func foreignOrDisabledActionsAreIgnoredAndCustomActionsStay() throws {
        let row = ActionSheetRow<String> { $0.options = ["A"] }
        let hosted = HostedForm([row])
        var extra = 0
        row.onPresent { _, to in
            to.message = "Careful"
            to.addAction(AlertAction(title: "Reset", style: .destructive) { _ in extra += 1 })
        }
        row.select()
        let alert = try #require(hosted.host.top(StringAlert.self))
        #expect(alert.actions.map(\.title) == ["Reset", "A", "Cancel"])
        alert.choose(AlertAction(title: "Stranger", style: .default))
        alert.actions[1].isEnabled = false
        alert.choose(alert.actions[1])
        #expect(hosted.host.stack.count == 1 && row.value == nil)
        alert.choose(alert.actions[0])
        #expect(extra == 1 && hosted.host.stack.isEmpty && alert.message == "Careful")
    }

    @Test func lazyOptionsAppearBeforeCancelWhenTheyArrive() throws {
        let pending = PendingOptions<String>()
        let row = ActionSheetRow<String> { $0.optionsProvider = pending.provider }
        let (hosted, alert) = try present(row)
        #expect(hosted.host.scheduled.count == 1, "an alert's options are loaded by the presenting controller's host")
        #expect(alert.isLoadingOptions && alert.actions.map(\.title) == ["Cancel"])
        hosted.host.answer(["Late"])
        #expect(!alert.isLoadingOptions && alert.actions.map(\.title) == ["Late", "Cancel"])
    }

    @Test func aPlainAlertControllerWithoutCancelActionJustDismisses() {
        let host = StackHost()
        let root = ViewController()
        root.host = host
        let alert = AlertController(title: "Hi", message: "There", preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(AlertAction(title: "OK", style: .default) { chosen.append($0.title!) })
        root.present(alert, style: .overlay)
        alert.cancel()
        #expect(chosen.isEmpty && host.stack.isEmpty)
        root.present(alert, style: .overlay)
        alert.choose(alert.actions[0])
        #expect(chosen == ["OK"])
    }
}
