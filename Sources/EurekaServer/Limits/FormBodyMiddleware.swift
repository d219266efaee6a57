import EurekaHTML
import Hummingbird

/// Parses the form body of every unsafe request (POST, PUT, PATCH, DELETE) into
/// ``FormRequestContext/postedForm``, within the limits; refusals become 400/413/415 pages.
///
/// ``CSRFMiddleware`` parses the body itself (it needs the token), so this one is only needed on
/// routers without CSRF protection; it does nothing when the form was already read.
///
/// ```swift
/// router.add(middleware: FormBodyMiddleware<EurekaRequestContext>(limits: FormBodyLimits(maxFields: 50)))
/// ```
public struct FormBodyMiddleware<Context: FormRequestContext>: RouterMiddleware {
    /// The limits applied.
    public let limits: FormBodyLimits

    /// A middleware applying `limits`.
    ///
    /// ```swift
    /// FormBodyMiddleware<EurekaRequestContext>()
    /// ```
    public init(limits: FormBodyLimits = FormBodyLimits()) {
        self.limits = limits
    }

    /// Reads the form, then runs the chain.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // A JSON submission is read by the form's own route, which answers in JSON.
        guard RequestOriginPolicy.isUnsafe(request.method), context.postedForm == nil, !JSONBodyReader.isJSON(request) else {
            return try await next(request, context)
        }
        var request = request
        var context = context
        context.postedForm = try await FormBodyReader.read(&request, limits: limits)
        return try await next(request, context)
    }
}
