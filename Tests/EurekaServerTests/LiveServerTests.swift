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
    /// Each refusal closes its connection after the answer (the body it did not read is
    /// thrown away, never served or read to its end), so each is sent on a fresh one.
    @Test(arguments: ["valid", "cross-site", "too large"])
    func servesAndProtectsOverASocket(_ post: String) async throws {
        var configuration = FormServerConfiguration.testing(limits: FormBodyLimits(maxBodyBytes: 4096))
        configuration.port = 0
        let server = FormServer(configuration: configuration)
        let app = server.buildApplication { router, server in
            router.post("/f") { _, context in "fields=\(context.postedForm?.fields.count ?? -1)" }
        }
        try await app.test(.live) { client in
            let token = server.csrfTokens.issue(for: "/f")
            let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            switch post {
            case "valid":
                var headers = form
                headers[HTTPField.Name("X-CSRF-Token")!] = token
                let ok = try await client.execute(uri: "/f", method: .post, headers: headers, body: ByteBuffer(string: "a=1&b=2"))
                #expect(ok.status == .ok && String(buffer: ok.body) == "fields=2")
                #expect(ok.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none'") == true)
                #expect(ok.headers[.connection] == nil, "the connection is kept")
            case "cross-site":
                // A refusal made from the headers alone, before the body is read.
                var headers = form
                headers[HTTPField.Name("Sec-Fetch-Site")!] = "cross-site"
                let crossSite = try await client.execute(uri: "/f", method: .post, headers: headers, body: ByteBuffer(string: "_csrf=\(token)"))
                #expect(crossSite.status == .forbidden)
                #expect(crossSite.headers[.connection] == "close")
            default:
                var headers = form
                headers[HTTPField.Name("X-CSRF-Token")!] = token
                let tooLarge = try await client.execute(
                    uri: "/f", method: .post, headers: headers, body: ByteBuffer(string: "a=" + String(repeating: "x", count: 5000)))
                #expect(tooLarge.status == .contentTooLarge)
                #expect(tooLarge.headers[.connection] == "close")
            }
        }
    }
}
