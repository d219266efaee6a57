import EurekaHTML
import EurekaServer
import EurekaServerTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting

/// A form server with a page and a POST handler, as the form renderer will mount them.
struct FormServerHarness {
    let clock = ManualWallClock()
    let server: FormServer

    init(limits: FormBodyLimits = FormBodyLimits(), csrf: CSRFConfiguration = CSRFConfiguration()) {
        server = FormServer(configuration: .testing(clock: clock, limits: limits, csrf: csrf))
    }

    /// Runs `test` against the application in router mode (no sockets).
    func test(_ test: @Sendable @escaping (any TestClientProtocol, FormServer) async throws -> Void) async throws {
        let app = server.buildApplication { router, server in
            router.get("/signup") { _, _ in
                var html = HTMLWriter()
                html.element(.form, attributes: { $0.attribute(.method, "post") }) { html in
                    html.void(.input) {
                        $0.attribute(.type, "hidden")
                        $0.attribute(.name, "_csrf")
                        $0.attribute(.value, server.csrfTokens.issue(for: "/signup"))
                    }
                }
                return HTMLResponse(html)
            }
            router.post("/signup") { _, context in
                let form = context.postedForm ?? PostedForm()
                var html = HTMLWriter()
                let cut = form.oversizedValues.map { " cut=\($0.name):\($0.byteCount)" }.joined()
                html.element(.p, text: "fields=\(form.fields.count) email=\(form.first("email") ?? "-")\(cut)")
                return HTMLResponse(html)
            }
            router.get("/boom") { _, _ -> String in
                struct InternalFailure: Error { var secret = "database password in an error" }
                throw InternalFailure()
            }
        }
        let server = self.server
        try await app.test(.router) { client in try await test(client, server) }
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
}
