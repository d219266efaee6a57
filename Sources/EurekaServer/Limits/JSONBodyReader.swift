import Eureka
import EurekaHTML
import Hummingbird

/// Reads a JSON submission: `application/json`, an object of values by tag in the shape
/// `exportValues()` writes, within the server's body limits and a nesting limit enforced while
/// parsing (a hostile body of ten thousand `[` is refused at level 33, never recursed into).
public enum JSONBodyReader {
    /// How deeply arrays and objects may nest; a form's values need three levels at most.
    public static let maximumDepth = 32

    /// Whether the request carries JSON (`application/json`, parameters allowed).
    ///
    /// ```swift
    /// if JSONBodyReader.isJSON(request) { … }
    /// ```
    public static func isJSON(_ request: Request) -> Bool {
        guard let header = request.headers[.contentType] else { return false }
        return MediaTypeHeader(header).value == "application/json"
    }

    /// The body's values, or a problem (413, 400) to answer with.
    ///
    /// ```swift
    /// let values = try await JSONBodyReader.read(&request, limits: FormBodyLimits())
    /// ```
    public static func read(_ request: inout Request, limits: FormBodyLimits) async throws(ProblemDetails) -> FormValues {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limits.maxBodyBytes {
            throw tooLarge(limits)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limits.maxBodyBytes)
        } catch {
            throw tooLarge(limits)
        }
        return try decode(Array(buffer.readableBytesView), limits: limits)
    }

    /// Decodes a body already read (the checks of `read(_:limits:)` without the reading).
    ///
    /// ```swift
    /// let values = try JSONBodyReader.decode(Array(#"{"age": 36}"#.utf8), limits: FormBodyLimits())
    /// ```
    public static func decode(_ bytes: [UInt8], limits: FormBodyLimits) throws(ProblemDetails) -> FormValues {
        guard bytes.count <= limits.maxBodyBytes else { throw tooLarge(limits) }
        let parsed: FormValue
        do {
            parsed = try JSONValueParser.parse(bytes, maximumDepth: maximumDepth)
        } catch {
            if error.isTooDeep {
                throw ProblemDetails(
                    status: .badRequest, title: "JSON nested too deeply",
                    detail: "The body nests arrays and objects more than \(maximumDepth) levels deep (\(error)).")
            }
            throw ProblemDetails(status: .badRequest, title: "JSON not understood", detail: "The body is not JSON: \(error).")
        }
        guard case .object(let object) = parsed else {
            throw ProblemDetails(
                status: .badRequest, title: "JSON not understood",
                detail: "The body must be a JSON object of values by field tag, as the form's schema describes.")
        }
        guard object.count <= limits.maxFields else {
            throw ProblemDetails(
                status: .contentTooLarge, title: "Too many fields",
                detail: "The body has \(object.count) fields; at most \(limits.maxFields) are accepted (FormBodyLimits.maxFields).")
        }
        if let key = object.keys.first(where: { $0.utf8.count > limits.maxKeyBytes }) {
            throw ProblemDetails(
                status: .contentTooLarge, title: "Field name too long",
                detail: "A field name of \(key.utf8.count) bytes is longer than the \(limits.maxKeyBytes) accepted (FormBodyLimits.maxKeyBytes).")
        }
        return FormValues(object)
    }

    private static func tooLarge(_ limits: FormBodyLimits) -> ProblemDetails {
        ProblemDetails(
            status: .contentTooLarge, title: "Body too large",
            detail: "The body is larger than the \(limits.maxBodyBytes) bytes accepted (FormBodyLimits.maxBodyBytes); nothing was saved.")
    }
}
