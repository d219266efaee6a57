/// The one entry point for reading a submitted form: picks the parser from the content type,
/// applies the limits, and reports anything else as a ``FormBodyError``.
///
/// It is a pure function of its inputs (no I/O, no global state), so a fuzz target can call it
/// with raw bytes directly.
///
/// ```swift
/// let form = try FormBodyParser.parse(
///     body: buffer.readableBytesView,
///     contentType: request.headers[.contentType],
///     limits: limits
/// )
/// ```
public enum FormBodyParser {
    /// Parses `body` according to `contentType` (`application/x-www-form-urlencoded` or
    /// `multipart/form-data; boundary=…`). A missing content type with an empty body is an
    /// empty form; any other content type is ``FormBodyError/Code/unsupportedContentType``.
    ///
    /// ```swift
    /// let form = try FormBodyParser.parse(body: Array("a=1&b=2".utf8), contentType: "application/x-www-form-urlencoded")
    /// ```
    public static func parse(
        body: some Collection<UInt8>,
        contentType: String?,
        limits: FormBodyLimits = FormBodyLimits()
    ) throws(FormBodyError) -> PostedForm {
        guard let contentType else {
            if body.isEmpty { return PostedForm() }
            throw FormBodyError(
                code: .unsupportedContentType,
                message: "The request has a body but no Content-Type; forms are sent as application/x-www-form-urlencoded or multipart/form-data."
            )
        }
        let type = MediaTypeHeader(contentType)
        switch type.value {
        case "application/x-www-form-urlencoded":
            return try URLEncodedFormParser.parse(body, limits: limits)
        case "multipart/form-data":
            guard let boundary = type.parameter("boundary") else {
                throw FormBodyError(code: .missingBoundary, message: "The multipart/form-data content type has no boundary parameter.")
            }
            // Two boundaries make two readings of one body: a proxy taking the other would see
            // different fields from the ones this server reads.
            guard type.parameters.count(where: { $0.name == "boundary" }) == 1 else {
                throw FormBodyError(
                    code: .malformedMultipart, message: "The multipart/form-data content type names more than one boundary.")
            }
            return try MultipartFormParser.parse(body, boundary: boundary, limits: limits)
        default:
            throw FormBodyError(
                code: .unsupportedContentType,
                message: "The content type \"\(type.value)\" is not a form; forms are sent as application/x-www-form-urlencoded or multipart/form-data."
            )
        }
    }
}
