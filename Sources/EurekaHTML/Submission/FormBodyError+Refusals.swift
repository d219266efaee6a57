// The refusals the parsers and servers give, each worded once: the message says in plain words
// what was sent and what is accepted, with grouped numbers; the property it is about is in
// `limitName` and `description`, for developers, never in the message people read.
extension FormBodyError {
    /// A body over ``FormBodyLimits/maxBodyBytes``: `actual` is its size when known (a
    /// `Content-Length`, or a body read whole), nil when the stream simply went past the limit.
    ///
    /// ```swift
    /// FormBodyError.bodyTooLarge(limit: 1 << 20, actual: 1_500_000).message
    /// // "The form is 1,500,000 bytes; at most 1,048,576 bytes (1 MB) can be sent."
    /// ```
    public static func bodyTooLarge(limit: Int, actual: Int?) -> FormBodyError {
        let message =
            actual.map { "The form is \(NumberWording.grouped($0)) bytes; at most \(NumberWording.bytes(limit)) can be sent." }
            ?? "The form is larger than \(NumberWording.bytes(limit)), the most that can be sent."
        return FormBodyError(code: .bodyTooLarge, message: message, limit: limit, actual: actual ?? limit + 1)
    }

    /// More fields than ``FormBodyLimits/maxFields``; `actual` is the count when the reader
    /// stopped (at least `limit + 1`).
    ///
    /// ```swift
    /// FormBodyError.tooManyFields(limit: 2_000, actual: 2_001).message   // "The form has more than 2,000 fields."
    /// ```
    public static func tooManyFields(limit: Int, actual: Int) -> FormBodyError {
        FormBodyError(code: .tooManyFields, message: "The form has more than \(NumberWording.grouped(limit)) fields.", limit: limit, actual: actual)
    }

    /// A field name over ``FormBodyLimits/maxKeyBytes``; `field` counts from 1 in document order.
    ///
    /// ```swift
    /// FormBodyError.keyTooLong(field: 3, limit: 256, actual: 300).message
    /// // "The name of field 3 is 300 bytes long; at most 256 can be sent."
    /// ```
    public static func keyTooLong(field: Int, limit: Int, actual: Int) -> FormBodyError {
        FormBodyError(
            code: .keyTooLong,
            message: "The name of field \(field) is \(NumberWording.grouped(actual)) bytes long; at most \(NumberWording.grouped(limit)) can be sent.",
            limit: limit, actual: actual)
    }

    /// A file over ``FormBodyLimits/maxFileBytes``, named by the file name the browser sent.
    static func fileTooLarge(filename: String, limit: Int) -> FormBodyError {
        let file = filename.isEmpty ? "A file" : "The file “\(filename.prefix(80))”"
        return FormBodyError(
            code: .fileTooLarge,
            message: "\(file) is larger than \(NumberWording.bytes(limit)), the most one file can be.",
            limit: limit, actual: limit + 1)
    }

    /// A multipart part whose headers exceed ``FormBodyLimits/maxPartHeaderBytes``.
    static func partHeaderTooLarge(part: Int, limit: Int, actual: Int) -> FormBodyError {
        FormBodyError(
            code: .partHeaderTooLarge,
            message: "The headers of field \(part) are longer than \(NumberWording.grouped(limit)) bytes, the most that can be sent.",
            limit: limit, actual: actual)
    }

    /// A name, value or header block that is not UTF-8: which byte, where in the body (the
    /// offset of its `%` when it was percent-encoded), in which field, and why.
    ///
    /// - Parameters:
    ///   - problem: what the scan found, its offset relative to `bodyOffset`'s piece.
    ///   - bodyOffset: where the offending byte (or its `%XX`) is in the body.
    ///   - percentEncoded: whether the byte was sent as `%XX`.
    ///   - place: where it is, in words: `the value of field “name”`.
    static func notUTF8(_ problem: UTF8Scan.Problem, bodyOffset: Int, percentEncoded: Bool, place: String) -> FormBodyError {
        let hex = String(problem.byte, radix: 16, uppercase: true)
        let byte = "byte 0x\(hex)" + (percentEncoded ? " (sent as %\(hex))" : "")
        return FormBodyError(
            code: .notUTF8,
            message: "The form was not sent as UTF-8 text: \(byte) at offset \(bodyOffset) of the body, in \(place), \(problem.reason.explanation)."
        )
    }
}
