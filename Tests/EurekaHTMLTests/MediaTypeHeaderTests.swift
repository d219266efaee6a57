import EurekaHTML
import Testing

@Suite("Media type header")
struct MediaTypeHeaderTests {
    @Test(arguments: [
        ("text/html", "text/html", [String]()),
        ("Text/HTML; Charset=UTF-8", "text/html", ["charset=UTF-8"]),
        ("form-data; name=\"a;b\"; filename=\"x \\\"y\\\".txt\"", "form-data", ["name=a;b", "filename=x \"y\".txt"]),
        ("a/b;;x=1; =2; y", "a/b", ["x=1"]),
        ("  a/b  ;  k = v  ", "a/b", ["k=v"]),
        ("a/b; k=\"unterminated", "a/b", ["k=unterminated"]),
        ("", "", []),
    ])
    func parses(header: String, value: String, parameters: [String]) {
        let parsed = MediaTypeHeader(header)
        #expect(parsed.value == value)
        #expect(parsed.parameters.map { "\($0.name)=\($0.value)" } == parameters)
    }

    @Test func parameterLookupIsCaseInsensitive() {
        let parsed = MediaTypeHeader("multipart/form-data; Boundary=xyz")
        #expect(parsed.parameter("BOUNDARY") == "xyz")
        #expect(parsed.parameter("charset") == nil)
        #expect(parsed == MediaTypeHeader("multipart/form-data; boundary=xyz"))
    }
}
