import EurekaServer
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("405 for a method a path has no route for")
struct MethodNotAllowedRouterTests {
    /// Paths with routes, asked with a method they lack: 405 naming what they take, before CSRF
    /// protection or the body limits look at the request.
    @Test(arguments: [
        ("/signup", HTTPRequest.Method.put, "GET, HEAD, POST"),
        ("/signup", HTTPRequest.Method("PROPFIND")!, "GET, HEAD, POST"),
        ("/signup", HTTPRequest.Method.delete, "GET, HEAD, POST"),
        ("/boom", HTTPRequest.Method.post, "GET, HEAD"),
        ("/signup", HTTPRequest.Method.options, "GET, HEAD, POST"),
    ])
    func aMethodThePathLacksIsRefusedWithAllow(path: String, method: HTTPRequest.Method, allow: String) async throws {
        try await FormServerHarness().test { client, _ in
            let response = try await client.execute(uri: path, method: method, body: ByteBuffer(string: String(repeating: "x", count: 10)))
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == allow)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.text.contains("<h1>Not allowed here</h1>"))
            #expect(response.text.contains("This address does not take \(method.rawValue) requests; it takes \(allow)."))
            #expect(response.headers[.contentSecurityPolicy] != nil)
        }
    }

    @Test func anAssetPatternIsMatchedAsTheRouterMatchesIt() async throws {
        try await FormServerHarness().test { client, server in
            let css = try #require(server.assets.url(for: "eureka.css"))
            let response = try await client.execute(uri: css, method: .post)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD")
        }
    }

    @Test func anAPIClientGetsTheRefusalAsProblemDetails() async throws {
        try await FormServerHarness().test { client, _ in
            let response = try await client.execute(
                uri: "/signup", method: .patch, headers: [.contentType: "application/json"], body: ByteBuffer(string: "{}"))
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD, POST")
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(response.text.contains(#""status":405"#))
        }
    }

    /// A path no route has is a 404 for every method, before CSRF protection refuses a missing
    /// token or the body limits read the body (this one is over the 1 MiB limit).
    @Test(arguments: [HTTPRequest.Method.post, .put, .delete, .patch])
    func anUnknownPathIsNotFoundWhateverTheMethod(method: HTTPRequest.Method) async throws {
        try await FormServerHarness().test { client, _ in
            let body = ByteBuffer(string: "a=" + String(repeating: "x", count: 2 << 20))
            let response = try await client.execute(
                uri: "/nowhere", method: method, headers: [.contentType: "application/x-www-form-urlencoded"], body: body)
            #expect(response.status == .notFound)
            #expect(response.headers[.allow] == nil)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.text.contains("<h1>Page not found</h1>"))
            let json = try await client.execute(uri: "/signup/nowhere", method: method, headers: [.contentType: "application/json"])
            #expect(json.status == .notFound)
            #expect(json.headers[.contentType] == "application/problem+json")
        }
    }

    /// What the router answers itself is untouched: routes, automatic HEAD, unknown paths.
    @Test func routedMethodsAndUnknownPathsAnswerAsBefore() async throws {
        try await FormServerHarness().test { client, server in
            #expect(try await client.execute(uri: "/signup", method: .get).status == .ok)
            #expect(try await client.execute(uri: "/signup", method: .head).status == .ok)
            #expect(try await client.submitForm("/signup", fields: [("_csrf", server.csrfTokens.issue(for: "/signup"))]).status == .ok)
            #expect(try await client.execute(uri: "/nowhere", method: .get).status == .notFound)
            let unknown = try await client.execute(uri: "/nowhere", method: .get)
            #expect(unknown.headers[.allow] == nil)
        }
    }
}
