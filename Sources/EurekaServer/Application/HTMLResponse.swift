import EurekaHTML
import Hummingbird

/// A response generator for a page written with `HTMLWriter`: `text/html; charset=utf-8`.
///
/// ```swift
/// router.get("/") { _, _ in
///     var html = HTMLWriter()
///     html.doctype()
///     html.element(.p, text: "Hello")
///     return HTMLResponse(html)
/// }
/// ```
public struct HTMLResponse: ResponseGenerator, Sendable {
    /// The page.
    public let bytes: [UInt8]
    /// The status (200 unless the page reports a problem, e.g. 422 for a form with errors).
    public let status: HTTPResponse.Status

    /// A response with the writer's bytes.
    ///
    /// ```swift
    /// HTMLResponse(html, status: .unprocessableContent)
    /// ```
    public init(_ writer: HTMLWriter, status: HTTPResponse.Status = .ok) {
        self.bytes = writer.bytes
        self.status = status
    }

    /// A response with ready bytes.
    ///
    /// ```swift
    /// HTMLResponse(bytes: page)
    /// ```
    public init(bytes: [UInt8], status: HTTPResponse.Status = .ok) {
        self.bytes = bytes
        self.status = status
    }

    /// The response.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes))
        )
    }
}
