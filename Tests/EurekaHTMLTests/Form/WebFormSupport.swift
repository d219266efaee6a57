import Eureka
import EurekaHTML
import Foundation

/// Renders and binds forms the way the server does, without a server.
struct WebFormHarness {
    let make: () -> FormViewController

    /// A fresh session, loaded.
    func session() async -> WebFormSession {
        let session = WebFormSession(controller: make())
        await session.load()
        return session
    }

    /// The page's form markup for a session.
    func html(_ session: WebFormSession) -> String {
        var html = HTMLWriter()
        HTMLFormRenderer(session: session, options: HTMLFormOptions(action: "/form")).writeForm(into: &html)
        return html.string
    }

    /// Posts `fields` to a fresh session, as a browser would after the page.
    func post(_ fields: [(String, String)]) async -> (WebFormSession, WebFormOutcome) {
        let session = await session()
        var posted = PostedForm()
        for (name, value) in fields { posted.fields.append(PostedForm.Field(name: name, value: value)) }
        let outcome = await session.handle(posted)
        return (session, outcome)
    }
}

/// A controller built from a closure, for tests.
final class ClosureFormController: FormViewController {
    private let build: (Form) -> Void
    init(title: String = "Test", _ build: @escaping (Form) -> Void) {
        self.build = build
        super.init()
        self.title = title
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        build(form)
    }
}

extension WebFormOutcome {
    var submittedValues: FormValues? {
        if case .submitted(let values) = self { return values }
        return nil
    }
}
