import Testing

/// What ``RequestHeadNormalizer`` does below the HTTP codec, seen over a socket.
@Suite("Request heads before the router")
struct RequestHeadNormalizerTests {
    /// A request for another protocol is answered and its connection closed, and the answer says
    /// so: it had no `Connection` header, and a client sent its next request into a closed
    /// connection. The socket stays open for writing, so only the server's close ends the read.
    @Test(arguments: ["Upgrade: websocket\r\nConnection: Upgrade\r\n", "Upgrade: h2c\r\nConnection: Upgrade, HTTP2-Settings\r\n"])
    func anUpgradeRequestsAnswerSaysTheConnectionCloses(upgradeLines: String) async throws {
        let answer = try await OKServer.exchange(idleTimeout: .seconds(60), halfClose: false) { port in
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(upgradeLines)\r\n"
        }
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(200))")
        #expect(answer.lowercased().contains("connection: close"), "\(answer.prefix(400))")
    }

    /// `Expect: 100-continue` on a body the server may take is answered at once (curl waited a
    /// second for it); a body over the limit is not invited, only refused.
    @Test(arguments: [("Content-Length: 5\r\n", true), ("Transfer-Encoding: chunked\r\n", true), ("Content-Length: 999999999\r\n", false)])
    func aClientExpectingContinueIsInvitedOnlyForABodyTheServerTakes(framing: String, invited: Bool) async throws {
        let answer = try await OKServer.exchange { port in
            "POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nExpect: 100-continue\r\n\(framing)Connection: close\r\n\r\n"
        }
        #expect(answer.hasPrefix("HTTP/1.1 100 Continue\r\n") == invited, "\(answer.prefix(200))")
        #expect(answer.contains("HTTP/1.1 405") || answer.contains("HTTP/1.1 413"), "a final answer follows: \(answer.prefix(300))")
    }

    @Test func anHTTP10ClientIsNeverSentAnInterimAnswer() async throws {
        let answer = try await OKServer.exchange { port in
            "POST / HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\nExpect: 100-continue\r\nContent-Length: 1\r\n\r\nx"
        }
        #expect(!answer.contains("100 Continue"), "\(answer.prefix(200))")
    }

    /// Any scheme's authority is the host judged (it was only `http` and `https`), and an empty
    /// one is no host at all.
    @Test(arguments: [
        ("ftp://attacker.example/", "attacker.example"), ("WS://attacker.example/", "attacker.example"), ("http:///", "HTTP/1.1 400"),
    ])
    func anAbsoluteTargetOfAnySchemeNamesTheHostJudged(target: String, named: String) async throws {
        let answer = try await OKServer.exchange { port in "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n" }
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(200))")
        #expect(answer.contains(named), "\(answer.suffix(600))")
    }
}
