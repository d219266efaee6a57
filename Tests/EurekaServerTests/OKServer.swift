import EurekaServer
import EurekaServerTesting
import Hummingbird
import HummingbirdTesting
import Testing

/// A live form server (its middlewares, assets and connection handling) whose one route, `GET /`,
/// answers "ok", for tests of what happens around the routes.
enum OKServer {
    /// Sends the request `request` makes from the server's port over a raw socket and returns
    /// everything written back (see ``RawSocket/exchangeOnThread(port:bytes:halfClose:)``).
    static func exchange(
        idleTimeout: Duration? = .seconds(30), halfClose: Bool = true, _ request: @escaping @Sendable (_ port: Int) -> String
    ) async throws -> String {
        var configuration = FormServerConfiguration.testing()
        configuration.port = 0
        configuration.idleTimeout = idleTimeout
        let app = FormServer(configuration: configuration).buildApplication { router, _ in router.get("/") { _, _ in "ok" } }
        return try await app.test(.live) { client in
            let port = try #require(client.port)
            return try await RawSocket.exchangeOnThread(port: port, bytes: Array(request(port).utf8), halfClose: halfClose)
        }
    }
}
