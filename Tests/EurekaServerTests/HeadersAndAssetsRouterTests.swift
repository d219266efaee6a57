import EurekaHTML
import EurekaServerTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import EurekaServer

@Suite("Security headers and assets over HTTP")
struct HeadersAndAssetsRouterTests {
    static let csp =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    /// Requests covering every kind of response: page, form answer, 403, 404 (GET and a valid
    /// POST), 413, 415, 500, asset, 304.
    @Test(arguments: ["page", "post", "forbidden", "not-found", "post-not-found", "too-large", "unsupported", "error", "asset", "not-modified"])
    func everyResponseCarriesTheSecurityHeaders(kind: String) async throws {
        try await FormServerHarness(limits: FormBodyLimits(maxBodyBytes: 150)).test { client, server in
            let token = server.csrfTokens.issue(for: "/signup")
            let css = try #require(server.assets.url(for: "eureka.css"))
            let response: TestResponse
            switch kind {
            case "page": response = try await client.execute(uri: "/signup", method: .get)
            case "post": response = try await client.submitForm("/signup", fields: [("_csrf", token)])
            case "forbidden": response = try await client.submitForm("/signup", fields: [])
            case "not-found": response = try await client.execute(uri: "/nowhere", method: .get)
            case "post-not-found":
                response = try await client.submitForm("/nowhere", fields: [("_csrf", server.csrfTokens.issue(for: "/nowhere"))])
            case "too-large": response = try await client.submitForm("/signup", fields: [("_csrf", token), ("x", String(repeating: "x", count: 100))])
            case "unsupported":
                response = try await client.execute(
                    uri: "/signup", method: .post, headers: [.contentType: "application/xml", HTTPField.Name("X-CSRF-Token")!: token],
                    body: ByteBuffer(string: "{}"))
            case "error": response = try await client.execute(uri: "/boom", method: .get)
            case "asset": response = try await client.execute(uri: css, method: .get)
            default: response = try await client.execute(uri: css, method: .get, headers: [.ifNoneMatch: server.assets["eureka.css"]!.eTag])
            }
            let expected = [
                "page": 200, "post": 200, "forbidden": 403, "not-found": 404, "post-not-found": 404, "too-large": 413, "unsupported": 415, "error": 500,
                "asset": 200, "not-modified": 304,
            ]
            #expect(response.status.code == expected[kind])
            #expect(response.headers[.contentSecurityPolicy] == Self.csp)
            #expect(response.headers[.xContentTypeOptions] == "nosniff")
            #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin")
            #expect(response.headers[HTTPField.Name("Cross-Origin-Opener-Policy")!] == "same-origin")
            #expect(response.headers[HTTPField.Name("Permissions-Policy")!]?.contains("camera=()") == true)
            #expect(response.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
            let cacheControl = kind == "asset" || kind == "not-modified" ? "public, max-age=31536000, immutable" : "no-store"
            #expect(response.headers[.cacheControl] == cacheControl)
        }
    }

    @Test func internalErrorsNeverReachTheBrowser() async throws {
        try await FormServerHarness().test { client, _ in
            let response = try await client.execute(uri: "/boom", method: .get)
            #expect(response.status == .internalServerError)
            #expect(response.text.contains("<h1>Something went wrong</h1>"))
            #expect(!response.text.contains("database password") && !response.text.contains("InternalFailure"))
        }
    }

    @Test func notFoundIsAnHTMLPage() async throws {
        try await FormServerHarness().test { client, _ in
            let response = try await client.execute(uri: "/nowhere", method: .get)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.text.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
            #expect(response.text.contains("<h1>Page not found</h1>"))
            #expect(response.text.contains(#"<link rel="stylesheet" href="/assets/eureka."#))
        }
    }

    @Test(arguments: ["eureka.css", "eureka.js"])
    func assetsAreServedWithLongCaching(name: String) async throws {
        try await FormServerHarness().test { client, server in
            let asset = try #require(server.assets[name])
            let url = try #require(server.assets.url(for: name))
            #expect(url == "/assets/\(name.split(separator: ".")[0]).\(asset.hash).\(name.split(separator: ".")[1])")
            #expect(asset.hash.count == 16)
            let response = try await client.execute(uri: url, method: .get)
            #expect(response.status == .ok)
            #expect(Array(response.body.readableBytesView) == asset.bytes)
            #expect(response.headers[.contentType] == asset.contentType)
            #expect(response.headers[.eTag] == "\"\(asset.hash)\"")
            let head = try await client.execute(uri: url, method: .head)
            #expect(head.status == .ok && head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == "\(asset.bytes.count)")
            let revalidated = try await client.execute(uri: url, method: .get, headers: [.ifNoneMatch: asset.eTag])
            #expect(revalidated.status == .notModified && revalidated.body.readableBytes == 0)
        }
    }

    /// `If-None-Match` compares weakly, over lists (RFC 9110, 13.1.2): a cache or proxy that
    /// weakened the tag or sends several still revalidates.
    @Test(arguments: [
        (#"W/"TAG""#, true), (#""other", "TAG""#, true), (#" "other" , W/"TAG" "#, true), ("*", true),
        (#""other""#, false), (#"W/"other", "TAGX""#, false), ("", false),
    ])
    func ifNoneMatchComparesWeaklyOverLists(header: String, matches: Bool) {
        let eTag = #""0123456789abcdef""#
        let value = header.replacingOccurrences(of: #""TAG""#, with: eTag).replacingOccurrences(of: #""TAGX""#, with: #""0123456789abcdefx""#)
        #expect(Router<EurekaRequestContext>.matches([value], eTag: eTag) == matches, "\(value)")
    }

    @Test(arguments: ["/assets/eureka.0000000000000000.css", "/assets/eureka.css", "/assets/missing.0123456789abcdef.css", "/assets/eureka..css"])
    func staleOrUnknownAssetsAre404AndNotCached(path: String) async throws {
        try await FormServerHarness().test { client, _ in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .notFound)
            #expect(response.headers[.cacheControl] == "no-store")
        }
    }

    @Test func hashFollowsTheContent() throws {
        let first = try Asset(name: "site.css", text: "a{}")
        let second = try Asset(name: "site.css", text: "b{}")
        #expect(first.hash != second.hash)
        #expect(first.hash == (try Asset(name: "site.css", text: "a{}")).hash)
        #expect(first.contentType == "text/css; charset=utf-8")
        var registry = AssetRegistry(pathPrefix: "static")
        registry.register(first)
        #expect(registry.url(for: "site.css") == "/static/site.\(first.hash).css")
        registry.register(second)
        #expect(registry.resolve(fileName: "site.\(first.hash).css") == nil)
        #expect(registry.resolve(fileName: "site.\(second.hash).css") == second)
    }

    @Test(arguments: ["noextension", "a.b.c", "../x.css", "x y.css", ".css", "x.unknownext"])
    func badAssetNamesAreClearErrors(name: String) {
        let error = #expect(throws: AssetError.self) { try Asset(name: name, text: "") }
        #expect(error?.message.isEmpty == false)
    }
}
