import Hummingbird

/// Answers `405 Method Not Allowed`, with the `Allow` header HTTP requires, when a request's
/// path has routes but none for its method (a `PUT` to a form page, a `POST` to a page that only
/// shows), where Hummingbird's router would answer 404; and 404 to any method when no route has
/// the path at all.
///
/// It runs before CSRF protection and body reading, so such a request is told what the path
/// takes, or that nothing is there, instead of being refused for a missing token, and its body
/// is never read.
/// ``FormServer/buildRouter(addRoutes:)`` installs it and fills its table once the app's
/// routes are added.
///
/// ```swift
/// let table = RouteMethodTable<EurekaRequestContext>()
/// router.add(middleware: MethodNotAllowedMiddleware(table: table))
/// ```
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The methods of every path, recorded after the routes are added.
    let table: RouteMethodTable<Context>

    /// Refuses a method the path does not take, and any request to a path no route has,
    /// otherwise runs the chain.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        switch await table.verdict(on: request, context: context) {
        case .allowed:
            return try await next(request, context)
        case .unknownPath:
            // Before CSRF protection: a post to a mistyped address is a 404, not a refused token.
            throw HTTPError(.notFound)
        case .methodNotAllowed(let allow):
            let readable = allow.split(separator: ",").contains { $0.drop { $0 == " " } == "GET" }
            throw EurekaHTTPError(
                .methodNotAllowed, title: "Not allowed here",
                message: "This address does not take \(request.method.rawValue) requests; it takes \(allow).",
                backLink: readable ? request.uri.path : "/", headers: [.allow: allow])
        }
    }
}
