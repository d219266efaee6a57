import Eureka
import EurekaExampleCatalogue
import EurekaHTML
import EurekaServer
import Hummingbird

/// The peers benchmark's form on the web (`eureka-examples serve --peers-spec FILE`, see
/// Docs/Benchmarks.md, "HTTP contract"): `GET /peers` renders the spec form with its CSRF
/// token; `POST /peers` binds the posted page to a form freshly built from the definition and
/// either answers 303 to `/peers/thanks` (post/redirect/get) or, when the submit is blocked,
/// 422 with the form re-rendered with its errors. A post without a valid token is refused
/// (403) by the server's CSRF middleware before the form sees it.
enum PeersWebsite {
    /// Where the form is served.
    static let path = "/peers"
    /// Where a submitted form redirects.
    static let thanksPath = "/peers/thanks"

    /// Adds the form and its thanks page to `router`.
    static func addRoutes(to router: FormServer.AppRouter, server: FormServer, definition: PeersSpecDefinition) {
        var route = FormRoute(
            path: path, title: definition.title,
            makeController: {
                definition.makeController()
            },
            onSubmit: { _, _, _ in
                Response(status: .seeOther, headers: [.location: thanksPath])
            })
        route.cancelURL = path
        router.mountForm(route, server: server)
        router.get(RouterPath(thanksPath)) { request, context in
            var html = HTMLWriter(reservingCapacity: 1 << 10)
            var shell = HTMLPageShell(title: "\(definition.title): submitted", stylesheetURL: server.assets.url(for: DefaultAssets.stylesheet.name))
            shell.backLink = (definition.title, path)
            shell.write(into: &html) { html in
                html.element(.p, text: "The form was submitted: every one of its \(definition.fieldCount) fields was valid.")
            }
            return try HTMLResponse(html).response(from: request, context: context)
        }
    }
}
