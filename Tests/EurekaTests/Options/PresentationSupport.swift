import Testing

@testable import Eureka

/// A host that keeps the stack of shown controllers and a log of what happened, in order.
final class StackHost: PresentationHost, FormWorkScheduler {
    private(set) var stack: [ViewController] = []
    private(set) var log: [String] = []
    /// Work the forms asked to run (lazy options), in order; the test answers it.
    private(set) var scheduled: [FormWork] = []

    func schedule(_ work: FormWork) {
        scheduled.append(work)
        log.append("schedule")
    }

    /// Answers scheduled work `request` with `options`, as a host applies a finished load.
    func answer<T: Sendable>(_ options: [T]?, request: Int = 0) {
        scheduled[request].complete(with: options)
    }

    func show(_ controller: ViewController, from presenter: ViewController, style: PresentationStyle) {
        stack.append(controller)
        log.append("show \(style)")
    }

    func dismiss(_ controller: ViewController) {
        stack.removeAll { $0 === controller }
        log.append("dismiss")
    }

    func note(_ event: String) { log.append(event) }

    /// The controller on top, as the type a test expects.
    func top<C: ViewController>(_ type: C.Type = C.self) -> C? { stack.last as? C }
}

/// A form shown by a controller whose presentations go to a recording host.
struct HostedForm {
    let form: Form
    let controller: FormViewController
    let host: StackHost

    init(_ rows: [BaseRow]) {
        form = Form()
        form +++ Section(rows)
        controller = FormViewController(form: form)
        host = StackHost()
        controller.host = host
        controller.loadViewIfNeeded()
    }
}

/// The selector a `PushRow<String>` presents.
typealias StringSelector = SelectorViewController<SelectorRow<PushSelectorCell<String>>>
/// The selector a `MultipleSelectorRow<String>` presents.
typealias StringMultipleSelector = MultipleSelectorViewController<GenericMultipleSelectorRow<String, PushSelectorCell<Set<String>>>>
/// The alert an `ActionSheetRow<String>` or `AlertRow<String>` presents.
typealias StringAlert = SelectorAlertController<AlertOptionsRow<AlertSelectorCell<String>>>

/// A lazy provider whose answer the test gives later, through the host's scheduled work.
struct PendingOptions<T: Sendable> {
    var provider: OptionsProvider<T> {
        .lazy { nil }
    }
}
