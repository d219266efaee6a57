import EurekaHTML
import Foundation
import HTTPTypes
import Hummingbird

/// An API answer in RFC 9457's `application/problem+json`: what went wrong with a JSON
/// submission, with each field's error when validation refused it.
///
/// ```swift
/// throw ProblemDetails(status: .badRequest, title: "JSON not understood", detail: "…")
/// ```
public struct ProblemDetails: Error, Sendable {
    /// The HTTP status.
    public var status: HTTPResponse.Status
    /// A short summary of the problem type.
    public var title: String
    /// What happened in this request.
    public var detail: String
    /// Each field's error (422 answers).
    public var errors: [WebFormSession.JSONFieldError]

    /// A problem.
    ///
    /// ```swift
    /// ProblemDetails(status: .unprocessableContent, title: "Invalid values", detail: "2 fields", errors: errors)
    /// ```
    public init(status: HTTPResponse.Status, title: String, detail: String, errors: [WebFormSession.JSONFieldError] = []) {
        self.status = status
        self.title = title
        self.detail = detail
        self.errors = errors
    }

    private struct Body: Encodable {
        var type = "about:blank"
        var title: String
        var status: Int
        var detail: String
        var errors: [WebFormSession.JSONFieldError]?
    }

    /// The answer: the status, `application/problem+json`, not cached.
    ///
    /// ```swift
    /// return try problem.response()
    /// ```
    public func response() throws -> Response {
        let body = Body(title: title, status: status.code, detail: detail, errors: errors.isEmpty ? nil : errors)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes = try encoder.encode(body)
        return Response(
            status: status, headers: [.contentType: "application/problem+json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
