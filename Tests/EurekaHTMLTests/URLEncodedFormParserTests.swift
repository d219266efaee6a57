import Testing

@testable import EurekaHTML

@Suite("urlencoded parser")
struct URLEncodedFormParserTests {
    static func parse(_ body: String, limits: FormBodyLimits = FormBodyLimits()) throws(FormBodyError) -> [[String]] {
        try URLEncodedFormParser.parse(Array(body.utf8), limits: limits).fields.map { [$0.name, $0.value] }
    }

    /// Cases from the WHATWG URL standard's application/x-www-form-urlencoded parser.
    @Test(arguments: [
        ("a=b", [["a", "b"]]),
        ("a+b=c+d", [["a b", "c d"]]),
        ("a%20b=%2B%26%3D", [["a b", "+&="]]),
        ("name=Ada+L%C3%B6", [["name", "Ada Lö"]]),
        ("a=b=c", [["a", "b=c"]]),
        ("a", [["a", ""]]),
        ("=b", [["", "b"]]),
        ("a=", [["a", ""]]),
        ("", []),
        ("&&a=1&&b=2&", [["a", "1"], ["b", "2"]]),
        ("x=1&x=2&y=3&x=4", [["x", "1"], ["x", "2"], ["y", "3"], ["x", "4"]]),
        ("%zz=%4&%=%%41", [["%zz", "%4"], ["%", "%A"]]),
        ("%4a%4A=%e2%82%ac", [["JJ", "€"]]),
        ("nul=%00", [["nul", "\u{0}"]]),
        ("plus=%2B+", [["plus", "+ "]]),
        ("raw=é", [["raw", "é"]]),
    ])
    func followsTheWHATWGParser(body: String, expected: [[String]]) throws {
        #expect(try Self.parse(body) == expected)
    }

    // MARK: bytes that are not UTF-8 refuse the body, saying which and where

    /// Where the standard would put U+FFFD, the body is refused: a page served as UTF-8 never
    /// sends such bytes, and replacing them would change a value without a word. The offset is
    /// the byte's in the body, or its `%`'s when it was percent-encoded.
    @Test(arguments: [
        ("a=%C0%AF", 2, "byte 0xC0 (sent as %C0)", "overlong encoding"),
        ("a=%E0%80%AF", 2, "byte 0xE0 (sent as %E0)", "overlong encoding"),
        ("a=%F0%80%80%AF", 2, "byte 0xF0 (sent as %F0)", "overlong encoding"),
        ("a=ok%80", 4, "byte 0x80 (sent as %80)", "never started"),
        ("a=x+%BF", 4, "byte 0xBF (sent as %BF)", "never started"),
        ("a=%ED%A0%80", 2, "byte 0xED (sent as %ED)", "surrogate"),
        ("a=%ED%BF%BF", 2, "byte 0xED (sent as %ED)", "surrogate"),
        ("a=%F4%90%80%80", 2, "byte 0xF4 (sent as %F4)", "beyond U+10FFFF"),
        ("a=%FF%FE", 2, "byte 0xFF (sent as %FF)", "never appears"),
        ("a=%E2%82", 2, "byte 0xE2 (sent as %E2)", "ends before completing"),
        ("a=1&b=x%F0%9F%98", 7, "byte 0xF0 (sent as %F0)", "ends before completing"),
        ("a=%E2%82&b=1", 2, "byte 0xE2 (sent as %E2)", "ends before completing"),
        ("a=%C3(", 2, "byte 0xC3 (sent as %C3)", "next byte does not continue"),
    ])
    func percentEncodedBytesThatAreNotUTF8AreRefused(body: String, offset: Int, byte: String, reason: String) {
        let error = #expect(throws: FormBodyError.self) { try Self.parse(body) }
        #expect(error?.code == .notUTF8 && error?.isLimitExceeded == false)
        let message = error?.message ?? ""
        #expect(message.hasPrefix("The form was not sent as UTF-8 text: \(byte) at offset \(offset) of the body, in the value of field “"), "\(message)")
        #expect(message.contains(reason), "\(message)")
    }

    @Test(arguments: [
        ([0x61, 0x3D, 0xC3, 0x28], "byte 0xC3 at offset 2 of the body, in the value of field “a”"),
        ([0x61, 0x3D, 0x62, 0x26, 0x63, 0x3D, 0x80], "byte 0x80 at offset 6 of the body, in the value of field “c”"),
        ([0x61, 0x3D, 0x25, 0x34, 0x31, 0x2B, 0xC0, 0x80], "byte 0xC0 at offset 6 of the body, in the value of field “a”"),
        ([0x6E, 0xED, 0xA0, 0x80, 0x3D, 0x31], "byte 0xED at offset 1 of the body, in the name of field 1"),
        ([0x61, 0x3D, 0x31, 0x26, 0x25, 0x43, 0x31, 0x3D], "byte 0xC1 (sent as %C1) at offset 4 of the body, in the name of field 2"),
    ])
    func rawBytesThatAreNotUTF8AreRefused(body: [UInt8], place: String) {
        let error = #expect(throws: FormBodyError.self) { try URLEncodedFormParser.parse(body) }
        #expect(error?.code == .notUTF8)
        #expect(error?.message.contains(place) == true, "\(error?.message ?? "")")
    }

    // MARK: limits at the boundary: N passes, N + 1 is refused

    @Test(arguments: [1, 5, 100])
    func fieldCountLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxFields: limit)
        let atLimit = (0..<limit).map { "f\($0)=v" }.joined(separator: "&")
        #expect(try Self.parse(atLimit, limits: limits).count == limit)
        let error = #expect(throws: FormBodyError.self) { try Self.parse(atLimit + "&one=more", limits: limits) }
        #expect(error?.code == .tooManyFields)
        #expect(error?.limit == limit && error?.actual == limit + 1)
        #expect(error?.message == "The form has more than \(limit) fields.", "plain words for people")
        #expect(error?.limitName == "maxFields")
        #expect(error?.description == "tooManyFields: The form has more than \(limit) fields. (FormBodyLimits.maxFields = \(limit), seen \(limit + 1))")
    }

    @Test(arguments: [1, 8, 256])
    func keyLengthLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxKeyBytes: limit)
        // Percent-encoded bytes count once: the limit is on the decoded name.
        let key = String(repeating: "%41", count: limit)
        #expect(try Self.parse("\(key)=v", limits: limits).first?.first?.count == limit)
        let error = #expect(throws: FormBodyError.self) { try Self.parse("\(key)B=v", limits: limits) }
        #expect(error?.code == .keyTooLong && error?.actual == limit + 1 && error?.limit == limit)
        #expect(error?.message == "The name of field 1 is \(limit + 1) bytes long; at most \(limit) can be sent.")
    }

    /// A value one byte over is not refused: it is cut to the limit and listed, and the fields
    /// around it are all kept.
    @Test(arguments: [0, 10, 1000])
    func valueLengthLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxValueBytes: limit)
        let value = String(repeating: "x", count: limit)
        let exact = try URLEncodedFormParser.parse(Array("k=\(value)".utf8), limits: limits)
        #expect(exact.fields == [.init(name: "k", value: value)] && exact.oversizedValues.isEmpty)
        let other = String("1".prefix(limit))
        let over = try URLEncodedFormParser.parse(Array("a=\(other)&k=\(value)y&b=\(other)".utf8), limits: limits)
        #expect(over.fields.map(\.value) == [other, value, other])
        #expect(over.oversizedValues == [PostedForm.OversizedValue(name: "k", text: value + "y", limit: limit, keptByteCount: limit)])
    }

    /// The cut falls between two characters, however the value was encoded.
    @Test(arguments: [
        ("k=ab%C3%A9", 3, "ab", 4),
        ("k=ab%C3%A9", 4, "abé", nil),
        ("k=a%E2%82%AC%E2%82%AC", 5, "a€", 7),
        ("k=a%F0%9F%98%80", 4, "a", 5),
        ("k=a😀b", 5, "a😀", 6),
        ("k=%41%42%43", 2, "AB", 3),
    ])
    func anOverlongValueIsCutBetweenCharacters(body: String, limit: Int, kept: String, sent: Int?) throws {
        let form = try URLEncodedFormParser.parse(Array(body.utf8), limits: FormBodyLimits(maxValueBytes: limit))
        #expect(form.first("k") == kept)
        #expect(form.oversizedValues.first?.byteCount == sent)
        #expect(form.oversizedValues.first.map { $0.text.hasPrefix(kept) && $0.text.utf8.count == sent } ?? true, "listed whole")
        #expect(form.oversizedValues.first.map(\.keptByteCount) == (sent == nil ? nil : kept.utf8.count))
    }

    @Test(arguments: [(70_000, "at least 4,464 bytes"), (65_537, "at least 1 byte")])
    func theListedValueSaysInPlainWordsByHowMuchToShortenIt(length: Int, shorten: String) throws {
        let text = String(repeating: "x", count: length)
        let form = try URLEncodedFormParser.parse(Array("notes=\(text)".utf8))
        #expect(form.first("notes")?.utf8.count == 65_536)
        let grouped = NumberWording.grouped(length)
        #expect(form.oversizedValues.first?.message == "This text is \(grouped) bytes long; at most 65,536 can be sent. Shorten it by \(shorten).")
    }

    @Test(arguments: [3, 64, 4096])
    func bodySizeLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxBodyBytes: limit)
        let body = "k=" + String(repeating: "v", count: limit - 2)
        #expect(try Self.parse(body, limits: limits).count == 1)
        let error = #expect(throws: FormBodyError.self) { try Self.parse(body + "v", limits: limits) }
        #expect(error?.code == .bodyTooLarge && error?.isLimitExceeded == true)
        #expect(error?.message == "The form is \(NumberWording.grouped(limit + 1)) bytes; at most \(NumberWording.bytes(limit)) can be sent.")
        #expect(error?.limitName == "maxBodyBytes" && error?.description.contains("FormBodyLimits.maxBodyBytes = \(limit)") == true)
    }
}
