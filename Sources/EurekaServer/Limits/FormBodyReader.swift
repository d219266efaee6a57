import EurekaHTML
import Hummingbird

/// Reads and parses a request's form body within `FormBodyLimits`, turning every refusal
/// into an ``EurekaHTTPError`` page: 413 for a body or part over a limit (checked against
/// `Content-Length` first, then while collecting the bytes), 415 for a body that is not a form
/// or is compressed or in a character set other than UTF-8, 501 for a transfer coding other
/// than chunked, 400 for a malformed one or one that did not arrive whole (cut short, badly
/// chunked).
///
/// ```swift
/// var request = request
/// let form = try await FormBodyReader.read(&request, limits: limits)
/// ```
public enum FormBodyReader {
    /// Collects at most `limits.maxBodyBytes` of `request`'s body and parses it.
    ///
    /// ```swift
    /// let form = try await FormBodyReader.read(&request, limits: FormBodyLimits(maxBodyBytes: 64 * 1024))
    /// ```
    public static func read(_ request: inout Request, limits: FormBodyLimits) async throws -> PostedForm {
        let backLink = request.uri.path
        if let refusal = BodyEncodingCheck.codingRefusal(for: request) { throw refusal.page(backLink: backLink) }
        if let declared = DeclaredBodyLength(of: request), declared.exceeds(limits.maxBodyBytes) {
            // A body a little over the limit is read and dropped, so the client (a browser that
            // is still sending) gets the 413 page instead of a connection reset; a body far
            // over it is refused without reading another byte.
            if let count = declared.count, count <= drainAllowance(limits) { await discardBody(of: request, upTo: count) }
            throw tooLarge(.bodyTooLarge(limit: limits.maxBodyBytes, actual: declared.count), backLink: backLink)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limits.maxBodyBytes)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            // The stream went past the limit without (or despite) a Content-Length.
            throw tooLarge(.bodyTooLarge(limit: limits.maxBodyBytes, actual: nil), backLink: backLink)
        } catch {
            // The body stopped short of its Content-Length, its chunks were malformed, or the
            // client went away: the client's doing, never a 500 (nor an error in the log).
            throw EurekaHTTPError(
                .badRequest, title: "Form not received whole",
                message: "The form's data did not arrive whole, so nothing was saved. Please submit it again.",
                backLink: backLink)
        }
        // Checked once read: a body of plain ASCII reads the same in any character set it declares.
        if let refusal = BodyEncodingCheck.charsetRefusal(for: request, body: buffer.readableBytesView) {
            throw refusal.page(backLink: backLink)
        }
        do {
            return try FormBodyParser.parse(body: buffer.readableBytesView, contentType: request.headers[.contentType], limits: limits)
        } catch {
            if error.isLimitExceeded { throw tooLarge(error, backLink: backLink) }
            if error.code == .unsupportedContentType {
                // The parser knows only page bodies; a mounted form's JSON API is the server's.
                let type = request.headers[.contentType].map { MediaTypeHeader($0).value } ?? ""
                let message =
                    JSONBodyReader.isJSONMediaType(type)
                    ? "The body is sent as \(type.prefix(80)); a mounted form reads JSON values only when they are sent as application/json."
                    : error.message + " A mounted form also takes its values as JSON, sent as application/json."
                throw EurekaHTTPError(.unsupportedMediaType, title: "Not a form submission", message: message, backLink: backLink)
            }
            throw EurekaHTTPError(.badRequest, title: "Form not understood", message: "Nothing was saved. \(error.message)", backLink: backLink)
        }
    }

    /// How many bytes of a refused body are worth reading to answer politely: twice the
    /// limit, and never more than 8 MiB.
    static func drainAllowance(_ limits: FormBodyLimits) -> Int {
        limits.maxBodyBytes >= 4 << 20 ? 8 << 20 : limits.maxBodyBytes * 2
    }

    private static func discardBody(of request: Request, upTo allowance: Int) async {
        var seen = 0
        do {
            for try await chunk in request.body {
                seen += chunk.readableBytes
                if seen > allowance { return }
            }
        } catch {
            // The client went away: nothing more to read, and the refusal stands.
        }
    }

    /// The 413 page: what happened in plain words, and how to get back to what was typed. The
    /// form page is still in the browser's history with the person's text in it (Back shows it
    /// again); the page's link opens the form afresh, so it says so rather than "Go back".
    private static func tooLarge(_ error: FormBodyError, backLink: String) -> EurekaHTTPError {
        let advice =
            switch error.code {
            case .fileTooLarge: " Choose a smaller file, then send the form again."
            case .bodyTooLarge: " Shorten the longest texts or leave out a file, then send the form again."
            case .tooManyFields: " Remove some of the rows you added, then send the form again."
            default: ""
            }
        return EurekaHTTPError(
            .contentTooLarge, title: "Form too large",
            message: "Nothing was saved. \(error.message) Use your browser’s Back button to return to the form with what you "
                + "typed still in it.\(advice)",
            backLink: backLink, backLinkLabel: "Open the form again, empty"
        )
    }
}
