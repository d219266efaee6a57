import Eureka
import EurekaHTML
import EurekaServer
import EurekaServerTesting
import HummingbirdTesting

/// A session for a form built by a closure, signed as a server signs its pages' state (the
/// form's path `/form`), for tests of what a page carries between requests.
enum SignedFormSession {
    /// A loaded session of the form `build` makes.
    static func make(_ build: @escaping (Form) -> Void) async -> WebFormSession {
        let session = WebFormSession(controller: FormController(build))
        session.stateSigner = HMACPageStateSigner(secret: try! ServerSecret(bytes: Array(repeating: 7, count: 32)), path: "/form")
        await session.load()
        return session
    }

    /// The session's form as its page writes it.
    static func render(_ session: WebFormSession) -> String {
        var html = HTMLWriter()
        HTMLFormRenderer(session: session, options: HTMLFormOptions(action: "/form")).writeForm(into: &html)
        return html.string
    }

    private final class FormController: FormViewController {
        let build: (Form) -> Void
        init(_ build: @escaping (Form) -> Void) {
            self.build = build
            super.init()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            build(form)
        }
    }
}

extension TestClientProtocol {
    /// Submits an example's page with `fields` and returns the submitted values as the result
    /// page shows them (JSON, unescaped); "" when the page shows none.
    func submittedValues(_ name: String, _ fields: ScrapedFields) async throws -> String {
        let response = try await post(name, fields.pairs + [("_do", "submit")])
        return CatalogueSite.submittedJSON(in: response.text) ?? ""
    }
}
