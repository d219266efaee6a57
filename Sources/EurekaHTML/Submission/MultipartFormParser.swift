/// Parses `multipart/form-data` bodies (RFC 7578 on RFC 2046's multipart syntax) into text
/// fields and files, in document order.
///
/// Each part must carry `Content-Disposition: form-data; name="…"`; a `filename` parameter
/// makes it a file (kept as bytes with its name and `Content-Type`), otherwise its content is a
/// UTF-8 text value (bytes that are not UTF-8 refuse the body, a value over
/// ``FormBodyLimits/maxValueBytes`` is listed in ``PostedForm/oversizedValues``, its field cut). Lines end in CRLF, as every browser sends them; a preamble and an epilogue
/// are ignored; a body that is truncated or lacks its closing delimiter is refused with a
/// ``FormBodyError`` rather than half-read.
///
/// Browsers write `"`, CR and LF in names and filenames as `%22`, `%0D`, `%0A` and nothing
/// else; those escapes are kept as sent (a literal `%22` would be indistinguishable), so form
/// renderers should use ``HTMLIdentifier`` tokens as field names.
///
/// ```swift
/// let form = try MultipartFormParser.parse(body, boundary: "----WebKitFormBoundary7MA4YWxk")
/// form.first("title")
/// form.files(for: "photo").first?.bytes
/// ```
public enum MultipartFormParser {
    /// Parses a whole body split by `boundary`, refusing it when it breaks `limits`.
    ///
    /// ```swift
    /// let type = MediaTypeHeader(contentType)
    /// let form = try MultipartFormParser.parse(body, boundary: type.parameter("boundary") ?? "")
    /// ```
    public static func parse(
        _ body: some Collection<UInt8>,
        boundary: String,
        limits: FormBodyLimits = FormBodyLimits()
    ) throws(FormBodyError) -> PostedForm {
        let result = FormBodyBytes.withContiguous(body) { bytes in
            Result { () throws(FormBodyError) -> PostedForm in
                var reader = try MultipartReader(bytes: bytes, boundary: boundary, limits: limits)
                return try reader.read()
            }
        }
        return try result.get()
    }
}

/// The state of one multipart parse: a cursor over the body and what was read so far.
struct MultipartReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: FormBodyLimits
    /// `CRLF--boundary`: what ends every part's content.
    let delimiter: [UInt8]
    var position = 0
    var form = PostedForm()
    var partCount = 0

    init(bytes: UnsafeBufferPointer<UInt8>, boundary: String, limits: FormBodyLimits) throws(FormBodyError) {
        let boundaryBytes = Array(boundary.utf8)
        guard !boundaryBytes.isEmpty else {
            throw FormBodyError(code: .missingBoundary, message: "The multipart content type has no boundary parameter.")
        }
        guard boundaryBytes.count <= 70 else {
            throw FormBodyError(
                code: .missingBoundary,
                message: "The multipart boundary is \(boundaryBytes.count) characters long; RFC 2046 allows at most 70."
            )
        }
        guard bytes.count <= limits.maxBodyBytes else {
            throw .bodyTooLarge(limit: limits.maxBodyBytes, actual: bytes.count)
        }
        self.bytes = bytes
        self.limits = limits
        self.delimiter = Array("\r\n--".utf8) + boundaryBytes
    }

    mutating func read() throws(FormBodyError) -> PostedForm {
        // The first delimiter may open the body (no CRLF before it) or follow a preamble.
        let opening = delimiter.dropFirst(2)
        if bytes.starts(with: opening) {
            position = opening.count
        } else if let found = find(delimiter, from: 0, within: bytes.count) {
            position = found + delimiter.count
        } else {
            throw malformed("The body does not contain the boundary given in its Content-Type.")
        }
        while true {
            if matches("--", at: position) { return form }  // the close delimiter
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            guard position < bytes.count else {
                throw malformed("The body ends after a boundary without the closing delimiter (--boundary--).")
            }
            guard matches("\r\n", at: position) else {
                throw malformed("A boundary line is not followed by CRLF.")
            }
            position += 2
            try readPart()
        }
    }

    private mutating func readPart() throws(FormBodyError) {
        partCount += 1
        if partCount > limits.maxFields {
            throw .tooManyFields(limit: limits.maxFields, actual: partCount)
        }
        let headerStart = position
        let headers = try readHeaders()
        guard let disposition = headers.disposition, disposition.value == "form-data",
            let name = disposition.parameter("name")
        else {
            throw malformed("Part \(partCount) has no Content-Disposition: form-data header with a name.")
        }
        if name.utf8.count > limits.maxKeyBytes {
            throw .keyTooLong(field: partCount, limit: limits.maxKeyBytes, actual: name.utf8.count)
        }
        // Names and file names come from the header block: it is UTF-8 when a browser sends it.
        if let problem = UTF8Scan.firstProblem(in: UnsafeBufferPointer(rebasing: bytes[headerStart..<position])) {
            throw .notUTF8(problem, bodyOffset: headerStart + problem.offset, percentEncoded: false, place: "the headers of field \(partCount)")
        }
        let contentStart = position
        if let filename = disposition.parameter("filename") {
            // Searching no further than the limit keeps the work bounded and tells "too large"
            // (more bytes follow) from "truncated" (the body ends) without reading the rest.
            let limit = limits.maxFileBytes
            guard let end = find(delimiter, from: contentStart, within: limit + delimiter.count) else {
                if bytes.count - contentStart > limit + delimiter.count { throw .fileTooLarge(filename: filename, limit: limit) }
                throw malformed("The body ends inside part \(partCount) (\"\(name)\"): it is truncated.")
            }
            form.files.append(
                PostedForm.File(
                    name: name, filename: filename,
                    contentType: headers.contentType ?? "application/octet-stream",
                    bytes: Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<end]))
                ))
            position = end + delimiter.count
            return
        }
        // A text value is searched to its end whatever its length (the body is within its
        // limit): one over the value limit is listed, not refused, so the other values are kept.
        guard let end = find(delimiter, from: contentStart, within: bytes.count - contentStart) else {
            throw malformed("The body ends inside part \(partCount) (\"\(name)\"): it is truncated.")
        }
        let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<end])
        if let problem = UTF8Scan.firstProblem(in: content) {
            throw .notUTF8(problem, bodyOffset: contentStart + problem.offset, percentEncoded: false, place: "the value of field “\(name.prefix(40))”")
        }
        var kept = content.count
        if content.count > limits.maxValueBytes {
            kept = UTF8Scan.characterBoundary(in: content, atMost: limits.maxValueBytes)
            let whole = String(decoding: content, as: UTF8.self)
            form.oversizedValues.append(PostedForm.OversizedValue(name: name, text: whole, limit: limits.maxValueBytes, keptByteCount: kept))
        }
        form.fields.append(PostedForm.Field(name: name, value: String(decoding: UnsafeBufferPointer(rebasing: content[..<kept]), as: UTF8.self)))
        position = end + delimiter.count
    }

    private mutating func readHeaders() throws(FormBodyError) -> (disposition: MediaTypeHeader?, contentType: String?) {
        if matches("\r\n", at: position) {
            position += 2
            return (nil, nil)
        }
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = find(terminator, from: position, within: limits.maxPartHeaderBytes + terminator.count) else {
            if bytes.count - position > limits.maxPartHeaderBytes + terminator.count {
                throw .partHeaderTooLarge(part: partCount, limit: limits.maxPartHeaderBytes, actual: limits.maxPartHeaderBytes + 1)
            }
            throw malformed("The body ends inside the headers of part \(partCount): it is truncated.")
        }
        if end - position > limits.maxPartHeaderBytes {
            throw .partHeaderTooLarge(part: partCount, limit: limits.maxPartHeaderBytes, actual: end - position)
        }
        var disposition: MediaTypeHeader?
        var contentType: String?
        let block = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
        for line in block.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else {
                throw malformed("Part \(partCount) has a header line without a colon.")
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            switch name {
            case "content-disposition": disposition = MediaTypeHeader(value)
            case "content-type": contentType = String(value)
            default: break
            }
        }
        position = end + terminator.count
        return (disposition, contentType)
    }

    /// The index of `needle` at or after `start`, looking at no more than `within` bytes.
    private func find(_ needle: [UInt8], from start: Int, within: Int) -> Int? {
        let last = min(bytes.count, start + within) - needle.count
        guard start <= last, let first = needle.first else { return nil }
        var index = start
        while index <= last {
            if bytes[index] == first {
                var offset = 1
                while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }

    private func matches(_ literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { return false }
        return true
    }

    private func malformed(_ message: String) -> FormBodyError {
        FormBodyError(code: .malformedMultipart, message: message)
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var slice = self
        while slice.first == " " || slice.first == "\t" { slice.removeFirst() }
        while slice.last == " " || slice.last == "\t" { slice.removeLast() }
        return slice
    }
}
