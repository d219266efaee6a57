/// Parses `application/x-www-form-urlencoded` bodies exactly as the WHATWG URL standard's
/// urlencoded parser does: split on `&`, skip empty pieces, split each at its first `=`, turn
/// `+` into a space, percent-decode (a `%` not followed by two hex digits stays literally), and
/// decode UTF-8 with U+FFFD replacing invalid sequences.
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
        let result = FormBodyBytes.withContiguous(body) { parse(bytes: $0, limits: limits) }
        return try result.get()
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>, limits: FormBodyLimits) -> Result<PostedForm, FormBodyError> {
        if bytes.count > limits.maxBodyBytes {
            return .failure(
                .limitExceeded(
                    .bodyTooLarge, "The form body is too large", limitName: "maxBodyBytes",
                    limit: limits.maxBodyBytes, actual: bytes.count
                ))
        }
        var fields: [PostedForm.Field] = []
        var scratch: [UInt8] = []
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
            if end > start {
                if fields.count == limits.maxFields {
                    return .failure(
                        .limitExceeded(
                            .tooManyFields, "The form has too many fields", limitName: "maxFields",
                            limit: limits.maxFields, actual: fields.count + 1
                        ))
                }
                var equals = start
                while equals < end, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                let nameBytes = UnsafeBufferPointer(rebasing: bytes[start..<equals])
                let valueBytes = UnsafeBufferPointer(rebasing: bytes[min(equals + 1, end)..<end])
                let name = decode(nameBytes, scratch: &scratch)
                if name.byteCount > limits.maxKeyBytes {
                    return .failure(
                        .limitExceeded(
                            .keyTooLong, "Field \(fields.count + 1)'s name is too long", limitName: "maxKeyBytes",
                            limit: limits.maxKeyBytes, actual: name.byteCount
                        ))
                }
                let value = decode(valueBytes, scratch: &scratch)
                if value.byteCount > limits.maxValueBytes {
                    return .failure(
                        .limitExceeded(
                            .valueTooLong, "The value of field \"\(name.text)\" is too long", limitName: "maxValueBytes",
                            limit: limits.maxValueBytes, actual: value.byteCount
                        ))
                }
                fields.append(PostedForm.Field(name: name.text, value: value.text))
            }
            start = end + 1
        }
        return .success(PostedForm(fields: fields))
    }

    /// Decodes one name or value; `byteCount` is the percent-decoded length the limits apply to.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8]) -> (text: String, byteCount: Int) {
        // Most names and many values need no decoding: make the string straight from the body.
        if !bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) {
            return (String(decoding: bytes, as: UTF8.self), bytes.count)
        }
        scratch.removeAll(keepingCapacity: true)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                scratch.append(0x20)
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                scratch.append(high << 4 | low)
                index += 2
            } else {
                scratch.append(byte)
            }
            index += 1
        }
        return (String(decoding: scratch, as: UTF8.self), scratch.count)
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
