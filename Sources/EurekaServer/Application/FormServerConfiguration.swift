import EurekaHTML
import Foundation
import Logging

/// Everything a ``FormServer`` needs: where to listen, the secret, limits, security settings,
/// assets, and the side effects (logger, clock, randomness) tests replace.
///
/// ```swift
/// var configuration = try FormServerConfiguration.fromEnvironment()
/// configuration.limits.maxFields = 5_000
/// configuration.csrf.maxAge = .seconds(3600)
/// ```
public struct FormServerConfiguration: Sendable {
    /// The address to bind (`127.0.0.1` by default; `0.0.0.0` to accept outside connections).
    public var host: String
    /// The port to bind.
    public var port: Int
    /// Sent as the `Server` header when set.
    public var serverName: String?
    /// The key signing CSRF tokens and pages' state, shared by every instance (with any previous
    /// key still accepted during a rotation: ``ServerSecret/acceptingPrevious(_:)``).
    public var secret: ServerSecret
    /// The limits on request bodies.
    public var limits: FormBodyLimits
    /// How long a connection may wait for its next request's head, and for the rest of a head
    /// that has started, before it is closed: a client that goes quiet (or a request whose head
    /// was refused as too large, whose unread bytes would otherwise hold the socket open) does
    /// not keep a connection forever. 30 seconds by default; nil never closes one.
    public var idleTimeout: Duration? = .seconds(30)
    /// How long a graceful shutdown (SIGTERM, SIGINT) waits for requests in flight before it
    /// cancels them, so one slow client cannot hold the process up: 30 seconds by default; nil
    /// waits for as long as they take.
    public var shutdownGracePeriod: Duration? = .seconds(30)
    /// The names a request's `Host` may give (against DNS rebinding): by default only loopback
    /// names while listening on a loopback address, any name otherwise.
    public var allowedHosts: AllowedHosts = .automatic
    /// CSRF protection settings.
    public var csrf: CSRFConfiguration
    /// The security headers added to every response.
    public var securityHeaders: SecurityHeaders
    /// The static assets served.
    public var assets: AssetRegistry
    /// Where the server logs.
    public var logger: Logger
    /// The clock tokens are issued and checked with.
    public var clock: any WallClock
    /// The randomness token nonces come from.
    public var random: any RandomBytesSource
    /// A test hook: how long to hold each live update before answering (slow networks, answers
    /// that arrive out of order). Nil — the default — answers at once.
    public var liveUpdateDelay: (@Sendable (PostedForm) -> Duration)?

    /// A configuration with `secret` and defaults for everything else.
    ///
    /// ```swift
    /// let configuration = FormServerConfiguration(secret: try ServerSecret(text: secretText), port: 8080)
    /// ```
    public init(
        secret: ServerSecret,
        host: String = "127.0.0.1",
        port: Int = 8080,
        serverName: String? = nil,
        limits: FormBodyLimits = FormBodyLimits(),
        csrf: CSRFConfiguration = CSRFConfiguration(),
        securityHeaders: SecurityHeaders = .strict,
        assets: AssetRegistry = .defaults,
        logger: Logger = Logger(label: "eureka.server"),
        clock: any WallClock = SystemWallClock(),
        random: any RandomBytesSource = SystemRandomBytes()
    ) {
        self.secret = secret
        self.host = host
        self.port = port
        self.serverName = serverName
        self.limits = limits
        self.csrf = csrf
        self.securityHeaders = securityHeaders
        self.assets = assets
        self.logger = logger
        self.clock = clock
        self.random = random
    }

    /// A configuration from the environment: `EUREKA_SERVER_SECRET` (generated with a warning
    /// when unset) and `EUREKA_SERVER_PREVIOUS_SECRET` (still accepted during a rotation),
    /// `EUREKA_HOST`, `EUREKA_PORT`, `EUREKA_ALLOWED_HOSTS` (names separated by commas, `*` for
    /// any).
    ///
    /// ```swift
    /// let server = FormServer(configuration: try .fromEnvironment())
    /// ```
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment,
        logger: Logger = Logger(label: "eureka.server")
    ) throws -> FormServerConfiguration {
        let secret = try ServerSecret.fromEnvironment(environment: environment, logger: logger)
        var configuration = FormServerConfiguration(secret: secret, logger: logger)
        if let host = environment["EUREKA_HOST"], !host.isEmpty { configuration.host = host }
        if let text = environment["EUREKA_PORT"], !text.isEmpty {
            guard let port = Int(text), (0...65535).contains(port) else {
                throw FormServerConfigurationError(message: "EUREKA_PORT must be a port number (0–65535), not \"\(text)\".")
            }
            configuration.port = port
        }
        if let list = environment["EUREKA_ALLOWED_HOSTS"], !list.isEmpty {
            do {
                configuration.allowedHosts = try AllowedHosts.validated(list: list)
            } catch {
                throw FormServerConfigurationError(message: "EUREKA_ALLOWED_HOSTS: \(error.message).")
            }
        }
        return configuration
    }
}

/// Why a ``FormServerConfiguration`` could not be read from the environment.
///
/// ```swift
/// do { _ = try FormServerConfiguration.fromEnvironment(["EUREKA_PORT": "http"]) } catch { print(error) }
/// ```
public struct FormServerConfigurationError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the variable.
    public let message: String
    /// The message.
    public var description: String { message }
}
