import EurekaServer
import EurekaServerTesting
import Hummingbird
import HummingbirdTesting
import Testing

/// What a connection makes the server read is bounded by what its requests are worth
/// (``ConnectionReadLimits``): framing that runs away from the body it carries (a chunk line or
/// extension without end, one-byte chunks, blank lines, bytes after an upgrade request) closes
/// the connection, and so does a body going on long after its answer; where NIO's parser and
/// Hummingbird alone read all of it until the client stopped. Ordinary bodies are read whole.
@Suite("Connection read limits")
struct ConnectionReadLimitsTests {
    @Test(arguments: [
        ("a chunk-size line of zeros", "", String(repeating: "0", count: 16_000)),
        ("a chunk extension without end", "5;", String(repeating: "x", count: 16_000)),
        ("chunk extensions without end", "5", String(repeating: ";a=b", count: 4_000)),
        ("one-byte chunks", "", String(repeating: "1\r\na\r\n", count: 2_000)),
    ])
    func runawayFramingIsCutOff(label: String, start: String, repeated: String) async throws {
        try await Self.expectCutOff(label, repeated: repeated) { port, token in
            "POST /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-CSRF-Token: \(token)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n\(start)"
        }
    }

    /// Bytes outside any body: the blank lines the parser skips before a request, and what
    /// follows a request for another protocol, which the parser keeps unread in memory.
    @Test(arguments: [
        ("blank lines", "", "\r\n"),
        ("after an upgrade request", "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n", "junk "),
        ("after a CONNECT", "CONNECT localhost:80 HTTP/1.1\r\nHost: localhost\r\n\r\n", "junk "),
    ])
    func bytesOutsideABodyAreBounded(label: String, head: String, repeated: String) async throws {
        try await Self.expectCutOff(label, repeated: String(repeating: repeated, count: 16_000 / repeated.utf8.count)) { _, _ in head }
    }

    /// A head past the parser's own limits still gets the parser's 400: the counting stops
    /// when the parser fails, so that the close does not overtake the answer.
    @Test(arguments: [
        ("a long header", "GET / HTTP/1.1\r\nHost: localhost\r\nX-Long: \(String(repeating: "b", count: 2_000_000))\r\n\r\n"),
        ("a long URL", "GET /\(String(repeating: "a", count: 2_000_000)) HTTP/1.1\r\nHost: localhost\r\n\r\n"),
        (
            "endless trailers",
            "POST /f HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\(String(repeating: "X-T: b\r\n", count: 250_000))"
        ),
    ])
    func aHeadPastTheParsersLimitsGetsItsBadRequest(label: String, request: String) async throws {
        let answer = try await Self.withBodyCountingServer { port, _ in
            try await RawSocket.exchangeOnThread(port: port, bytes: Array(request.utf8), halfClose: false)
        }
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(label): \(answer.prefix(200))")
    }

    /// A route that answers without reading its request's body: Hummingbird read the rest of
    /// it, however long, after the answer.
    @Test(arguments: [
        ("a declared length of 2^40", "Content-Length: 1099511627776\r\n\r\n", String(repeating: "a", count: 16_000)),
        ("a chunked body without end", "Transfer-Encoding: chunked\r\n\r\n", "3e80\r\n\(String(repeating: "a", count: 16_000))\r\n"),
    ])
    func aBodyGoingOnAfterItsAnswerIsCutOff(label: String, framing: String, repeated: String) async throws {
        try await Self.expectCutOff(label, repeated: repeated) { port, _ in "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(framing)" }
    }

    /// A body the route did not read, under the allowance, is read past and the connection
    /// kept: the next request on it is answered.
    @Test func aShortUnreadBodyKeepsTheConnection() async throws {
        let answer = try await Self.withBodyCountingServer { port, _ in
            let body = String(repeating: "a", count: 300_000)
            let first = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
            let second = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            return try await RawSocket.exchangeOnThread(port: port, parts: [Array(first.utf8), Array((body + second).utf8)])
        }
        #expect(answer.components(separatedBy: "HTTP/1.1 200").count == 3, "two answers: \(answer.prefix(400))")
    }

    /// Chunks of a few bytes each, extensions and trailers, as streaming clients send them: the
    /// whole body arrives.
    @Test(arguments: [
        (chunk: 4, extensions: "", count: 20_000),
        (chunk: 64, extensions: ";name=value", count: 5_000),
        (chunk: 16_000, extensions: "", count: 40),
    ])
    func ordinaryChunkedBodiesAreReadWhole(chunk: Int, extensions: String, count: Int) async throws {
        let answer = try await Self.withBodyCountingServer { port, token in
            let piece = "\(String(chunk, radix: 16))\(extensions)\r\n\(String(repeating: "a", count: chunk))\r\n"
            let request =
                "POST /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-CSRF-Token: \(token)\r\nConnection: close\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "2\r\nv=\r\n" + String(repeating: piece, count: count) + "0\r\nX-Trailer: done\r\n\r\n"
            return try await RawSocket.exchangeOnThread(port: port, bytes: Array(request.utf8))
        }
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(200))")
        #expect(answer.hasSuffix("read \(2 + chunk * count)"), "\(answer.suffix(100))")
    }

    /// Sends the head `request` makes, then `repeated` over and over, and expects the server to
    /// end the connection long before 64 MB are sent: it reads about 300 KB to 2 MB, but the
    /// kernel takes up to 32 MB more into the server's receive buffer (`tcp_rmem` here), most
    /// when the server is slow to read on a loaded machine. Unbounded, it read 1 GB a second.
    private static func expectCutOff(
        _ label: String, repeated: String, _ request: @escaping @Sendable (_ port: Int, _ token: String) -> String
    ) async throws {
        let limit = 64 << 20
        let (sent, cutOff) = try await withBodyCountingServer { port, token in
            try await RawSocket.bytesSentUntilCutOffOnThread(
                port: port, head: Array(request(port, token).utf8), chunk: Array(repeated.utf8), limit: limit)
        }
        #expect(cutOff, "\(label): the server was still reading after \(sent) bytes")
        #expect(sent < limit, "\(label)")
    }

    /// Runs `exchange` with the port of a live server whose `POST /f` reads its whole body (up
    /// to 4 MB) and answers with its length, whose `GET /` answers without reading any, and a
    /// token for `/f`.
    private static func withBodyCountingServer<T: Sendable>(
        _ exchange: @escaping @Sendable (_ port: Int, _ token: String) async throws -> T
    ) async throws -> T {
        var configuration = FormServerConfiguration.testing()
        configuration.port = 0
        configuration.limits.maxBodyBytes = 4 << 20
        configuration.limits.maxValueBytes = 4 << 20
        let server = FormServer(configuration: configuration)
        let app = server.buildApplication { router, _ in
            router.get("/") { _, _ in "ok" }
            router.post("/f") { request, _ in
                let body = try await request.body.collect(upTo: 4 << 20)
                return "read \(body.readableBytes)"
            }
        }
        return try await app.test(.live) { client in
            try await exchange(try #require(client.port), server.csrfTokens.issue(for: "/f"))
        }
    }
}
