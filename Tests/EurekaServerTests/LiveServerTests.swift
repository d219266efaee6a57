import EurekaHTML
import EurekaServer
import EurekaServerTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The same application over a real socket on the loopback interface (port chosen by the
/// system), so the HTTP/1 server path — body streaming into `collectBody(upTo:)` included — is
/// exercised once, not only the router.
@Suite("Live server")
struct LiveServerTests {
    @Test func servesAndProtectsOverASocket() async throws {
        var configuration = FormServerConfiguration.testing(limits: FormBodyLimits(maxBodyBytes: 4096))
        configuration.port = 0
        let server = FormServer(configuration: configuration)
        let app = server.buildApplication { router, server in
            router.post("/f") { _, context in "fields=\(context.postedForm?.fields.count ?? -1)" }
        }
        try await exercise(app, server: server)
    }

    private func exercise(_ app: some ApplicationProtocol, server: FormServer) async throws {
        try await app.test(.live) { client in
            let token = server.csrfTokens.issue(for: "/f")
            let ok = try await client.execute(
                uri: "/f", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", HTTPField.Name("X-CSRF-Token")!: token],
                body: ByteBuffer(string: "a=1&b=2")
            )
            #expect(ok.status == .ok && String(buffer: ok.body) == "fields=2")
            #expect(ok.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none'") == true)

            // A refusal made from the headers alone, before the body is read.
            let crossSite = try await client.execute(
                uri: "/f", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", HTTPField.Name("Sec-Fetch-Site")!: "cross-site"],
                body: ByteBuffer(string: "_csrf=\(token)")
            )
            #expect(crossSite.status == .forbidden)

            // Last: a refused oversized body closes the connection, after its answer (the rest of
            // the body is read and thrown away, so no reset overtakes the 413).
            let tooLarge = try await client.execute(
                uri: "/f", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded", HTTPField.Name("X-CSRF-Token")!: token],
                body: ByteBuffer(string: "a=" + String(repeating: "x", count: 5000))
            )
            #expect(tooLarge.status == .contentTooLarge)
        }
    }
}
