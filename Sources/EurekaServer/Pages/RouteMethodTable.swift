import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization

/// The methods each of a router's paths answers, for ``MethodNotAllowedMiddleware``.
///
/// Filled once the app's routes are known (after the middlewares, which Hummingbird needs
/// first). Paths are matched by a second router holding the same path patterns, so
/// `/examples/{name}` or a wildcard matches exactly as it does for the real routes.
///
/// ```swift
/// let table = RouteMethodTable<EurekaRequestContext>()
/// router.add(middleware: MethodNotAllowedMiddleware(table: table))
/// try addRoutes(router, server)
/// table.record(router.routes)
/// ```
final class RouteMethodTable<Context: RequestContext>: Sendable {
    /// Answers a path, asked as a GET, with its methods in `Allow`; nil until recorded.
    private let lookup = Mutex<RouterResponder<Context>?>(nil)

    /// Records `routes`; a route answering GET also answers HEAD, as the form server's router
    /// generates them.
    func record(_ routes: [Router<Context>.RouteDescription]) {
        var methodsByPath: [String: (path: RouterPath, methods: Set<String>)] = [:]
        for route in routes {
            methodsByPath[route.path.description, default: (route.path, [])].methods.insert(route.method.rawValue)
        }
        let router = Router(context: Context.self)
        for (path, methods) in methodsByPath.values {
            var allowed = methods
            if allowed.contains(HTTPRequest.Method.get.rawValue) { allowed.insert(HTTPRequest.Method.head.rawValue) }
            let allow = allowed.sorted().joined(separator: ", ")
            router.get(path) { _, _ in Response(status: .noContent, headers: [.allow: allow]) }
        }
        let responder = router.buildResponder()
        lookup.withLock { $0 = responder }
    }

    /// What the app's routes say of `request`'s method and path: allowed, a path that takes
    /// other methods (with its `Allow` value), or a path with no routes at all; `.allowed`
    /// until the routes are recorded.
    func verdict(on request: Request, context: Context) async -> RouteVerdict {
        guard let responder = lookup.withLock({ $0 }) else { return .allowed }
        var head = request.head
        head.method = .get
        let probe = Request(head: head, body: RequestBody(buffer: ByteBuffer()))
        guard let answer = try? await responder.respond(to: probe, context: context), answer.status == .noContent,
            let allow = answer.headers[.allow]
        else { return .unknownPath }
        let isAllowed = allow.split(separator: ",").contains { $0.drop { $0 == " " } == request.method.rawValue }
        return isAllowed ? .allowed : .methodNotAllowed(allow: allow)
    }
}

/// What ``RouteMethodTable`` says of a request before any route or middleware reads it.
enum RouteVerdict: Equatable, Sendable {
    /// A route takes the request's method at its path.
    case allowed
    /// The path has routes, none for the request's method; `allow` lists the ones it takes.
    case methodNotAllowed(allow: String)
    /// No route has this path, whatever the method.
    case unknownPath
}
