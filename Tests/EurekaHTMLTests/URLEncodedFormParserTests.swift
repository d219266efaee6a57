import EurekaHTML
import Testing

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
        ("bad=%FF%FE", [["bad", "\u{FFFD}\u{FFFD}"]]),
        ("cut=%E2%82", [["cut", "\u{FFFD}"]]),
        ("nul=%00", [["nul", "\u{0}"]]),
        ("plus=%2B+", [["plus", "+ "]]),
        ("raw=é", [["raw", "é"]]),
    ])
    func followsTheWHATWGParser(body: String, expected: [[String]]) throws {
        #expect(try Self.parse(body) == expected)
    }

    @Test func invalidUTF8InTheRawBodyIsReplaced() throws {
        let form = try URLEncodedFormParser.parse([0x61, 0x3D, 0xC3, 0x28])
        #expect(form.first("a") == "\u{FFFD}(")
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
        #expect(error?.message == "The form has too many fields (\(limit + 1) > FormBodyLimits.maxFields = \(limit)).")
    }

    @Test(arguments: [1, 8, 256])
    func keyLengthLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxKeyBytes: limit)
        // Percent-encoded bytes count once: the limit is on the decoded name.
        let key = String(repeating: "%41", count: limit)
        #expect(try Self.parse("\(key)=v", limits: limits).first?.first?.count == limit)
        let error = #expect(throws: FormBodyError.self) { try Self.parse("\(key)B=v", limits: limits) }
        #expect(error?.code == .keyTooLong && error?.actual == limit + 1 && error?.limit == limit)
    }

    @Test(arguments: [0, 10, 1000])
    func valueLengthLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxValueBytes: limit)
        let value = String(repeating: "x", count: limit)
        #expect(try Self.parse("k=\(value)", limits: limits) == [["k", value]])
        let error = #expect(throws: FormBodyError.self) { try Self.parse("k=\(value)y", limits: limits) }
        #expect(error?.code == .valueTooLong && error?.actual == limit + 1)
        #expect(error?.message.contains("maxValueBytes = \(limit)") == true)
    }

    @Test(arguments: [3, 64, 4096])
    func bodySizeLimit(limit: Int) throws {
        let limits = FormBodyLimits(maxBodyBytes: limit)
        let body = "k=" + String(repeating: "v", count: limit - 2)
        #expect(try Self.parse(body, limits: limits).count == 1)
        let error = #expect(throws: FormBodyError.self) { try Self.parse(body + "v", limits: limits) }
        #expect(error?.code == .bodyTooLarge && error?.isLimitExceeded == true)
        #expect(error?.message == "The form body is too large (\(limit + 1) > FormBodyLimits.maxBodyBytes = \(limit)).")
    }
}
