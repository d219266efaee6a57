import EurekaHTML
import HTTPTypes
import Hummingbird
import NIOCore

/// What a request says about how its body is encoded. Bodies are read as the UTF-8 bytes that
/// arrive, so a body declared compressed (`Content-Encoding`), sent in a transfer coding other
/// than chunked, or declared in a character set other than UTF-8 would be read as something it
/// is not: a Latin-1 "é" saved as another text, a gzip body reported as malformed. Such a
/// request is refused with a status that says which header did it.
///
/// ```swift
/// if let refusal = BodyEncodingCheck.codingRefusal(for: request) { throw refusal.page(backLink: path) }
/// ```
struct BodyEncodingCheck: Equatable {
    /// 415 for a content coding or character set, 501 for a transfer coding (RFC 9112 §6.1).
    let status: HTTPResponse.Status
    /// A short heading.
    let title: String
    /// What was wrong and what to send instead.
    let message: String

    /// Why `request`'s body cannot be read at all as sent (compressed, or in a transfer coding
    /// other than chunked), or nil; checked before the body is read.
    static func codingRefusal(for request: Request) -> BodyEncodingCheck? {
        codingRefusal(contentEncoding: request.headers[values: .contentEncoding], transferEncoding: request.headers[values: .transferEncoding])
    }

    /// The check on the two headers' values.
    static func codingRefusal(contentEncoding: [String], transferEncoding: [String]) -> BodyEncodingCheck? {
        if let coding = codings(in: contentEncoding).first(where: { $0 != "identity" }) {
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
        return nil
    }

    /// Why `request`'s body cannot be read in the character set it declares, or nil. JSON
    /// (`readsJSON`) is UTF-8 by definition (RFC 8259) and is checked before it is read; a form
    /// body is checked once read (`body`), and one of plain ASCII (no byte or percent escape
    /// above 0x7F) reads the same in any ASCII character set, so passes whatever it declares
    /// (Java's form encoder labels every body ISO-8859-1).
    static func charsetRefusal(for request: Request, readsJSON: Bool = false, body: ByteBufferView? = nil) -> BodyEncodingCheck? {
        guard let type = request.headers[.contentType], let charset = MediaTypeHeader(type).parameter("charset"),
            !["utf-8", "utf8", "us-ascii"].contains(charset.lowercased()), !(body.map(isPlainASCII) ?? false)
        else { return nil }
        let reading = readsJSON ? "JSON is read only as UTF-8 (RFC 8259)" : "forms are read only as UTF-8, as every page here is written"
        return BodyEncodingCheck(
            status: .unsupportedMediaType, title: "Unsupported character set",
            message: "The body is declared as charset=\(charset.prefix(40)), but \(reading); "
                + "send it as UTF-8, with charset=utf-8 or no charset. Nothing was saved.")
    }

    /// Whether `body` holds no byte above 0x7F, written or percent-escaped.
    static func isPlainASCII(_ body: ByteBufferView) -> Bool {
        var iterator = body.makeIterator()
        while let byte = iterator.next() {
            if byte >= 0x80 { return false }
            guard byte == UInt8(ascii: "%"), let high = iterator.next() else { continue }
            // "%8…" to "%F…" escape a byte above 0x7F, whatever the second digit.
            if high >= 0x80 || (UInt8(ascii: "8")...UInt8(ascii: "9")).contains(high) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(high & ~0x20) {
                return false
            }
        }
        return true
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
