import EurekaHTML
import HTTPTypes
import Hummingbird

/// An HTTP error answered with a small HTML page that says what happened and links back;
/// thrown by the middlewares and usable by route handlers.
///
/// ```swift
/// throw EurekaHTTPError(.notFound, title: "No such form", message: "There is no form called “\(name)”.", backLink: "/")
/// ```
public struct EurekaHTTPError: HTTPResponseError, Sendable {
    /// The status code.
    public let status: HTTPResponse.Status
    /// The page's heading.
    public let title: String
    /// The explanation, in a sentence or two, for the person who sees it.
    public let message: String
    /// Where the link under the message goes (a same-site path), or nil for the home page.
    public let backLink: String?
    /// The link's text: "Go back" unless the page says otherwise (see ``ErrorPage/backLinkLabel``).
    public let backLinkLabel: String
    /// Extra response headers.
    public let headers: HTTPFields

    /// An error page.
    ///
    /// ```swift
    /// EurekaHTTPError(.badRequest, title: "Form not understood", message: error.message, backLink: request.uri.path)
    /// ```
    public init(
        _ status: HTTPResponse.Status, title: String, message: String, backLink: String? = nil, backLinkLabel: String = "Go back",
        headers: HTTPFields = [:]
    ) {
        self.status = status
        self.title = title
        self.message = message
        self.backLink = backLink
        self.backLinkLabel = backLinkLabel
        self.headers = headers
    }

    /// Renders the page (without a stylesheet; ``ErrorPageMiddleware`` adds one).
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        response(stylesheetURL: nil)
    }

    /// Renders the page with the given stylesheet.
    ///
    /// ```swift
    /// error.response(stylesheetURL: assets.url(for: "eureka.css"))
    /// ```
    public func response(stylesheetURL: String?) -> Response {
        let page = ErrorPage(
            status: status, title: title, message: message, backLink: backLink, backLinkLabel: backLinkLabel, stylesheetURL: stylesheetURL)
        var headers = self.headers
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: page.render())))
    }
}
