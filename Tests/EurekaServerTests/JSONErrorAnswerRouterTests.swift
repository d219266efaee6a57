import EurekaServer
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Errors answer an API client in JSON: any JSON body type, or an Accept that prefers JSON")
struct JSONErrorAnswerRouterTests {
    /// A body of a JSON type other than `application/json` is not read as a form's values, but
    /// its 415 is problem+json and names the type the form reads.
    @Test(arguments: ["application/vnd.api+json", "application/problem+json", "text/json", "application/merge-patch+json; charset=utf-8"])
    func aJSONBodyOfAnotherTypeGetsA415AsProblemDetails(contentType: String) async throws {
        try await FormServerHarness().test { client, _ in
            let response = try await client.execute(
                uri: "/signup", method: .post, headers: [.contentType: contentType, .accept: "application/json"],
                body: ByteBuffer(string: "{}"))
            #expect(response.status == .unsupportedMediaType)
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(response.text.contains(#""status":415"#), "\(response.text)")
            #expect(response.text.contains("only when they are sent as application/json"), "\(response.text)")
        }
    }

    @Test(
        arguments: [
            ("application/json", true), ("application/problem+json", true), ("application/json, */*;q=0.1", true),
            ("application/json, text/plain, */*", true), ("text/html;q=0.5, application/json", true),
            ("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", false), ("*/*", false), (nil, false),
            ("text/html, application/json", false), ("application/json;q=0", false), ("application/json;q=0.5, text/html;q=0.9", false),
        ] as [(String?, Bool)])
    func anUnknownPathIsAnsweredInWhatAcceptPrefers(accept: String?, inJSON: Bool) async throws {
        try await FormServerHarness().test { client, _ in
            var headers: HTTPFields = [:]
            if let accept { headers[.accept] = accept }
            let response = try await client.execute(uri: "/nowhere", method: .get, headers: headers)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == (inJSON ? "application/problem+json" : "text/html; charset=utf-8"))
        }
    }
}
