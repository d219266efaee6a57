import Eureka
import EurekaHTML
import Hummingbird

/// Reads a JSON submission: `application/json` in UTF-8 (another charset is a 415, a leading
/// byte-order mark is skipped), an object of values by tag in the shape
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

    /// Whether errors should be answered as `application/problem+json` rather than as a page:
    /// the body is JSON of any kind (`application/json`, `text/json`, any `+json` type such as
    /// `application/vnd.api+json`), or `Accept` ranks a JSON type above HTML. Wildcards count
    /// for neither, so a browser (`text/html,…,*/*;q=0.8`) and curl (`*/*`) get pages.
    ///
    /// ```swift
    /// if JSONBodyReader.answersInJSON(request) { return try problem.response() }
    /// ```
    public static func answersInJSON(_ request: Request) -> Bool {
        if let header = request.headers[.contentType], isJSONMediaType(MediaTypeHeader(header).value) { return true }
        var json = 0.0
        var html = 0.0
        for accept in request.headers[values: .accept] {
            for range in accept.split(separator: ",") {
                let type = MediaTypeHeader(range)
                // RFC 9110 §12.4.2: a weight from 0 to 1; one that does not read counts as 1.
                let weight = type.parameter("q").flatMap(Double.init).map { min(max($0, 0), 1) } ?? 1
                if isJSONMediaType(type.value) { json = max(json, weight) }
                if type.value == "text/html" || type.value == "application/xhtml+xml" { html = max(html, weight) }
            }
        }
        return json > 0 && json > html
    }

    /// Whether `type` (lowercased, without parameters) is JSON: `application/json`, the older
    /// `text/json`, or a structured type with the `+json` suffix (RFC 6839).
    static func isJSONMediaType(_ type: String) -> Bool {
        type == "application/json" || type == "text/json" || (type.hasSuffix("+json") && type.contains("/"))
    }

    /// The body's values, or a problem (415, 501, 413, 400) to answer with: 415 for a charset
    /// other than UTF-8 or a compressed body, 501 for a transfer coding other than chunked, 413 over a limit of the whole body (size, fields, a name), 400 for a
    /// body that is not JSON, nests too deeply, or did not arrive whole. Each string over
    /// `FormBodyLimits.maxValueBytes` is set aside as its field's error (see ``JSONBody``).
    ///
    /// ```swift
    /// let values = try await JSONBodyReader.read(&request, limits: FormBodyLimits())
    /// ```
    public static func read(_ request: inout Request, limits: FormBodyLimits) async throws(ProblemDetails) -> JSONBody {
        // RFC 8259 §8.1: JSON exchanged between systems is UTF-8; reading Latin-1 or UTF-16 as
        // UTF-8 would fail somewhere in the middle with a message about a byte.
        if let refusal = BodyEncodingCheck.codingRefusal(for: request) ?? BodyEncodingCheck.charsetRefusal(for: request, readsJSON: true) {
            throw refusal.problem
        }
        if let declared = DeclaredBodyLength(of: request), declared.exceeds(limits.maxBodyBytes) {
            throw tooLarge(limits, actual: declared.count)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limits.maxBodyBytes)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw tooLarge(limits, actual: nil)
        } catch {
            // Cut short of its Content-Length, badly chunked, or abandoned: not "too large".
            throw ProblemDetails(
                status: .badRequest, title: "Body not received whole",
                detail: "The body did not arrive whole (it ended early or its chunks were malformed); nothing was saved.")
        }
        return try decode(Array(buffer.readableBytesView), limits: limits)
    }

    /// Decodes a body already read (the checks of `read(_:limits:)` without the reading).
    ///
    /// ```swift
    /// let body = try JSONBodyReader.decode(Array(#"{"age": 36}"#.utf8), limits: FormBodyLimits())
    /// ```
    public static func decode(_ bytes: [UInt8], limits: FormBodyLimits) throws(ProblemDetails) -> JSONBody {
        guard bytes.count <= limits.maxBodyBytes else { throw tooLarge(limits, actual: bytes.count) }
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
        var count = 0
        var values = object
        var refused: [WebFormSession.RefusedJSONValue] = []
        for (key, value) in object {
            try checkSize(ofName: key, limits: limits)
            var tooLong: [WebFormSession.JSONFieldError] = []
            try checkSizes(of: value, path: key, limits: limits, count: &count, tooLong: &tooLong)
            // The body as a whole is within its limits: an over-long text is its field's error
            // (a 422 with the others), and its row takes the text's start, as a page's field
            // holds it, so the rows around it are judged as the page judges them.
            guard !tooLong.isEmpty else { continue }
            values[key] = cuttingTexts(of: value, to: limits.maxValueBytes)
            refused += tooLong.map { WebFormSession.RefusedJSONValue(key: key, error: $0) }
        }
        refused.sort { JSONPath.precedes($0.error.tag ?? "", $1.error.tag ?? "") }
        return JSONBody(values: FormValues(values), oversizedTexts: refused)
    }

    /// Holds a body to the limits a form body is held to: every value counts as a field (an
    /// array of three choices is three, as a browser would post them), every name at any level
    /// is a field name, and every string a value — so a JSON body can carry no more than the
    /// same form posted as a page. Strings over the value limit are collected in `tooLong`
    /// (path `tag`, `tag[2]`, `tag.key`); the other limits refuse the body at once.
    private static func checkSizes(
        of object: [String: FormValue], path: String, limits: FormBodyLimits, count: inout Int,
        tooLong: inout [WebFormSession.JSONFieldError]
    ) throws(ProblemDetails) {
        for (key, value) in object {
            try checkSize(ofName: key, limits: limits)
            try checkSizes(of: value, path: path + "." + key, limits: limits, count: &count, tooLong: &tooLong)
        }
    }

    /// `value` with every text over `limit` bytes cut to its start (see
    /// `PostedForm.OversizedValue.keptStart(of:limit:)`), at any depth.
    private static func cuttingTexts(of value: FormValue, to limit: Int) -> FormValue {
        switch value {
        case .string(let text): .string(PostedForm.OversizedValue.keptStart(of: text, limit: limit))
        case .array(let elements): .array(elements.map { cuttingTexts(of: $0, to: limit) })
        case .object(let object): .object(object.mapValues { cuttingTexts(of: $0, to: limit) })
        case .null, .bool, .int, .double, .date: value
        }
    }

    private static func checkSize(ofName key: String, limits: FormBodyLimits) throws(ProblemDetails) {
        guard key.utf8.count <= limits.maxKeyBytes else {
            throw ProblemDetails(
                status: .contentTooLarge, title: "Field name too long",
                detail: "A field name is \(NumberWording.grouped(key.utf8.count)) bytes long; at most "
                    + "\(NumberWording.grouped(limits.maxKeyBytes)) can be sent. Nothing was saved.")
        }
    }

    private static func checkSizes(
        of value: FormValue, path: String, limits: FormBodyLimits, count: inout Int, tooLong: inout [WebFormSession.JSONFieldError]
    ) throws(ProblemDetails) {
        switch value {
        case .array(let elements):
            if elements.isEmpty { try countField(&count, limits: limits) }
            for (index, element) in elements.enumerated() {
                try checkSizes(of: element, path: "\(path)[\(index)]", limits: limits, count: &count, tooLong: &tooLong)
            }
        case .object(let object):
            if object.isEmpty { try countField(&count, limits: limits) }
            try checkSizes(of: object, path: path, limits: limits, count: &count, tooLong: &tooLong)
        case .string(let text):
            try countField(&count, limits: limits)
            if text.utf8.count > limits.maxValueBytes {
                let message = PostedForm.OversizedValue.problem(byteCount: text.utf8.count, limit: limits.maxValueBytes)
                tooLong.append(WebFormSession.JSONFieldError(tag: path, rule: FormBodyError.Code.valueTooLong.rawValue, message: message))
            }
        case .null, .bool, .int, .double, .date:
            try countField(&count, limits: limits)
        }
    }

    private static func countField(_ count: inout Int, limits: FormBodyLimits) throws(ProblemDetails) {
        count += 1
        guard count <= limits.maxFields else {
            throw ProblemDetails(
                status: .contentTooLarge, title: "Too many fields",
                detail: FormBodyError.tooManyFields(limit: limits.maxFields, actual: count).message
                    + " Each element of a list counts as one. Nothing was saved.")
        }
    }

    private static func tooLarge(_ limits: FormBodyLimits, actual: Int?) -> ProblemDetails {
        ProblemDetails(
            status: .contentTooLarge, title: "Body too large",
            detail: FormBodyError.bodyTooLarge(limit: limits.maxBodyBytes, actual: actual).message + " Nothing was saved.")
    }
}
