import Eureka
import EurekaHTML
import Foundation
import Hummingbird

/// Reads a JSON submission: `application/json`, an object of values by tag in the shape
/// `exportValues()` writes, within the server's body limits and a nesting limit checked before
/// any decoding (a hostile body of ten thousand `[` must not reach a recursive decoder).
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
        let depth = nestingDepth(bytes)
        guard depth <= maximumDepth else {
            throw ProblemDetails(
                status: .badRequest, title: "JSON nested too deeply",
                detail: "The body nests arrays and objects \(depth) levels deep; at most \(maximumDepth) are accepted.")
        }
        let object: [String: FormValue]
        do {
            object = try JSONDecoder().decode([String: FormValue].self, from: Data(bytes))
        } catch {
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

    /// The deepest nesting of arrays and objects, counted over the bytes outside strings.
    static func nestingDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    private static func tooLarge(_ limits: FormBodyLimits) -> ProblemDetails {
        ProblemDetails(
            status: .contentTooLarge, title: "Body too large",
            detail: "The body is larger than the \(limits.maxBodyBytes) bytes accepted (FormBodyLimits.maxBodyBytes); nothing was saved.")
    }
}
