import Eureka
import EurekaServer
import EurekaServerTesting
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// A form whose callbacks set values back and forth without end: one post took the whole
/// server down with no log line. It is answered, and the mistake is logged once for the form.
@Suite("Web: callbacks setting values back and forth")
struct RunawayChangesRouterTests {
    private final class PingPongController: FormViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let a = TextRow("a") { $0.title = "A" }
            let b = TextRow("b") { $0.title = "B" }
            a.onChange { row in b.value = (row.value ?? "") + "." }
            b.onChange { row in a.value = (row.value ?? "") + "." }
            form +++ Section() <<< a <<< b
        }
    }

    @Test func aPostIsAnsweredAndTheMistakeLoggedOnce() async throws {
        let recorded = RecordedErrors()
        var configuration = FormServerConfiguration.testing(csrf: CSRFConfiguration(isEnabled: false))
        configuration.logger = Logger(label: "test") { _ in recorded }
        let server = FormServer(configuration: configuration)
        let app = server.buildApplication { router, server in
            router.mountForm(FormRoute(path: "/ping", makeController: { PingPongController() }) { _, _, _ in Response(status: .seeOther) }, server: server)
        }
        try await app.test(.router) { client in
            for _ in 0..<2 {
                let answer = try await client.submitForm("/ping", fields: [("t-a", "x"), ("_do", "update")])
                #expect(answer.status == .ok)
            }
        }
        let logged = recorded.lines.withLock { $0 }
        #expect(logged.count == 1, "\(logged)")
        #expect(logged.first?.contains("path=/ping") == true && logged.first?.contains("nested 200 deep") == true, "\(logged)")
    }
}
