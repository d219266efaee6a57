// Fuzz target: submitted form bodies, as a hostile client would send them. The first byte picks
// the content type (URL-encoded, multipart with a fixed boundary, multipart with a boundary taken
// from the input, none, something else); the rest is the body. Whatever arrives, the parser
// answers with a form within the limits or a FormBodyError, never a crash or a hang; the same
// body parses the same way twice; every name and value is within its limit (a value over it is
// cut between two characters and listed); and a URL-encoded form, written back out, reads back
// the same.
@testable import EurekaHTML

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormBody(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let selector = data[0]
    var body = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let contentType: String?
    switch selector % 6 {
    case 0, 1: contentType = "application/x-www-form-urlencoded"
    case 2: contentType = "multipart/form-data; boundary=XyZ"
    case 3:
        // The boundary is the body's first line: quoted, empty or absurd boundaries get tried.
        let end = body.firstIndex(of: UInt8(ascii: "\n")) ?? body.count
        let boundary = String(decoding: body[..<end], as: UTF8.self)
        body.removeSubrange(..<min(end + 1, body.count))
        contentType = "multipart/form-data; boundary=" + boundary
    case 4: contentType = nil
    default: contentType = String(decoding: body.prefix(40), as: UTF8.self)
    }
    // Small limits, so every limit is reached by short inputs.
    let limits = FormBodyLimits(maxBodyBytes: 4096, maxFields: 16, maxKeyBytes: 32, maxValueBytes: 256, maxFileBytes: 512, maxPartHeaderBytes: 256)
    let first = Result { () throws(FormBodyError) in try FormBodyParser.parse(body: body, contentType: contentType, limits: limits) }
    let second = Result { () throws(FormBodyError) in try FormBodyParser.parse(body: body, contentType: contentType, limits: limits) }
    precondition(first == second, "the same body parsed two ways")
    guard case .success(let form) = first else { return 0 }
    precondition(form.fields.count + form.files.count <= limits.maxFields, "\(form.fields.count) fields over the limit")
    // Bytes that are not UTF-8 refuse the body, so what was read is what was sent.
    for field in form.fields {
        precondition(field.name.utf8.count <= limits.maxKeyBytes, "a name over the limit")
        precondition(field.value.utf8.count <= limits.maxValueBytes, "a value over the limit")
    }
    for cut in form.oversizedValues {
        precondition(cut.byteCount > cut.limit && cut.keptByteCount <= cut.limit && cut.limit - cut.keptByteCount < 4, "a cut \(cut)")
        precondition(form.fields.contains { $0.name == cut.name && $0.value.utf8.count == cut.keptByteCount }, "a cut value not kept")
    }
    for file in form.files { precondition(file.bytes.count <= limits.maxFileBytes, "a file over the limit") }
    if contentType == "application/x-www-form-urlencoded" {
        let written = form.fields.map { percentEncoded($0.name) + "=" + percentEncoded($0.value) }.joined(separator: "&")
        // Written out, a value is longer (percent escapes, U+FFFD): read it back with room for that.
        let roomy = FormBodyLimits(maxBodyBytes: 1 << 20, maxFields: limits.maxFields, maxKeyBytes: 1 << 12, maxValueBytes: 1 << 14)
        let again = Result { () throws(FormBodyError) in try FormBodyParser.parse(body: Array(written.utf8), contentType: contentType, limits: roomy) }
        // The cut values are written out cut: they read back as they are, with nothing to list.
        var uncut = form
        uncut.oversizedValues = []
        precondition(again == .success(uncut), "a written-out form reads back differently")
    }
    return 0
}

/// Percent-encodes every byte that is not unreserved, as a browser's form encoder at worst does.
private func percentEncoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
            bytes.append(byte)
        default:
            bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
