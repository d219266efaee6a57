import EurekaHTML
import Hummingbird

/// Refuses unsafe requests (POST, PUT, PATCH, DELETE) that fail CSRF protection, with a 403
/// page explaining what happened and a link back to the form.
///
/// In order, so a forged request costs as little as possible: the Fetch Metadata / Origin
/// check (headers only), then the body is read within the limits into
/// ``FormRequestContext/postedForm``, then the token (header first, else the hidden field) is
/// verified for the request's path.
///
/// A token that fails on a request the headers show came from this site's own page (an
/// expired form, a server whose secret changed) is the person's bad luck, not an attack: with
/// a ``recovery``, that request is answered by it instead (a form server re-renders the form
/// with what was posted and a fresh token, acting on nothing). Every other failure, and a
/// recovery that answers nil, gets the 403 page.
///
/// ```swift
/// let tokens = CSRFTokens(secret: secret)
/// router.add(middleware: CSRFMiddleware<EurekaRequestContext>(tokens: tokens))
/// // in the page: <input type="hidden" name="_csrf" value="\(tokens.issue(for: "/signup"))">
/// ```
public struct CSRFMiddleware<Context: FormRequestContext>: RouterMiddleware {
    /// The token signer.
    public let tokens: CSRFTokens
    /// Field, header and origin settings.
    public let configuration: CSRFConfiguration
    /// The limits the body is read within.
    public let limits: FormBodyLimits
    /// Answers a same-origin request whose token failed, or returns nil to refuse it.
    public let recovery: Recovery?

    /// An answer to a same-origin request whose token failed, instead of the 403 page: it must
    /// not act on the request, only show it back. Nil refuses the request as usual.
    public typealias Recovery = @Sendable (CSRFFailure, Request, Context) async throws -> Response?

    /// A middleware checking requests with `tokens` and `configuration`.
    ///
    /// ```swift
    /// CSRFMiddleware<EurekaRequestContext>(tokens: tokens, configuration: CSRFConfiguration(), limits: FormBodyLimits())
    /// ```
    public init(
        tokens: CSRFTokens, configuration: CSRFConfiguration = CSRFConfiguration(), limits: FormBodyLimits = FormBodyLimits(),
        recovery: Recovery? = nil
    ) {
        self.tokens = tokens
        self.configuration = configuration
        self.limits = limits
        self.recovery = recovery
    }

    /// Checks the request, then runs the chain.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard configuration.isEnabled, RequestOriginPolicy.isUnsafe(request.method) else {
            return try await next(request, context)
        }
        let path = request.uri.path
        do {
            try configuration.originPolicy.check(method: request.method, headers: request.headers, authority: request.head.authority)
        } catch {
            context.logger.notice("Refused a cross-site form submission", metadata: ["path": "\(path)", "reason": "\(error.code)"])
            throw Self.refusal(error, path: path)
        }
        // A JSON submission needs no token: a page on another site cannot send
        // `Content-Type: application/json` without a CORS preflight, which this server never
        // grants, and the origin check above has already refused cross-site requests. API
        // clients (curl, other services) send no Sec-Fetch-Site or Origin and pass.
        if JSONBodyReader.isJSON(request) { return try await next(request, context) }
        var request = request
        var context = context
        if context.postedForm == nil {
            context.postedForm = try await FormBodyReader.read(&request, limits: limits)
        }
        if request.headers[configuration.headerName] == nil, let posted = context.postedForm, Set(posted.values(for: configuration.fieldName)).count > 1 {
            // Which token counts would be a guess, and only a crafted request sends two.
            let failure = CSRFFailure(code: .repeatedToken, message: "The form carried two different security tokens.")
            context.logger.notice("Refused a form submission with two tokens", metadata: ["path": "\(path)"])
            throw Self.refusal(failure, path: path)
        }
        let token = request.headers[configuration.headerName] ?? context.postedForm?.first(configuration.fieldName)
        do {
            try tokens.verify(token, for: path)
        } catch {
            if let recovery, configuration.originPolicy.showsSameOrigin(headers: request.headers, authority: request.head.authority),
                let answer = try await recovery(error, request, context)
            {
                context.logger.notice("Showed a form back: its token failed", metadata: ["path": "\(path)", "reason": "\(error.code)"])
                return answer
            }
            context.logger.notice("Refused a form submission without a valid token", metadata: ["path": "\(path)", "reason": "\(error.code)"])
            throw Self.refusal(error, path: path)
        }
        return try await next(request, context)
    }

    static func refusal(_ failure: CSRFFailure, path: String) -> EurekaHTTPError {
        EurekaHTTPError(
            .forbidden,
            title: "Form submission refused",
            message: "\(failure.message) To protect you from forged submissions nothing was saved. Go back, reload the form and send it again.",
            backLink: path
        )
    }
}
