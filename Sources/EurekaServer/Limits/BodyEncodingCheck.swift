import EurekaHTML
import HTTPTypes
import Hummingbird

/// What a request says about how its body is encoded, checked before the body is read: bodies
/// are read as UTF-8 bytes as they arrive, so a body declared compressed (`Content-Encoding`),
/// sent in a transfer coding other than chunked, or declared in a character set other than
/// UTF-8 would be read as something it is not: a Latin-1 "é" saved as "Ã©", a gzip body
/// reported as malformed. Such a request is refused with a status that says which.
///
/// ```swift
/// if let refusal = BodyEncodingCheck.refusal(for: request) { throw refusal.page(backLink: path) }
/// ```
struct BodyEncodingCheck: Equatable {
    /// 415 for a content coding or character set, 501 for a transfer coding (RFC 9112 §6.1).
    let status: HTTPResponse.Status
    /// A short heading.
    let title: String
    /// What was wrong and what to send instead.
    let message: String

    /// Why `request`'s body cannot be read as sent, or nil when it can. `readsJSON` words the
    /// character set's message for JSON (RFC 8259 asks for UTF-8).
    static func refusal(for request: Request, readsJSON: Bool = false) -> BodyEncodingCheck? {
        refusal(
            contentEncoding: request.headers[values: .contentEncoding], transferEncoding: request.headers[values: .transferEncoding],
            contentType: request.headers[.contentType], readsJSON: readsJSON)
    }

    /// The check on the header values themselves.
    static func refusal(contentEncoding: [String], transferEncoding: [String], contentType: String?, readsJSON: Bool = false) -> BodyEncodingCheck? {
        let contentCodings = codings(in: contentEncoding).filter { $0 != "identity" }
        if let coding = contentCodings.first {
            return BodyEncodingCheck(
                status: .unsupportedMediaType, title: "Compressed body not accepted",
                message: "The body is sent with Content-Encoding: \(coding.prefix(40)), and this server reads bodies only as they are, "
                    + "uncompressed. Send it without a Content-Encoding; nothing was saved.")
        }
        if let coding = codings(in: transferEncoding).first(where: { $0 != "chunked" }) {
            return BodyEncodingCheck(
                status: .notImplemented, title: "Transfer coding not supported",
                message: "The body is sent with Transfer-Encoding: \(coding.prefix(40)); this server understands only chunked. "
                    + "Nothing was saved.")
        }
        if let type = contentType, let charset = MediaTypeHeader(type).parameter("charset"),
            !["utf-8", "utf8", "us-ascii"].contains(charset.lowercased())
        {
            let reading = readsJSON ? "JSON is read only as UTF-8 (RFC 8259)" : "forms are read only as UTF-8, as every page here is written"
            return BodyEncodingCheck(
                status: .unsupportedMediaType, title: "Unsupported character set",
                message: "The body is declared as charset=\(charset.prefix(40)), but \(reading); "
                    + "send it as UTF-8, with charset=utf-8 or no charset. Nothing was saved.")
        }
        return nil
    }

    /// The codings a header lists, lowercased, in order ("gzip, chunked" is two).
    private static func codings(in values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
    }

    /// The refusal as the error page a form post gets.
    func page(backLink: String) -> EurekaHTTPError {
        EurekaHTTPError(status, title: title, message: message, backLink: backLink)
    }

    /// The refusal as the problem document a JSON client gets.
    var problem: ProblemDetails {
        ProblemDetails(status: status, title: title, detail: message)
    }
}
