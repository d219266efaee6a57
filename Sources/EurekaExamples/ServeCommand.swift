import ArgumentParser
import EurekaExampleCatalogue
import EurekaServer
import Foundation
import Logging

/// `eureka-examples serve`: the whole catalogue on the web.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the example catalogue as web pages (they work without JavaScript).",
        discussion: """
            Open http://HOST:PORT/ for the list of examples. Forms are stateless: any instance \
            answers any request. Set EUREKA_SERVER_SECRET (32 bytes or more) so several instances \
            accept each other's pages; without it a secret is generated for this run. To change \
            it without refusing the forms open at that moment, set the old one in \
            EUREKA_SERVER_PREVIOUS_SECRET until they have expired (8 hours). Stops gracefully on \
            SIGTERM or SIGINT.
            """
    )

    @Option(help: "The address to listen on (default: EUREKA_HOST, else 127.0.0.1).")
    var host: String?

    @Option(help: "The port to listen on, 0 picks a free one (default: EUREKA_PORT, else 8080).")
    var port: Int?

    @Option(
        name: .customLong("allowed-host"),
        help: ArgumentHelp(
            "A name the server answers to (repeatable; .example.com takes names under it, * any).",
            discussion: "Default: EUREKA_ALLOWED_HOSTS, else loopback names only when listening on a loopback address, any name otherwise.",
            valueName: "name"))
    var allowedHosts: [String] = []

    @Option(
        help: ArgumentHelp(
            "Also serve the peers benchmark's form, read from this spec file, at /peers.",
            discussion: "See Docs/Benchmarks.md: GET /peers renders it, a valid POST answers 303, one with errors 422.",
            valueName: "spec"))
    var peersSpec: String?

    func validate() throws {
        if let port, !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535, not \(port).") }
        if !allowedHosts.isEmpty {
            do { _ = try AllowedHosts.validated(allowedHosts) } catch { throw ValidationError("--allowed-host: \(error.message).") }
        }
        if let peersSpec { _ = try peersDefinition(peersSpec) }
    }

    func run() async throws {
        var configuration = try FormServerConfiguration.fromEnvironment()
        // Flags win over the environment (EUREKA_HOST, EUREKA_PORT, EUREKA_ALLOWED_HOSTS), which wins over the defaults.
        if let host { configuration.host = host }
        if let port { configuration.port = port }
        if !allowedHosts.isEmpty { configuration.allowedHosts = try AllowedHosts.validated(allowedHosts) }
        configuration.limits = CatalogueWebsite.limits
        configuration.liveUpdateDelay = LiveDelayHook.fromEnvironment()
        let peers = try peersSpec.map(peersDefinition)
        let server = FormServer(configuration: configuration)
        try await server.run { router, server in
            CatalogueWebsite.addRoutes(to: router, server: server)
            if let peers { PeersWebsite.addRoutes(to: router, server: server, definition: peers) }
        }
    }

    private func peersDefinition(_ path: String) throws -> PeersSpecDefinition {
        do {
            return try PeersSpecDefinition(contentsOf: URL(fileURLWithPath: path))
        } catch let error as PeersSpecError {
            throw ValidationError("--peers-spec: \(error)")
        }
    }
}
