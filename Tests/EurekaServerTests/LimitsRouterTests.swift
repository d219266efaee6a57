import EurekaHTML
import EurekaServer
import EurekaServerTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Request limits over HTTP")
struct LimitsRouterTests {
    /// A urlencoded body of exactly `size` bytes carrying a valid token.
    static func body(size: Int, token: String) -> String {
        let start = "_csrf=\(token)&pad="
        return start + String(repeating: "x", count: size - start.utf8.count)
    }

    @Test(arguments: [200, 1000])
    func bodySizeAtTheLimitPassesAndOneMoreByteIs413(limit: Int) async throws {
        try await FormServerHarness(limits: FormBodyLimits(maxBodyBytes: limit, maxValueBytes: limit)).test { client, server in
            let token = server.csrfTokens.issue(for: "/signup")
            let headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .origin: "http://localhost"]
            let exact = try await client.execute(
                uri: "/signup", method: .post, headers: headers, body: ByteBuffer(string: Self.body(size: limit, token: token)))
            #expect(exact.status == .ok)
            let over = try await client.execute(
                uri: "/signup", method: .post, headers: headers, body: ByteBuffer(string: Self.body(size: limit + 1, token: token)))
            #expect(over.status == .contentTooLarge)
            #expect(over.text.contains("<h1>Form too large</h1>"))
            #expect(
                over.text.contains(
                    "Nothing was saved. The form is \(NumberWording.grouped(limit + 1)) bytes; at most \(NumberWording.bytes(limit)) can be sent."))
            #expect(over.text.contains("Use your browser’s Back button to return to the form with what you typed still in it."))
            #expect(over.text.contains(#"<a href="/signup">Open the form again, empty</a>"#), "the link is a new page: it says so")
            #expect(!over.text.contains("FormBodyLimits"), "no Swift names for people")
        }
    }

    @Test(arguments: [2, 30])
    func fieldCountAtTheLimitPassesAndOneMoreIs413(limit: Int) async throws {
        try await FormServerHarness(limits: FormBodyLimits(maxFields: limit)).test { client, server in
            let token = server.csrfTokens.issue(for: "/signup")
            let fields = [("_csrf", token)] + (1..<limit).map { ("f\($0)", "v") }
            let exact = try await client.submitForm("/signup", fields: fields)
            #expect(exact.status == .ok)
            #expect(exact.text.contains("fields=\(limit) "))
            let over = try await client.submitForm("/signup", fields: fields + [("one", "more")])
            #expect(over.status == .contentTooLarge)
            #expect(over.text.contains("The form has more than \(limit) fields."))
            #expect(!over.text.contains("FormBodyLimits"))
        }
    }

    /// A value over its limit in a body within its own is not a 413: the route gets the form
    /// with the value's start in its field and the whole value listed (a mounted form shows it
    /// back under its row, as a 422).
    @Test func anOverlongValueReachesTheRouteCutAndListed() async throws {
        try await FormServerHarness(limits: FormBodyLimits(maxValueBytes: 10)).test { client, server in
            let token = server.csrfTokens.issue(for: "/signup")
            // The token itself is longer than 10 bytes; send it in the header instead.
            let headers: HTTPFields = [HTTPField.Name("X-CSRF-Token")!: token]
            let exact = try await client.submitForm("/signup", fields: [("email", "0123456789")], headers: headers)
            #expect(exact.status == .ok && exact.text == "<p>fields=1 email=0123456789</p>")
            let over = try await client.submitForm("/signup", fields: [("email", "0123456789!"), ("more", "1")], headers: headers)
            #expect(over.status == .ok)
            #expect(over.text == "<p>fields=2 email=0123456789 cut=email:11</p>")
        }
    }

    @Test func aBodyThatIsNotUTF8IsA400SayingWhere() async throws {
        try await FormServerHarness().test { client, server in
            let headers: HTTPFields = [
                .contentType: "application/x-www-form-urlencoded", HTTPField.Name("X-CSRF-Token")!: server.csrfTokens.issue(for: "/signup"),
            ]
            let response = try await client.execute(uri: "/signup", method: .post, headers: headers, body: ByteBuffer(string: "email=caf%E9"))
            #expect(response.status == .badRequest)
            #expect(response.text.contains("<h1>Form not understood</h1>"))
            #expect(
                response.text.contains(
                    "Nothing was saved. The form was not sent as UTF-8 text: byte 0xE9 (sent as %E9) at offset 9 of the body, in the value of field “email”"))
        }
    }

    @Test(arguments: [
        // JSON is not refused here: it goes on to the route, which a mounted form answers (JSONAPITests).
        ("application/xml", "<a>1</a>", HTTPResponse.Status.unsupportedMediaType),
        ("text/plain", "a=1", .unsupportedMediaType),
        ("multipart/form-data", "--x\r\n", .badRequest),
        ("multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1", .badRequest),
    ])
    func badBodiesGetClearPages(contentType: String, body: String, status: HTTPResponse.Status) async throws {
        try await FormServerHarness().test { client, server in
            let headers: HTTPFields = [.contentType: contentType, HTTPField.Name("X-CSRF-Token")!: server.csrfTokens.issue(for: "/signup")]
            let response = try await client.execute(uri: "/signup", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(response.status == status)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.text.contains(#"<a href="/signup">Go back</a>"#))
            if status == .unsupportedMediaType { #expect(response.text.contains("sent as application/json"), "the page names the JSON API too") }
        }
    }

    @Test func multipartFormsAreParsed() async throws {
        try await FormServerHarness().test { client, server in
            let token = server.csrfTokens.issue(for: "/signup")
            let body =
                "--b\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(token)\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nada@example.com\r\n--b--\r\n"
            let headers: HTTPFields = [.contentType: "multipart/form-data; boundary=\"b\"", .origin: "http://localhost"]
            let response = try await client.execute(uri: "/signup", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(response.text == "<p>fields=2 email=ada@example.com</p>")
        }
    }

    /// Bodies are read as the UTF-8 bytes that arrive: a body declared compressed or in another
    /// character set was read as something it is not (Latin-1 "Ã©" saved as "é" and the other
    /// way round, gzip reported as malformed), so it is refused, saying which header did it.
    @Test(
        arguments: [
            ("application/x-www-form-urlencoded; charset=iso-8859-1", nil, nil, HTTPResponse.Status.unsupportedMediaType, "charset=iso-8859-1"),
            ("application/x-www-form-urlencoded; charset=utf-16", nil, nil, .unsupportedMediaType, "charset=utf-16"),
            ("multipart/form-data; boundary=b; charset=windows-1252", nil, nil, .unsupportedMediaType, "charset=windows-1252"),
            ("application/x-www-form-urlencoded", "gzip", nil, .unsupportedMediaType, "Content-Encoding: gzip"),
            ("application/x-www-form-urlencoded", "identity, br", nil, .unsupportedMediaType, "Content-Encoding: br"),
            ("application/x-www-form-urlencoded", nil, "gzip, chunked", .notImplemented, "Transfer-Encoding: gzip"),
        ] as [(String, String?, String?, HTTPResponse.Status, String)])
    func aBodyInAnEncodingNotReadIsRefusedSayingWhich(
        contentType: String, contentEncoding: String?, transferEncoding: String?, status: HTTPResponse.Status, named: String
    ) async throws {
        try await FormServerHarness().test { client, server in
            var headers: HTTPFields = [.contentType: contentType, HTTPField.Name("X-CSRF-Token")!: server.csrfTokens.issue(for: "/signup")]
            if let contentEncoding { headers[.contentEncoding] = contentEncoding }
            if let transferEncoding { headers[.transferEncoding] = transferEncoding }
            let response = try await client.execute(uri: "/signup", method: .post, headers: headers, body: ByteBuffer(string: "email=%C3%A9"))
            #expect(response.status == status)
            #expect(response.text.contains(named), "\(response.text)")
            #expect(!response.text.contains("fields="), "the route never ran")
        }
    }

    /// Plain ASCII reads the same in every ASCII character set: Java's form encoder labels
    /// every body ISO-8859-1, and such a body is read.
    @Test(arguments: [
        "application/x-www-form-urlencoded; charset=UTF-8", "application/x-www-form-urlencoded; charset=us-ascii",
        "application/x-www-form-urlencoded; charset=ISO-8859-1",
    ])
    func utf8AndASCIIBodiesAreRead(contentType: String) async throws {
        try await FormServerHarness().test { client, server in
            let headers: HTTPFields = [
                .contentType: contentType, .contentEncoding: "identity", HTTPField.Name("X-CSRF-Token")!: server.csrfTokens.issue(for: "/signup"),
            ]
            let response = try await client.execute(uri: "/signup", method: .post, headers: headers, body: ByteBuffer(string: "email=a%40b.co"))
            #expect(response.text == "<p>fields=1 email=a@b.co</p>", "\(response.text)")
        }
    }
}
