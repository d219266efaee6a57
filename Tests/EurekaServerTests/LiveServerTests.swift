import EurekaHTML
import EurekaServer
import EurekaServerTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

/// The same application over a real socket on the loopback interface (port chosen by the
/// system), so the HTTP/1 server path — body streaming into `collectBody(upTo:)` included — is
/// exercised once, not only the router.
@Suite("Live server")
struct LiveServerTests {
    @Test func servesAndProtectsOverASocket() async throws {
        // On a loaded machine (the whole suite runs in parallel) the client has been seen to get
        // a reset on loopback outside the refusals below; one more attempt on a fresh server and
        // connection tells that apart from a server that resets every time.
        for attempt in 1...2 {
            var configuration = FormServerConfiguration.testing(limits: FormBodyLimits(maxBodyBytes: 4096))
            configuration.port = 0
            let server = FormServer(configuration: configuration)
            let app = server.buildApplication { router, server in
                router.post("/f") { _, context in "fields=\(context.postedForm?.fields.count ?? -1)" }
            }
            // Set once every request below has had its answer checked: a reset seen only after
            // that comes from closing the connection the oversized body was refused on.
            let checked = CheckedFlag()
            do {
                try await exercise(app, server: server, checked: checked)
            } catch  where Self.isReset(error) && (checked.isSet || attempt == 1) {
                if !checked.isSet { continue }
            }
            #expect(checked.isSet)
            return
        }
    }

    private static func isReset(_ error: any Error) -> Bool {
        "\(error)".contains("reset") || "\(error)".contains("closed")
    }

    private func exercise(_ app: some ApplicationProtocol, server: FormServer, checked: CheckedFlag) async throws {
        try await app.test(.live) { client in
            let token = server.csrfTokens.issue(for: "/f")
            let ok = try await client.execute(
                uri: "/f", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", HTTPField.Name("X-CSRF-Token")!: token],
                body: ByteBuffer(string: "a=1&b=2")
            )
            #expect(ok.status == .ok && String(buffer: ok.body) == "fields=2")
            #expect(ok.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none'") == true)

            // A refusal made from the headers alone, before the body is read. Under load the
            // test client has been seen to get a reset here instead of the 403 (the same
            // refusal: nothing reached the route); the router tests pin the 403 page.
            do {
                let crossSite = try await client.execute(
                    uri: "/f", method: .post,
                    headers: [.contentType: "application/x-www-form-urlencoded", HTTPField.Name("Sec-Fetch-Site")!: "cross-site"],
                    body: ByteBuffer(string: "_csrf=\(token)")
                )
                #expect(crossSite.status == .forbidden)
            } catch {
                #expect("\(error)".contains("reset") || "\(error)".contains("closed"), "\(error)")
            }

            // Last: a refused oversized body may close the connection the client reuses. The
            // server answers 413 before the body has arrived; on a loaded machine the client can
            // still be writing when the connection closes, and then sees a reset instead of the
            // answer. Either way nothing over the limit was accepted (the router tests pin the
            // 413 page itself).
            do {
                let tooLarge = try await client.execute(
                    uri: "/f", method: .post,
                    headers: [.contentType: "application/x-www-form-urlencoded", HTTPField.Name("X-CSRF-Token")!: token],
                    body: ByteBuffer(string: "a=" + String(repeating: "x", count: 5000))
                )
                #expect(tooLarge.status == .contentTooLarge)
            } catch {
                #expect("\(error)".contains("reset") || "\(error)".contains("closed"), "\(error)")
            }
            checked.set()
        }
    }
}

/// A flag the test body sets and the test reads after the client is gone.
private final class CheckedFlag: Sendable {
    private let storage = Mutex(false)
    var isSet: Bool { storage.withLock { $0 } }
    func set() { storage.withLock { $0 = true } }
}
