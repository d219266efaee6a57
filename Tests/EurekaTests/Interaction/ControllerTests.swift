import Testing

@testable import Eureka

final class RecordingHost: PresentationHost {
    var log: [String] = []
    func show(_ controller: ViewController, from presenter: ViewController, style: PresentationStyle) {
        log.append("show \(controller.title ?? "?") \(style)")
    }
    func dismiss(_ controller: ViewController) {
        log.append("dismiss \(controller.title ?? "?")")
    }
}

@Suite("Controllers and presentation")
struct ControllerTests {
    final class Screen: ViewController {
        var events: [String] = []
        override func viewDidLoad() { super.viewDidLoad(); events.append("load") }
        override func viewWillAppear() { super.viewWillAppear(); events.append("appear") }
        override func viewDidDisappear() { super.viewDidDisappear(); events.append("disappear") }
    }

    @Test func presentAndDismissGoThroughTheHostWithLifecycle() {
        let host = RecordingHost()
        let root = Screen()
        root.title = "root"
        root.host = host
        let child = Screen()
        child.title = "child"
        var dismissed = 0
        child.onDismiss = { _ in dismissed += 1 }
        root.present(child, style: .push)
        #expect(child.presentingController === root && root.presentedController === child)
        #expect(child.host === host)
        #expect(child.events == ["load", "appear"])
        child.dismiss()
        #expect(host.log == ["show child push", "dismiss child"])
        #expect(child.events == ["load", "appear", "disappear"])
        #expect(root.events == ["appear"])
        #expect(root.presentedController == nil && dismissed == 1)
        root.present(child, style: .modal)
        #expect(child.events.filter { $0 == "load" }.count == 1, "viewDidLoad runs once")
    }

    @Test func presentingOverAPresentedControllerDismissesItFirst() {
        let host = RecordingHost()
        let root = Screen()
        root.host = host
        let first = Screen(), second = Screen()
        first.title = "1"; second.title = "2"
        root.present(first, style: .popover)
        root.present(second, style: .overlay)
        #expect(host.log == ["show 1 popover", "dismiss 1", "show 2 overlay"])
    }

    @Test func presentingTheControllerAlreadyPresentedShowsItAgain() {
        let host = RecordingHost()
        let root = Screen()
        root.host = host
        let child = Screen()
        child.title = "1"
        root.present(child, style: .push)
        root.present(child, style: .push)
        #expect(host.log == ["show 1 push", "dismiss 1", "show 1 push"])
        #expect(root.presentedController === child)
    }

    /// A controller on screen presented again from above itself made a loop that dismissing
    /// walked until the stack overflowed (the terminal was left on the alternate screen, a
    /// server died without a log line): it stops with a message, as UIKit refuses it.
    @Test func presentingItselfStops() async {
        await #expect(processExitsWith: .failure) {
            let root = Screen()
            let child = Screen()
            root.present(child, style: .push)
            child.present(child, style: .push)
        }
    }

    @Test func presentingTheControllerBelowStops() async {
        await #expect(processExitsWith: .failure) {
            let root = Screen()
            let child = Screen()
            root.present(child, style: .push)
            child.present(root, style: .push)
        }
    }

    @Test func formViewControllerIsTheFormsDelegateAndForwardsEvents() {
        final class Built: FormViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                form +++ Section { $0.tag = "s" } <<< StringRow("a")
                navigationOptions = .Enabled
            }
        }
        let controller = Built()
        let recorder = EventRecorder()
        controller.formObserver = recorder
        controller.loadViewIfNeeded()
        #expect(controller.form.delegate === controller)
        #expect(controller.interaction.navigationOptions == .Enabled)
        #expect(recorder.events == ["+S s @0"])
        let replacement = Form()
        controller.form = replacement
        #expect(replacement.delegate === controller && controller.interaction.form === replacement)
    }
}
