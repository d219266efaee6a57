import EurekaHTML
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// Builds the Hummingbird application that serves forms: security headers on every response,
/// error pages, a `Host` check against DNS rebinding, CSRF protection with body limits, hashed static assets, then your routes.
///
/// ```swift
/// let server = FormServer(configuration: try .fromEnvironment())
/// try await server.run { router, server in
///     router.get("/signup") { _, _ in
///         let token = server.csrfTokens.issue(for: "/signup")
///         return HTMLResponse(renderSignup(token: token, stylesheet: server.assets.url(for: "eureka.css")))
///     }
///     router.post("/signup") { _, context in
///         let form = context.postedForm ?? PostedForm()   // already parsed, limits and token checked
///         return HTMLResponse(renderThanks(email: form.first("email") ?? ""))
///     }
/// }
/// ```
public struct FormServer: Sendable {
    /// The router type routes are added to.
    public typealias AppRouter = Router<EurekaRequestContext>

    /// The configuration it was built from.
    public let configuration: FormServerConfiguration
    /// Issues tokens for pages and verifies them on submission.
    public let csrfTokens: CSRFTokens
    /// The forms mounted through this server, for answering a post its middleware refused.
    let formRoutes = FormRouteTable()

    /// A server for `configuration`.
    ///
    /// ```swift
    /// let server = FormServer(configuration: FormServerConfiguration(secret: .generate()))
    /// ```
    public init(configuration: FormServerConfiguration) {
        self.configuration = configuration
        self.csrfTokens = CSRFTokens(
            secret: configuration.secret,
            maxAge: configuration.csrf.maxAge,
            clock: configuration.clock,
            random: configuration.random
        )
    }

    /// The static assets and their URLs.
    public var assets: AssetRegistry { configuration.assets }

    /// A router with the middlewares and asset routes installed, then `addRoutes` called.
    /// Middlewares come first because Hummingbird applies them to routes added after them; a
    /// method a path has no route for is answered 405 with `Allow` once the routes are known.
    ///
    /// ```swift
    /// let router = server.buildRouter { router, server in router.get("/") { _, _ in "ok" } }
    /// ```
    public func buildRouter(addRoutes: (AppRouter, FormServer) throws -> Void) rethrows -> AppRouter {
        // HEAD answers wherever GET does (headers only), as HTTP asks of every server.
        let router = AppRouter(context: EurekaRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: SecurityHeadersMiddleware(headers: configuration.securityHeaders))
        router.add(middleware: ErrorPageMiddleware(stylesheetURL: assets.url(for: DefaultAssets.stylesheet.name)))
        router.add(
            middleware: HostCheckMiddleware(
                allowedHosts: configuration.allowedHosts, boundHost: configuration.host,
                openPaths: Set(assets.all.compactMap { assets.url(for: $0.name) })))
        let routeMethods = RouteMethodTable<EurekaRequestContext>()
        router.add(middleware: MethodNotAllowedMiddleware(table: routeMethods))
        if configuration.csrf.isEnabled {
            // A form whose token failed on a post from its own page comes back with what was
            // typed (FormPageResponder.recover), not as a page that loses it.
            let forms = formRoutes
            let server = self
            router.add(
                middleware: CSRFMiddleware(tokens: csrfTokens, configuration: configuration.csrf, limits: configuration.limits) { failure, request, context in
                    guard let route = forms.route(forPath: request.uri.path) else { return nil }
                    return try await FormWorkExecutor(lane: route.path).run {
                        try await FormPageResponder(route: route, server: server).recover(from: failure, request: request, context: context)
                    }
                })
        } else {
            router.add(middleware: FormBodyMiddleware(limits: configuration.limits))
        }
        router.addAssetRoutes(assets)
        try addRoutes(router, self)
        routeMethods.record(router.routes)
        return router
    }

    /// The Hummingbird application: the router above, bound to the configured host and port.
    ///
    /// ```swift
    /// let app = server.buildApplication { router, _ in router.get("/") { _, _ in "ok" } }
    /// try await app.test(.router) { client in … }
    /// ```
    public func buildApplication(addRoutes: (AppRouter, FormServer) throws -> Void) rethrows -> Application<RouterResponder<EurekaRequestContext>> {
        let router = try buildRouter(addRoutes: addRoutes)
        return Application(
            router: router,
            server: FormServerChannel.builder(
                configuration: HTTP1Channel.Configuration(
                    additionalChannelHandlers: [LingeringClose.channelHandler()], idleTimeout: configuration.idleTimeout.map(TimeAmount.init)),
                maximumBodyBytes: configuration.limits.maxBodyBytes),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port),
                serverName: configuration.serverName
            ),
            logger: configuration.logger
        )
    }

    /// Builds the application and runs it until SIGTERM or SIGINT, then shuts down gracefully:
    /// the listener closes and requests in flight are answered before the process exits, for
    /// at most `configuration.shutdownGracePeriod`; what is still running then is cancelled.
    ///
    /// ```swift
    /// try await FormServer(configuration: try .fromEnvironment()).run { router, server in … }
    /// ```
    public func run(addRoutes: (AppRouter, FormServer) throws -> Void) async throws {
        let app = try buildApplication(addRoutes: addRoutes)
        let shownHost = configuration.host.contains(":") && !configuration.host.hasPrefix("[") ? "[\(configuration.host)]" : configuration.host
        configuration.logger.info("Serving forms on http://\(shownHost):\(configuration.port)")
        if configuration.allowedHosts == .automatic, configuration.allowedHosts.takesAnyName(boundHost: configuration.host) {
            // Not chosen but fallen into: a page on another site whose name is pointed at this address is answered too.
            configuration.logger.warning(
                "Answering requests for any host name on \(shownHost): set EUREKA_ALLOWED_HOSTS (or --allowed-host) to the names this server is reached by, so that pages on other sites cannot reach it by DNS rebinding."
            )
        }
        var group = ServiceGroupConfiguration(
            services: [.init(service: app)], gracefulShutdownSignals: [.sigterm, .sigint], logger: configuration.logger)
        group.maximumGracefulShutdownDuration = configuration.shutdownGracePeriod
        // Cancelled work that still does not end (a handler ignoring cancellation) ends with the process.
        group.maximumCancellationDuration = .seconds(5)
        try await ServiceGroup(configuration: group).run()
    }
}
