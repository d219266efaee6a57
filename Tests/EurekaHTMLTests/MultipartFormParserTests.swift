import Testing

@testable import EurekaHTML

@Suite("multipart parser")
struct MultipartFormParserTests {
    static let boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW"

    /// A body as a browser writes it: CRLF line ends, one part per (name, value or file).
    static func body(
        _ parts: [(name: String, value: String, filename: String?)],
        boundary: String = boundary,
        preamble: String = "",
        epilogue: String = ""
    ) -> [UInt8] {
        var text = preamble
        for part in parts {
            text += "--\(boundary)\r\n"
            if let filename = part.filename {
                text += "Content-Disposition: form-data; name=\"\(part.name)\"; filename=\"\(filename)\"\r\n"
                text += "Content-Type: text/plain\r\n\r\n"
            } else {
                text += "Content-Disposition: form-data; name=\"\(part.name)\"\r\n\r\n"
            }
            text += part.value + "\r\n"
        }
        text += "--\(boundary)--\r\n" + epilogue
        return Array(text.utf8)
    }

    static func parse(_ body: [UInt8], contentType: String = "multipart/form-data; boundary=\(boundary)", limits: FormBodyLimits = FormBodyLimits())
        throws(FormBodyError) -> PostedForm
    {
        try FormBodyParser.parse(body: body, contentType: contentType, limits: limits)
    }

    @Test func readsFieldsAndFilesInOrder() throws {
        let body = Self.body([
            ("title", "Swift meetup", nil),
            ("notes", "line one\r\nline two\r\n--not a boundary", nil),
            ("topics", "Swift", nil),
            ("photo", "\u{0}binary\u{FF}", "me.png"),
            ("topics", "Linux", nil),
            ("empty", "", ""),
        ])
        let form = try Self.parse(body)
        #expect(form.fields.map(\.name) == ["title", "notes", "topics", "topics"])
        #expect(form.first("notes") == "line one\r\nline two\r\n--not a boundary")
        #expect(form.values(for: "topics") == ["Swift", "Linux"])
        #expect(form.files.count == 2)
        #expect(form.files[0] == PostedForm.File(name: "photo", filename: "me.png", contentType: "text/plain", bytes: Array("\u{0}binary\u{FF}".utf8)))
        #expect(form.files(for: "empty").first?.isEmpty == true)
        #expect(form.contains("photo") && !form.contains("missing"))
    }

    @Test(arguments: [
        "multipart/form-data; boundary=\"----WebKitFormBoundary7MA4YWxkTrZu0gW\"",
        "Multipart/Form-Data;boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW",
        "multipart/form-data; charset=utf-8; BOUNDARY=\"----WebKitFormBoundary7MA4YWxkTrZu0gW\" ",
    ])
    func readsTheBoundaryFromTheContentType(contentType: String) throws {
        let form = try Self.parse(Self.body([("a", "1", nil)]), contentType: contentType)
        #expect(form.first("a") == "1")
    }

    @Test func quotedBoundaryWithSpecialCharacters() throws {
        let boundary = "a'()+_,-./:=? b"
        let form = try Self.parse(Self.body([("a", "1", nil)], boundary: boundary), contentType: "multipart/form-data; boundary=\"\(boundary)\"")
        #expect(form.first("a") == "1")
    }

    @Test func ignoresPreambleEpilogueAndTransportPadding() throws {
        var text = "preamble text\r\n--\(Self.boundary)  \t\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n"
        text += "--\(Self.boundary)--\r\nepilogue"
        let form = try Self.parse(Array(text.utf8))
        #expect(form.fields == [PostedForm.Field(name: "a", value: "1")])
    }

    @Test func partWithoutFilenameDefaultsAndHeadersAreCaseInsensitive() throws {
        let text = "--\(Self.boundary)\r\ncontent-disposition: FORM-DATA; NAME=\"f\"; FileName=\"x;y.txt\"\r\n\r\nabc\r\n--\(Self.boundary)--"
        let form = try Self.parse(Array(text.utf8))
        #expect(form.files == [PostedForm.File(name: "f", filename: "x;y.txt", contentType: "application/octet-stream", bytes: Array("abc".utf8))])
    }

    /// A text part that is not UTF-8 refuses the body, naming the byte, its offset in the body
    /// and the field; a file's bytes are never read as text.
    @Test(arguments: [
        ([0xFF, 0x41], 0, "byte 0xFF", "never appears"),
        ([0x41, 0xC0, 0xAF], 1, "byte 0xC0", "overlong"),
        ([0x41, 0x42, 0x80], 2, "byte 0x80", "never started"),
        ([0xED, 0xA0, 0xBD], 0, "byte 0xED", "surrogate"),
        ([0x41, 0xE2, 0x82], 1, "byte 0xE2", "ends before completing"),
    ])
    func textThatIsNotUTF8IsRefused(content: [UInt8], offset: Int, byte: String, reason: String) throws {
        let head = Array("--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n".utf8)
        let body = head + content + Array("\r\n--\(Self.boundary)--".utf8)
        let error = #expect(throws: FormBodyError.self) { try Self.parse(body) }
        #expect(error?.code == .notUTF8)
        let message = error?.message ?? ""
        #expect(message.contains("\(byte) at offset \(head.count + offset) of the body, in the value of field “a”"), "\(message)")
        #expect(message.contains(reason), "\(message)")
        let file = Self.body([("f", "x", "a.bin")])
        let withBinary = Array(file[..<(file.count - 2 - Self.boundary.count - 6)]) + content + Array("\r\n--\(Self.boundary)--\r\n".utf8)
        #expect(try Self.parse(withBinary).files.first?.bytes == Array("x".utf8) + content, "a file is bytes")
    }

    @Test func aNameThatIsNotUTF8IsRefused() throws {
        let body = Array("--B\r\nContent-Disposition: form-data; name=\"".utf8) + [0xC3, 0x28] + Array("\"\r\n\r\n1\r\n--B--".utf8)
        let error = #expect(throws: FormBodyError.self) { try Self.parse(body, contentType: "multipart/form-data; boundary=B") }
        #expect(error?.code == .notUTF8)
        #expect(error?.message.contains("byte 0xC3 at offset 43 of the body, in the headers of field 1") == true, "\(error?.message ?? "")")
    }

    // MARK: malformed bodies are clear errors

    @Test(arguments: [
        ("multipart/form-data", FormBodyError.Code.missingBoundary),
        ("multipart/form-data; boundary=", .missingBoundary),
        ("multipart/form-data; boundary=\"\"", .missingBoundary),
        ("multipart/form-data; boundary=\(String(repeating: "b", count: 71))", .missingBoundary),
        ("text/plain", .unsupportedContentType),
        ("application/json", .unsupportedContentType),
        // Two boundaries, two readings of one body: the first was used without a word.
        ("multipart/form-data; boundary=\(boundary); boundary=Other", .malformedMultipart),
        ("multipart/form-data; BOUNDARY=\(boundary); boundary=\(boundary)", .malformedMultipart),
    ])
    func refusesBadContentTypes(contentType: String, code: FormBodyError.Code) {
        let error = #expect(throws: FormBodyError.self) { try Self.parse(Self.body([("a", "1", nil)]), contentType: contentType) }
        #expect(error?.code == code)
        #expect(error?.message.isEmpty == false)
    }

    @Test(arguments: [
        ("", "does not contain the boundary"),
        ("no boundary here", "does not contain the boundary"),
        ("--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1", "truncated"),
        ("--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--B", "closing delimiter"),
        ("--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--B\r\n", "truncated"),
        ("--B\r\nContent-Disposition: form-data; name=\"a\"", "truncated"),
        ("--Bjunk\r\n", "not followed by CRLF"),
        ("--B\r\nContent-Type: text/plain\r\n\r\n1\r\n--B--", "no Content-Disposition"),
        ("--B\r\nContent-Disposition: attachment; name=\"a\"\r\n\r\n1\r\n--B--", "no Content-Disposition"),
        ("--B\r\nContent-Disposition: form-data\r\n\r\n1\r\n--B--", "no Content-Disposition"),
        ("--B\r\nno colon\r\n\r\n1\r\n--B--", "without a colon"),
        ("--B\r\n\r\n1\r\n--B--", "no Content-Disposition"),
    ])
    func refusesMalformedBodies(text: String, messageFragment: String) {
        let error = #expect(throws: FormBodyError.self) { try Self.parse(Array(text.utf8), contentType: "multipart/form-data; boundary=B") }
        #expect(error?.code == .malformedMultipart)
        #expect(error?.message.contains(messageFragment) == true, "\(error?.message ?? "")")
    }

    // MARK: limits at the boundary: N passes, N + 1 is refused

    @Test(arguments: [1, 3, 50])
    func fieldCountLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxFields: limit)
        let parts = (0..<limit).map { ("f\($0)", "v", String?.none) }
        #expect(try Self.parse(Self.body(parts), limits: limits).fields.count == limit)
        let error = #expect(throws: FormBodyError.self) { try Self.parse(Self.body(parts + [("x", "y", "file.txt")]), limits: limits) }
        #expect(error?.code == .tooManyFields && error?.actual == limit + 1 && error?.limit == limit)
    }

    /// A value one byte over is cut to the limit and listed, not refused: the parts after it
    /// are read, and a value far over is found to its end (the body is within its limit).
    @Test(arguments: [0, 1, 100, 5000])
    func valueLengthLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxValueBytes: limit)
        let value = String(repeating: "v", count: limit)
        let exact = try Self.parse(Self.body([("a", value, nil)]), limits: limits)
        #expect(exact.first("a") == value && exact.oversizedValues.isEmpty)
        let other = String("2".prefix(limit))
        for over in [value + "v", value + String(repeating: "w", count: 3 * limit + 100)] {
            let form = try Self.parse(Self.body([("a", over, nil), ("b", other, nil)]), limits: limits)
            #expect(form.fields == [.init(name: "a", value: value), .init(name: "b", value: other)])
            #expect(form.oversizedValues == [.init(name: "a", text: over, limit: limit, keptByteCount: limit)])
        }
    }

    @Test func anOverlongValueIsCutBetweenCharacters() throws {
        let form = try Self.parse(Self.body([("a", "é😀é", nil)]), limits: FormBodyLimits(maxValueBytes: 5))
        #expect(form.first("a") == "é")
        #expect(form.oversizedValues == [.init(name: "a", text: "é😀é", limit: 5, keptByteCount: 2)])
    }

    @Test(arguments: [0, 10, 3000])
    func fileSizeLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxFileBytes: limit)
        let content = String(repeating: "f", count: limit)
        #expect(try Self.parse(Self.body([("a", content, "a.bin")]), limits: limits).files.first?.bytes.count == limit)
        let error = #expect(throws: FormBodyError.self) { try Self.parse(Self.body([("a", content + "f", "a.bin")]), limits: limits) }
        #expect(error?.code == .fileTooLarge && error?.actual == limit + 1)
        #expect(error?.message == "The file “a.bin” is larger than \(NumberWording.bytes(limit)), the most one file can be.")
    }

    @Test(arguments: [1, 4])
    func keyLengthLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxKeyBytes: limit)
        let name = String(repeating: "k", count: limit)
        #expect(try Self.parse(Self.body([(name, "v", nil)]), limits: limits).first(name) == "v")
        let error = #expect(throws: FormBodyError.self) { try Self.parse(Self.body([(name + "k", "v", nil)]), limits: limits) }
        #expect(error?.code == .keyTooLong && error?.actual == limit + 1)
    }

    @Test func partHeaderLimit() throws {
        let header = "Content-Disposition: form-data; name=\"a\""
        let text = "--B\r\n\(header)\r\n\r\n1\r\n--B--"
        let exact = FormBodyLimits(maxPartHeaderBytes: header.utf8.count)
        #expect(try Self.parse(Array(text.utf8), contentType: "multipart/form-data; boundary=B", limits: exact).first("a") == "1")
        let tight = FormBodyLimits(maxPartHeaderBytes: header.utf8.count - 1)
        let error = #expect(throws: FormBodyError.self) {
            try Self.parse(Array(text.utf8), contentType: "multipart/form-data; boundary=B", limits: tight)
        }
        #expect(error?.code == .partHeaderTooLarge && error?.limit == header.utf8.count - 1)
    }

    @Test func bodySizeLimit() throws {
        let body = Self.body([("a", "1", nil)])
        #expect(try Self.parse(body, limits: FormBodyLimits(maxBodyBytes: body.count)).first("a") == "1")
        let error = #expect(throws: FormBodyError.self) { try Self.parse(body, limits: FormBodyLimits(maxBodyBytes: body.count - 1)) }
        #expect(error?.code == .bodyTooLarge && error?.actual == body.count)
    }

    // MARK: never a crash

    @Test func everyTruncationIsAnErrorOrAForm() {
        let body = Self.body([("title", "Swift", nil), ("photo", "bytes", "a.png"), ("x", "", nil)], epilogue: "")
        var outcomes = 0
        for length in 0...body.count {
            do {
                _ = try Self.parse(Array(body.prefix(length)))
                outcomes += 1
            } catch {
                #expect(!error.message.isEmpty)
                outcomes += 1
            }
        }
        #expect(outcomes == body.count + 1)
        // Only the complete body (and the one missing its final CRLF) parse.
        #expect((try? Self.parse(Array(body.prefix(body.count - 2))))?.fields.count == 2)
        #expect((try? Self.parse(Array(body.prefix(body.count - 3)))) == nil)
    }

    @Test func randomMutationsNeverCrash() {
        let body = Self.body([("title", "Swift", nil), ("photo", "bytes", "a.png"), ("notes", "a\r\nb", nil)])
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet: [UInt8] = Array("\r\n-\"; =:".utf8) + [0, 0xFF] + Array(Self.boundary.utf8.prefix(4))
        var parsed = 0
        for _ in 0..<3000 {
            var mutated = body
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let position = Int(generator.next() % UInt64(mutated.count))
                switch generator.next() % 3 {
                case 0: mutated[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: mutated.remove(at: position)
                default: mutated.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                }
            }
            if (try? Self.parse(mutated)) != nil { parsed += 1 }
        }
        #expect(parsed > 0 && parsed < 3000)
    }
}

/// A tiny deterministic generator, so a failing mutation can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
