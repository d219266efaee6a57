import Hummingbird

/// Answers `405 Method Not Allowed`, with the `Allow` header HTTP requires, when a request's
/// path has routes but none for its method (a `PUT` to a form page, a `POST` to a page that only
/// shows); Hummingbird's router would answer 404.
///
/// It runs before CSRF protection and body reading, so such a request is told what the path
/// takes instead of being refused for a missing token, and its body is never read.
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

    /// Refuses a method the path does not take, otherwise runs the chain.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let allow = await table.refusal(of: request, context: context) {
            let readable = allow.split(separator: ",").contains { $0.drop { $0 == " " } == "GET" }
            throw EurekaHTTPError(
                .methodNotAllowed, title: "Not allowed here",
                message: "This address does not take \(request.method.rawValue) requests; it takes \(allow).",
                backLink: readable ? request.uri.path : "/", headers: [.allow: allow])
        }
        return try await next(request, context)
    }
}
