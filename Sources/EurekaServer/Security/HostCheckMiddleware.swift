import HTTPTypes
import Hummingbird

/// Refuses a request whose `Host` names a site this server is not (see ``AllowedHosts``), and
/// one with more than one `Host`, which HTTP/1.1 forbids (which one would a proxy have used?).
///
/// An empty `Host` is refused too: that is how ``FormServer`` hands on an HTTP/1.1 request
/// that named no host, which RFC 9112 answers with a 400. A request with no `Host` at all (an
/// HTTP/1.0 one, or one made in a router test) passes. So do GETs of `openPaths` (the static
/// assets' URLs): they hold nothing a rebound page could use, and the refusal page needs its
/// stylesheet.
///
/// ```swift
/// router.add(middleware: HostCheckMiddleware<EurekaRequestContext>(allowedHosts: .automatic, boundHost: "127.0.0.1"))
/// ```
public struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The names taken.
    public let allowedHosts: AllowedHosts
    /// The address the server listens on (it decides what ``AllowedHosts/automatic`` takes).
    public let boundHost: String
    /// Paths answered to a GET whatever the name (the static assets' URLs, exactly).
    public let openPaths: Set<String>
    /// `allowedHosts` for `boundHost`, worked out once rather than per request.
    private let rule: AllowedHosts

    /// A middleware taking `allowedHosts` for a server listening on `boundHost`.
    ///
    /// ```swift
    /// HostCheckMiddleware<EurekaRequestContext>(allowedHosts: .only(["forms.example.com"]), boundHost: "0.0.0.0")
    /// ```
    public init(allowedHosts: AllowedHosts, boundHost: String, openPaths: Set<String> = []) {
        self.allowedHosts = allowedHosts
        self.boundHost = boundHost
        self.rule = allowedHosts.resolved(boundHost: boundHost)
        self.openPaths = openPaths
    }

    /// Passes the request on, or throws a 400 page naming the problem.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // HTTPTypes keeps the first `Host` as the authority and any further one as a field.
        if request.headers[hostField] != nil {
            // Its connection is not to be trusted with another request either.
            (context as? any ConnectionStoppingContext)?.stopReadingConnection()
            throw EurekaHTTPError(
                .badRequest, title: "More than one Host",
                message: "The request named its host more than once, so it cannot be known which site it was meant for.",
                headers: [.connection: "close"])
        }
        if request.head.authority?.isEmpty == true {
            throw EurekaHTTPError(
                .badRequest, title: "No host named",
                message: "The request did not say which site it was for: an HTTP/1.1 request needs a Host field naming it.")
        }
        if request.method == .get || request.method == .head, openPaths.contains(request.uri.path) {
            return try await next(request, context)
        }
        if let authority = request.head.authority, !rule.allows(authority: authority) {
            throw EurekaHTTPError(
                .badRequest, title: "Unknown host",
                message:
                    "This server does not answer to the name “\(authority)”. If you typed the address, use the name the server was set up with; "
                    + "if this server should answer to it, add it to its allowed hosts (EUREKA_ALLOWED_HOSTS).")
        }
        return try await next(request, context)
    }
}

/// `Host` as a field name (HTTPTypes hides its own, the authority standing in for it).
private let hostField = HTTPField.Name("Host")!
