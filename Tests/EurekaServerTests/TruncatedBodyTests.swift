import EurekaHTML
import EurekaServer
import EurekaServerTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Bodies that do not arrive whole — cut short of their `Content-Length`, or with a malformed
/// chunk — are the client's doing: a 400 that says so, never a 500 (which also logs an error
/// anyone could flood). Sent over a raw socket, because no HTTP client sends such bodies.
@Suite("Bodies that do not arrive whole")
struct TruncatedBodyTests {
    private static let cutShort = [
        "Content-Length: 64\r\n\r\na=1&b=2",
        "Transfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n0\r\n\r\n",
        "Transfer-Encoding: chunked\r\n\r\n10\r\na=1",
    ]

    @Test func aWholeBodyOverTheSameSocketIsRead() async throws {
        let answer = try await Self.send(contentType: "application/x-www-form-urlencoded", tail: "Content-Length: 7\r\n\r\na=1&b=2")
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(200))")
        #expect(answer.hasSuffix("fields=2"))
    }

    @Test(arguments: cutShort)
    func aFormBodyCutShortIsABadRequest(tail: String) async throws {
        let answer = try await Self.send(contentType: "application/x-www-form-urlencoded", tail: tail)
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(200))")
        #expect(answer.contains("did not arrive whole"))
    }

    @Test(arguments: cutShort)
    func aJSONBodyCutShortIsABadRequestNotTooLarge(tail: String) async throws {
        let answer = try await Self.send(contentType: "application/json", tail: tail)
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(200))")
        #expect(answer.contains("Body not received whole"))
    }

    @Test func aConnectionThatGoesQuietMidHeadIsClosed() async throws {
        var configuration = FormServerConfiguration.testing()
        configuration.port = 0
        configuration.idleTimeout = .milliseconds(300)
        let app = FormServer(configuration: configuration).buildApplication { router, _ in
            router.get("/") { _, _ in "ok" }
        }
        let answer = try await app.test(.live) { client in
            let port = try #require(client.port)
            // A head that never ends, and a socket left open: only the server can end this.
            return try await RawSocket.exchangeOnThread(port: port, bytes: Array("GET / HTTP/1.1\r\nHost: x\r\nX-Partial: ".utf8), halfClose: false)
        }
        #expect(answer.isEmpty, "closed without an answer: \(answer.prefix(200))")
    }

    /// A body refused part-way is not read to its end: the answer says `Connection: close` and
    /// the connection closes. Hummingbird read the rest to keep the connection, so a chunked
    /// body that never ends was read (16 GB in 20 s) for as long as the client sent it.
    @Test(arguments: ["application/x-www-form-urlencoded", "application/json"])
    func aBodyRefusedPartWayIsNotReadToItsEnd(contentType: String) async throws {
        let answer = try await Self.withBodiesRefusedOver1000Bytes { port, token in
            // One chunk past the limit and no last chunk: the body never ends, and the socket
            // stays open, so only the server can end the exchange.
            let chunk = String(repeating: "a", count: 1_200)
            let request =
                "POST /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-CSRF-Token: \(token)\r\nContent-Type: \(contentType)\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n\(String(chunk.count, radix: 16))\r\n\(chunk)\r\n"
            return try await RawSocket.exchangeOnThread(port: port, bytes: Array(request.utf8), halfClose: false)
        }
        #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer.prefix(200))")
        #expect(answer.lowercased().contains("connection: close"))
    }

    /// A client that goes on sending a body already refused still reads the answer: closing with
    /// its bytes unread would reset the connection, and the reset can overtake the answer.
    @Test(arguments: ["application/x-www-form-urlencoded", "application/json"])
    func aClientStillSendingARefusedBodyReadsTheAnswer(contentType: String) async throws {
        let answer = try await Self.withBodiesRefusedOver1000Bytes { port, token in
            // The declared length is refused at once; the body follows once the answer is out.
            let head =
                "POST /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-CSRF-Token: \(token)\r\nContent-Type: \(contentType)\r\n"
                + "Content-Length: 20000\r\n\r\n"
            let parts = [Array(head.utf8), Array(repeating: UInt8(ascii: "a"), count: 20_000)]
            return try await RawSocket.exchangeOnThread(port: port, parts: parts)
        }
        #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer.prefix(200))")
        #expect(answer.lowercased().contains("connection: close"))
    }

    /// A length NIO takes but an `Int` cannot hold (2^63 and more) is refused as at once as any
    /// other too large: it read as no length at all, and the server waited for the body (a
    /// form post read 4 MB of it, a JSON one answered nothing while the client was quiet).
    @Test(arguments: [
        ("application/x-www-form-urlencoded", "9223372036854775808"), ("application/json", "18446744073709551615"),
    ])
    func aLengthBeyondCountingIsRefusedAtOnce(contentType: String, length: String) async throws {
        let answer = try await Self.withBodiesRefusedOver1000Bytes { port, token in
            let head =
                "POST /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-CSRF-Token: \(token)\r\nContent-Type: \(contentType)\r\n"
                + "Content-Length: \(length)\r\n\r\n"
            return try await RawSocket.exchangeOnThread(port: port, bytes: Array(head.utf8), halfClose: false)
        }
        #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer.prefix(200))")
        #expect(answer.contains("larger than 1,000 bytes"), "\(answer.suffix(300))")
    }

    /// A client that never stops sending a refused body is cut off once its bounds are used up
    /// (``LingeringClose``): the server reads on only so much (a flood) or so long (a trickle).
    @Test(arguments: [(chunkSize: 16_000, pauseMilliseconds: 0), (chunkSize: 100, pauseMilliseconds: 100)])
    func aClientSendingForeverIsCutOff(chunkSize: Int, pauseMilliseconds: Int) async throws {
        let sentFor = try await Self.withBodiesRefusedOver1000Bytes { port, token in
            let head =
                "POST /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-CSRF-Token: \(token)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n"
            let chunk = "\(String(chunkSize, radix: 16))\r\n\(String(repeating: "a", count: chunkSize))\r\n"
            return try await RawSocket.floodOnThread(port: port, head: Array(head.utf8), chunk: Array(chunk.utf8), pauseMilliseconds: pauseMilliseconds)
        }
        #expect(sentFor < .seconds(20), "the server let a refused body go on for \(sentFor)")
    }

    /// Whatever ends a connection from the server's side bounds what it reads afterwards: after
    /// an HTTP/1.0 answer, and after a 405 to a body its route never read (Hummingbird read
    /// such bodies to their declared end, or until the idle timeout).
    @Test(arguments: [
        "GET /f HTTP/1.0\r\n\r\n",
        "PUT /f HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000000000\r\n\r\n",
    ])
    func whatFollowsAClosingAnswerIsBounded(head: String) async throws {
        let sentFor = try await Self.withBodiesRefusedOver1000Bytes { port, _ in
            try await RawSocket.floodOnThread(
                port: port, head: Array(head.utf8), chunk: Array(String(repeating: "junk ", count: 3_000).utf8), pauseMilliseconds: 0)
        }
        #expect(sentFor < .seconds(20), "the server read on for \(sentFor)")
    }

    /// A request pipelined behind a refused one is not answered: the connection closes after
    /// the refusal, and the application never sees the second request.
    @Test func aRequestPipelinedBehindARefusedOneIsNotAnswered() async throws {
        let answer = try await Self.withBodiesRefusedOver1000Bytes { port, token in
            let body = String(repeating: "a", count: 1_200)
            let refused =
                "POST /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-CSRF-Token: \(token)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
            let next = "GET /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            return try await RawSocket.exchangeOnThread(port: port, bytes: Array((refused + next).utf8))
        }
        #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer.prefix(200))")
        #expect(answer.components(separatedBy: "HTTP/1.1 ").count == 2, "one answer only: \(answer)")
    }

    /// A client that resets the connection while the server lingers leaves nothing behind: the
    /// server answers the next client and shuts down (a promise left pending would crash a
    /// debug build, or hold the shutdown up).
    @Test func aResetWhileLingeringLeavesNothingBehind() async throws {
        let (first, second) = try await Self.withBodiesRefusedOver1000Bytes { port, token in
            let head =
                "POST /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-CSRF-Token: \(token)\r\n"
                + "Content-Type: text/plain\r\nContent-Length: 5\r\n\r\nhello"
            let first = try await RawSocket.sendReadAndResetOnThread(port: port, bytes: Array(head.utf8))
            let next = "GET /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            return (first, try await RawSocket.exchangeOnThread(port: port, bytes: Array(next.utf8)))
        }
        #expect(first.hasPrefix("HTTP/1.1 415"), "\(first.prefix(200))")
        #expect(second.hasPrefix("HTTP/1.1 405"), "\(second.prefix(200))")
    }

    /// Runs `exchange` with the port of a live server whose `/f` reads form or JSON bodies of at
    /// most 1,000 bytes, and a token for it.
    private static func withBodiesRefusedOver1000Bytes<T: Sendable>(
        _ exchange: @escaping @Sendable (_ port: Int, _ token: String) async throws -> T
    ) async throws -> T {
        var configuration = FormServerConfiguration.testing()
        configuration.port = 0
        configuration.limits.maxBodyBytes = 1_000
        let server = FormServer(configuration: configuration)
        let app = server.buildApplication { router, server in
            router.post("/f") { request, _ in
                var request = request
                if JSONBodyReader.isJSON(request) { _ = try await JSONBodyReader.read(&request, limits: server.configuration.limits) }
                return "read"
            }
        }
        return try await app.test(.live) { client in
            try await exchange(try #require(client.port), server.csrfTokens.issue(for: "/f"))
        }
    }

    /// Posts `tail` (headers after Content-Type, then the body) to a mounted form over a raw
    /// socket, half-closes, and returns everything the server wrote back.
    private static func send(contentType: String, tail: String) async throws -> String {
        var configuration = FormServerConfiguration.testing()
        configuration.port = 0
        let server = FormServer(configuration: configuration)
        let app = server.buildApplication { router, server in
            router.post("/f") { request, context in
                var request = request
                if JSONBodyReader.isJSON(request) {
                    let values = try await JSONBodyReader.read(&request, limits: server.configuration.limits)
                    _ = values
                    return "json"
                }
                return "fields=\(context.postedForm?.fields.count ?? -1)"
            }
        }
        return try await app.test(.live) { client in
            let port = try #require(client.port)
            let token = server.csrfTokens.issue(for: "/f")
            let request =
                "POST /f HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-CSRF-Token: \(token)\r\nContent-Type: \(contentType)\r\n" + tail
            return try await RawSocket.exchangeOnThread(port: port, bytes: Array(request.utf8))
        }
    }
}
