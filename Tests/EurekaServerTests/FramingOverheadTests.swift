import EurekaServer
import EurekaServerTesting
import Hummingbird
import HummingbirdTesting
import Testing

/// A chunked body whose framing runs away from what it carries (a chunk line or extension
/// without end, one-byte chunks) closes its connection at once, where NIO's parser alone read
/// it until the client stopped; ordinary chunked bodies are read whole.
@Suite("Framing overhead")
struct FramingOverheadTests {
    @Test(arguments: [
        ("a chunk-size line of zeros", "", String(repeating: "0", count: 16_000)),
        ("a chunk extension without end", "5;", String(repeating: "x", count: 16_000)),
        ("chunk extensions without end", "5", String(repeating: ";a=b", count: 4_000)),
        ("one-byte chunks", "", String(repeating: "1\r\na\r\n", count: 2_000)),
    ])
    func runawayFramingIsCutOff(label: String, start: String, repeated: String) async throws {
        let limit = 16 << 20
        let (sent, cutOff) = try await Self.withBodyCountingServer { port, token in
            let head =
                "POST /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-CSRF-Token: \(token)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n\(start)"
            return try await RawSocket.bytesSentUntilCutOffOnThread(port: port, head: Array(head.utf8), chunk: Array(repeated.utf8), limit: limit)
        }
        // The server closes after about 300 KB; the rest of what was sent is the sockets' buffers.
        #expect(cutOff, "\(label): the server was still reading after \(sent) bytes")
        #expect(sent < limit)
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

    /// Runs `exchange` with the port of a live server whose `POST /f` reads its whole body (up
    /// to 4 MB) and answers with its length, and a token for it.
    private static func withBodyCountingServer<T: Sendable>(
        _ exchange: @escaping @Sendable (_ port: Int, _ token: String) async throws -> T
    ) async throws -> T {
        var configuration = FormServerConfiguration.testing()
        configuration.port = 0
        configuration.limits.maxBodyBytes = 4 << 20
        configuration.limits.maxValueBytes = 4 << 20
        let server = FormServer(configuration: configuration)
        let app = server.buildApplication { router, _ in
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
