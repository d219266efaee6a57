import Eureka
import EurekaServer
import EurekaServerTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

/// `mountForm(path:as:…)`: the submit handler receives the app's own `Decodable` type.
@Suite("A form's values decoded into the app's type")
struct DecodedSubmitRouterTests {
    private final class NewsletterController: FormViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            form +++ Section() <<< EmailRow("email") { $0.title = "Email" } <<< TextRow("name") { $0.title = "Name" }
        }
    }

    /// `name` is not optional, but its row may be left empty.
    private struct Signup: Decodable, Sendable {
        var email: String?
        var name: String
    }

    private static func test(
        logging level: Logger.Level = .error, _ body: @Sendable @escaping (any TestClientProtocol, RecordedErrors) async throws -> Void
    ) async throws {
        let recorded = RecordedErrors(level: level)
        var configuration = FormServerConfiguration.testing()
        configuration.logger = Logger(label: "test") { _ in recorded }
        let server = FormServer(configuration: configuration)
        let app = server.buildApplication { router, server in
            router.mountForm(path: "/signup", as: Signup.self, server: server, makeController: { NewsletterController() }) { signup, _, _ in
                Response(status: .seeOther, headers: [.location: "/thanks?name=\(signup.name)"])
            }
        }
        try await app.test(.router) { client in try await body(client, recorded) }
    }

    /// A request refused with a reason of the server's own (here JSON that is not an object):
    /// the visitor read why, the operator's log said nothing.
    @Test func aRefusedRequestIsLoggedWithItsReason() async throws {
        try await Self.test(logging: .notice) { client, recorded in
            let answer = try await client.execute(
                uri: "/signup", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: "[1, 2]"))
            #expect(answer.status.code / 100 == 4)
            let logged = recorded.lines.withLock { $0 }
            let status = "status=\(answer.status.code)"
            #expect(
                logged.contains { $0.hasPrefix("Refused a request") && $0.contains("path=/signup") && $0.contains(status) && $0.contains("reason=") },
                "\(logged)"
            )
        }
    }

    @Test func valuesThatDecodeReachTheHandler() async throws {
        try await Self.test { client, _ in
            let answer = try await client.execute(
                uri: "/signup", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: #"{"name": "Ada"}"#))
            #expect(answer.status == .seeOther)
            #expect(answer.headers[.location] == "/thanks?name=Ada")
        }
    }

    /// The app's type disagreeing with its form is the developer's bug: it is logged with the
    /// decoding error, and the visitor gets a plain 500 page. The page showed Swift's
    /// `DecodingError` and nothing was logged.
    @Test func valuesThatDoNotDecodeAreLoggedAndNotShown() async throws {
        try await Self.test { client, recorded in
            let answer = try await client.execute(
                uri: "/signup", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: #"{"email": "a@b.c"}"#))
            #expect(answer.status == .internalServerError)
            let text = String(buffer: answer.body)
            #expect(!text.contains("DecodingError") && !text.contains("Path: name"), "\(text)")
            let logged = recorded.lines.withLock { $0 }
            #expect(logged.count == 1, "\(logged)")
            #expect(logged.first?.contains("did not decode") == true && logged.first?.contains("Path: name") == true, "\(logged)")
        }
    }
}
