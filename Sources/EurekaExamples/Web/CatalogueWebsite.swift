import Eureka
import EurekaExampleCatalogue
import EurekaHTML
import EurekaServer
import Foundation
import Hummingbird

/// The example catalogue on the web: a home page listing every example, a page per example (the
/// same controllers the terminal runs), and the submitted values shown as JSON.
enum CatalogueWebsite {
    /// Body limits for the catalogue: the 10,000-row example posts 10,000 fields, so the field
    /// count and body size are raised; key and value lengths keep their defaults.
    static var limits: FormBodyLimits {
        var limits = FormBodyLimits()
        limits.maxFields = 25_000
        limits.maxBodyBytes = 4 << 20
        return limits
    }

    /// The path of an example's page.
    static func path(of name: String) -> String { "/examples/" + name }

    /// Adds the home page and every example to `router`.
    static func addRoutes(to router: FormServer.AppRouter, server: FormServer) {
        router.get("/") { request, context in
            try HTMLResponse(homePage(server: server)).response(from: request, context: context)
        }
        for example in ExampleCatalogue.all {
            let name = example.name
            let title = example.title
            var route = FormRoute(
                path: path(of: name), title: example.title,
                makeController: {
                    // Looked up per request: the catalogue's factories are not Sendable.
                    ExampleCatalogue.example(named: name)?.makeController() ?? FormViewController()
                },
                onSubmit: { values, request, context in
                    // An API client gets the values back as JSON; a browser gets a page.
                    if JSONBodyReader.isJSON(request) {
                        return Response(
                            status: .ok, headers: [.contentType: "application/json"],
                            body: .init(byteBuffer: ByteBuffer(bytes: try values.jsonData())))
                    }
                    return try HTMLResponse(valuesPage(title: title, name: name, values: values, server: server))
                        .response(from: request, context: context)
                })
            route.backLink = ("Examples", "/")
            route.showsJSONHelp = true
            route.cancelURL = "/"
            router.mountForm(route, server: server)
        }
    }

    static func homePage(server: FormServer) -> HTMLWriter {
        var html = HTMLWriter(reservingCapacity: 8 << 10)
        let shell = HTMLPageShell(title: "Eureka Examples", stylesheetURL: server.assets.url(for: DefaultAssets.stylesheet.name))
        shell.write(into: &html) { html in
            html.element(
                .p, attributes: { $0.attribute(.class, "eu-note") },
                text: "The same forms the terminal runs, rendered, bound and validated on the server. They work without JavaScript.")
            html.element(.ul, attributes: { $0.attribute(.class, "eu-catalogue") }) { html in
                for example in ExampleCatalogue.all {
                    html.element(.li) { html in
                        html.element(.a, attributes: { $0.attribute(.href, path(of: example.name)) }) { html in
                            html.element(.strong, text: example.title)
                            html.element(.span, text: example.summary)
                        }
                    }
                }
            }
        }
        return html
    }

    static func valuesPage(title: String, name: String, values: FormValues, server: FormServer) throws -> HTMLWriter {
        var html = HTMLWriter(reservingCapacity: 8 << 10)
        var shell = HTMLPageShell(title: "\(title): submitted", stylesheetURL: server.assets.url(for: DefaultAssets.stylesheet.name))
        shell.backLink = ("Examples", "/")
        let json = try values.jsonString(prettyPrinted: true)
        shell.write(into: &html) { html in
            html.element(.p, text: "The form was submitted with these values:")
            html.element(
                .pre,
                attributes: {
                    $0.attribute(.class, "eu-json"); $0.attribute(.id, "submitted-values")
                }, content: { SubmittedJSONMarkup.write(json, into: &$0) })
            html.element(.p) { html in
                html.element(
                    .a,
                    attributes: {
                        $0.attribute(.href, path(of: name)); $0.attribute(.class, "eu-link")
                    }, text: "Fill it in again")
            }
        }
        return html
    }
}
