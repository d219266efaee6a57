import EurekaServer
import EurekaServerTesting
import Hummingbird
import HummingbirdTesting
import Testing

/// An HTTP/1.0 client reads its answer to the end of the connection unless told to keep it, so
/// the connection must close after the answer rather than wait for the idle timeout.
@Suite("HTTP/1.0 clients")
struct HTTP10Tests {
    @Test(arguments: ["", "Connection: keep-alive\r\n"])
    func theConnectionClosesAfterTheAnswer(connectionLine: String) async throws {
        // The socket stays open for writing, as ApacheBench's does: only the server's close ends
        // the read, which gives up after 10 seconds.
        let answer = try await OKServer.exchange(idleTimeout: .seconds(60), halfClose: false) { port in
            "GET / HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\n\(connectionLine)\r\n"
        }
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(200))")
        #expect(answer.hasSuffix("ok"))
    }

    @Test func anHTTP11ConnectionStaysOpenForTheNextRequest() async throws {
        let answer = try await OKServer.exchange { port in
            let request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            return request + request
        }
        #expect(answer.components(separatedBy: "HTTP/1.1 200").count == 3, "two answers on one connection: \(answer)")
    }
}
