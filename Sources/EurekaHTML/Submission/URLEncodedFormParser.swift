/// Parses `application/x-www-form-urlencoded` bodies exactly as the WHATWG URL standard's
/// urlencoded parser does: split on `&`, skip empty pieces, split each at its first `=`, turn
/// `+` into a space, percent-decode (a `%` not followed by two hex digits stays literally), and
/// decode UTF-8 — except that bytes that are not UTF-8 refuse the body (``FormBodyError/Code/notUTF8``)
/// where the standard would put U+FFFD in their place, and a value over
/// ``FormBodyLimits/maxValueBytes`` is listed in ``PostedForm/oversizedValues``, its field cut.
///
/// ```swift
/// let form = try URLEncodedFormParser.parse(Array("name=Ada+L%C3%B6&topics=a&topics=b".utf8))
/// form.first("name")          // "Ada Lö"
/// form.values(for: "topics")  // ["a", "b"]
/// ```
public enum URLEncodedFormParser {
    /// Parses a whole body, refusing it when it breaks `limits`.
    ///
    /// ```swift
    /// let form = try URLEncodedFormParser.parse(buffer.readableBytesView, limits: FormBodyLimits(maxFields: 100))
    /// ```
    public static func parse(_ body: some Collection<UInt8>, limits: FormBodyLimits = FormBodyLimits()) throws(FormBodyError) -> PostedForm {
        let result = FormBodyBytes.withContiguous(body) { bytes in
            Result { () throws(FormBodyError) -> PostedForm in try parse(bytes: bytes, limits: limits) }
        }
        return try result.get()
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>, limits: FormBodyLimits) throws(FormBodyError) -> PostedForm {
        if bytes.count > limits.maxBodyBytes {
            throw .bodyTooLarge(limit: limits.maxBodyBytes, actual: bytes.count)
        }
        var form = PostedForm()
        var scratch: [UInt8] = []
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
            if end > start {
                let field = form.fields.count + 1
                if field > limits.maxFields {
                    throw .tooManyFields(limit: limits.maxFields, actual: field)
                }
                var equals = start
                while equals < end, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                let nameStart = start
                let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<equals])
                let name = try withDecoded(nameBytes, scratch: &scratch) { decoded -> Result<String, FormBodyError> in
                    if decoded.count > limits.maxKeyBytes {
                        return .failure(.keyTooLong(field: field, limit: limits.maxKeyBytes, actual: decoded.count))
                    }
                    if let problem = UTF8Scan.firstProblem(in: decoded) {
                        return .failure(notUTF8(problem, raw: nameBytes, rawStart: nameStart, place: "the name of field \(field)"))
                    }
                    return .success(String(decoding: decoded, as: UTF8.self))
                }.get()
                let valueStart = min(equals + 1, end)
                let valueBytes = UnsafeBufferPointer(rebasing: bytes[valueStart..<end])
                let value = try withDecoded(valueBytes, scratch: &scratch) { decoded -> Result<String, FormBodyError> in
                    if let problem = UTF8Scan.firstProblem(in: decoded) {
                        let place = "the value of field “\(name.prefix(40))”"
                        return .failure(notUTF8(problem, raw: valueBytes, rawStart: valueStart, place: place))
                    }
                    guard decoded.count > limits.maxValueBytes else { return .success(String(decoding: decoded, as: UTF8.self)) }
                    // Listed, not refused: the body is within its limits, so every other value
                    // is kept, and the form says under this one's row what happened. The field
                    // holds the start, so nothing that reads the fields sees more than the limit.
                    let kept = UTF8Scan.characterBoundary(in: decoded, atMost: limits.maxValueBytes)
                    let whole = String(decoding: decoded, as: UTF8.self)
                    form.oversizedValues.append(PostedForm.OversizedValue(name: name, text: whole, limit: limits.maxValueBytes, keptByteCount: kept))
                    return .success(String(decoding: UnsafeBufferPointer(rebasing: decoded[..<kept]), as: UTF8.self))
                }.get()
                form.fields.append(PostedForm.Field(name: name, value: value))
            }
            start = end + 1
        }
        return form
    }

    /// Percent-decodes one name or value (`+` as a space) and hands the bytes to `body`: the
    /// body's own bytes when there is nothing to decode, as for most names and many values.
    static func withDecoded<R>(_ bytes: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if !bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) {
            return body(bytes)
        }
        scratch.removeAll(keepingCapacity: true)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                scratch.append(0x20)
            } else if let escaped = escape(in: bytes, at: index) {
                scratch.append(escaped)
                index += 2
            } else {
                scratch.append(byte)
            }
            index += 1
        }
        return scratch.withUnsafeBufferPointer(body)
    }

    /// The byte `%XX` at `index` stands for, or nil when there is no such escape there (a `%`
    /// not followed by two hex digits stays literally).
    private static func escape(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt8? {
        guard bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
            let low = hexValue(bytes[index + 2])
        else { return nil }
        return high << 4 | low
    }

    /// The refusal for a piece that is not UTF-8, pointing into the body: the scan found the
    /// byte in the decoded piece, so walk the raw one to where that byte (or its `%XX`) was sent.
    private static func notUTF8(_ problem: UTF8Scan.Problem, raw: UnsafeBufferPointer<UInt8>, rawStart: Int, place: String) -> FormBodyError {
        var index = 0
        var decoded = 0
        while index < raw.count, decoded < problem.offset {
            index += escape(in: raw, at: index) == nil ? 1 : 3
            decoded += 1
        }
        let percentEncoded = index < raw.count && escape(in: raw, at: index) != nil
        return .notUTF8(problem, bodyOffset: rawStart + index, percentEncoded: percentEncoded, place: place)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }
}
