import HTTPTypes
import Hummingbird
import Logging

/// Turns every error thrown below it into a small HTML page with the right status: the
/// middlewares' ``EurekaHTTPError``s as they are, Hummingbird's own errors (404, 405, 413…)
/// with a generic explanation, and anything else into a 500 page while the error itself goes to
/// the log only — never a stack trace or an internal message to the browser.
///
/// ```swift
/// router.add(middleware: ErrorPageMiddleware(stylesheetURL: assets.url(for: "eureka.css")))
/// ```
public struct ErrorPageMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The stylesheet error pages link, if any.
    public let stylesheetURL: String?

    /// A middleware rendering pages with `stylesheetURL`.
    ///
    /// ```swift
    /// ErrorPageMiddleware<EurekaRequestContext>()
    /// ```
    public init(stylesheetURL: String? = nil) {
        self.stylesheetURL = stylesheetURL
    }

    /// Runs the rest of the chain and answers its errors with pages — or, to a request whose
    /// body is JSON of any kind or whose `Accept` prefers JSON (an API client), with the same
    /// explanation as `application/problem+json` (see ``JSONBodyReader/answersInJSON(_:)``).
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            var response = try answer(error, to: request, context: context)
            // A body refused part-way is not read to its end: the connection closes instead.
            if Self.mayLeaveBodyUnread(response.status), Self.hasBody(request), let context = context as? any ConnectionStoppingContext {
                context.stopReadingConnection()
                response.headers[.connection] = "close"
            }
            return response
        }
    }

    /// Statuses that may answer a body before it was read whole: every error (too large, in a
    /// coding or character set not taken, not arriving whole, but also a 404 or 405 whose
    /// route never read it, which Hummingbird would otherwise read to its declared end).
    static func mayLeaveBodyUnread(_ status: HTTPResponse.Status) -> Bool {
        status.code >= 400
    }

    private static func hasBody(_ request: Request) -> Bool {
        request.headers[.transferEncoding] != nil || (request.headers[.contentLength].map { $0 != "0" } ?? false)
    }

    /// A request this server refused with a reason of its own (a body over a limit, a form not
    /// understood): the reason reached the visitor but not the operator, who saw nothing in the log.
    private static func logRefusal(_ status: HTTPResponse.Status, _ reason: String, request: Request, context: Context) {
        context.logger.notice(
            "Refused a request", metadata: ["status": "\(status.code)", "path": "\(request.uri.path)", "reason": "\(reason)"])
    }

    private func answer(_ error: any Error, to request: Request, context: Context) throws -> Response {
        do {
            throw error
        } catch let problem as ProblemDetails {
            Self.logRefusal(problem.status, problem.detail, request: request, context: context)
            return try problem.response()
        } catch let error as EurekaHTTPError {
            Self.logRefusal(error.status, error.message, request: request, context: context)
            if JSONBodyReader.answersInJSON(request) { return try problem(error.status, title: error.title, detail: error.message, headers: error.headers) }
            return error.response(stylesheetURL: stylesheetURL)
        } catch let error as any HTTPResponseError {
            // Keep the error's own headers (e.g. `Allow` on a 405) but not its body.
            let original = try? error.response(from: request, context: context)
            var headers = original?.headers ?? [:]
            headers[.contentLength] = nil
            headers[.contentType] = nil
            let (title, message) = Self.explanation(for: error.status)
            if JSONBodyReader.answersInJSON(request) { return try problem(error.status, title: title, detail: message, headers: headers) }
            return EurekaHTTPError(error.status, title: title, message: message, backLink: "/", headers: headers)
                .response(stylesheetURL: stylesheetURL)
        } catch {
            context.logger.error("Request failed", metadata: ["error": "\(String(reflecting: error))", "path": "\(request.uri.path)"])
            let (title, message) = Self.explanation(for: .internalServerError)
            if JSONBodyReader.answersInJSON(request) { return try problem(.internalServerError, title: title, detail: message, headers: [:]) }
            return EurekaHTTPError(.internalServerError, title: title, message: message, backLink: "/")
                .response(stylesheetURL: stylesheetURL)
        }
    }

    private func problem(_ status: HTTPResponse.Status, title: String, detail: String, headers: HTTPFields) throws -> Response {
        var response = try ProblemDetails(status: status, title: title, detail: detail).response()
        for field in headers where response.headers[field.name] == nil { response.headers.append(field) }
        return response
    }

    /// What to tell people for a status that came without an explanation of ours.
    static func explanation(for status: HTTPResponse.Status) -> (title: String, message: String) {
        switch status.code {
        case 400: ("Request not understood", "The browser sent a request this site could not understand.")
        case 403: ("Not allowed", "This request is not allowed.")
        case 404: ("Page not found", "There is nothing at this address. It may have moved, or the link may be mistyped.")
        case 405: ("Not allowed here", "This address does not accept that kind of request.")
        case 413: ("Too large", "The request is larger than this site accepts.")
        case 415: ("Unsupported content", "This site accepts forms only as ordinary web form submissions.")
        case 500..<600: ("Something went wrong", "Something went wrong on our side. Nothing you did caused it; please try again in a moment.")
        default: (status.reasonPhrase, "The request could not be completed (\(status.code) \(status.reasonPhrase)).")
        }
    }
}
