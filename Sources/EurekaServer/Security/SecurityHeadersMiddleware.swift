import Hummingbird

/// Adds ``SecurityHeaders`` to every response, error responses included. Put it first (outermost)
/// so nothing escapes it.
///
/// ```swift
/// router.add(middleware: SecurityHeadersMiddleware<EurekaRequestContext>(headers: .strict))
/// ```
public struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The headers added.
    public let headers: SecurityHeaders

    /// A middleware adding `headers`.
    ///
    /// ```swift
    /// SecurityHeadersMiddleware<EurekaRequestContext>()
    /// ```
    public init(headers: SecurityHeaders = .strict) {
        self.headers = headers
    }

    /// Runs the chain and adds the headers to whatever comes back.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            // Normally ErrorPageMiddleware (inside this one) has already made a page; this keeps
            // the headers on errors when it is not installed.
            response = try error.response(from: request, context: context)
        }
        headers.apply(to: &response.headers)
        return response
    }
}
