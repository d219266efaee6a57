import Eureka
import EurekaHTML
import Foundation
import HTTPTypes
import Hummingbird

// The mounted form's API face: a JSON body in, the same submit handler or a problem+json 422
// out; and the form's JSON Schema next to the page.
extension FormPageResponder {
    func postJSON(_ request: Request, context: EurekaRequestContext) async throws -> Response {
        var request = request
        // A refused body is thrown, not answered here: `ErrorPageMiddleware` then closes the
        // connection rather than reading on (or resetting it) after a body it did not take.
        let body = try await JSONBodyReader.read(&request, limits: server.configuration.limits)
        let session = WebFormSession(controller: route.makeController())
        await session.load()
        switch await session.handleJSON(body.values, refused: body.oversizedTexts, unknownKeys: route.unknownJSONKeys) {
        case .submitted(let submitted):
            return try await route.onSubmit(submitted, request, context)
        case .invalid(let errors):
            let problem = ProblemDetails(
                status: .unprocessableContent, title: "The values were not accepted",
                detail: Self.detail(of: errors), errors: errors)
            return try problem.response()
        }
    }

    /// The 422's one-line summary: fields counted once however many of their rules failed
    /// (a password too short and without a digit is one field), the form's own errors apart.
    ///
    /// ```swift
    /// FormPageResponder.detail(of: errors)   // "2 fields have errors."
    /// ```
    static func detail(of errors: [WebFormSession.JSONFieldError]) -> String {
        let fields = Set(errors.compactMap(\.tag)).count
        let formErrors = errors.count { $0.tag == nil }
        let fieldPart: String? =
            switch fields {
            case 0: nil
            case 1: errors.count { $0.tag != nil } == 1 ? "1 field has an error" : "1 field has errors"
            default: "\(fields) fields have errors"
            }
        let formPart: String? =
            switch formErrors {
            case 0: nil
            case 1: "the form has an error"
            default: "the form has \(formErrors) errors"
            }
        let sentence = [fieldPart, formPart].compactMap { $0 }.joined(separator: ", and ")
        guard !sentence.isEmpty else { return "The values were not accepted." }
        return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
    }

    /// The form's JSON face, under the form: its schema, and a `curl` line that posts the
    /// values the form has now, each date as its row keeps one (so that the line is accepted).
    func writeJSONHelp(_ session: WebFormSession, request: Request, into html: inout HTMLWriter) {
        let values = (try? session.form.exportValuesAsKept().jsonString()) ?? "{}"
        // The Host header is the client's: only a plain host[:port] is shown, and the whole
        // address is quoted like the body, so a line copied into a shell runs nothing else.
        let authority = request.head.authority ?? ""
        let host = Self.isPlainAuthority(authority) ? authority : "127.0.0.1:8080"
        let line = "curl -X POST -H 'Content-Type: application/json' --data \(Self.shellQuoted(values)) \(Self.shellQuoted("http://" + host + route.path))"
        html.element(.details, attributes: { $0.attribute(.class, "eu-api") }) { html in
            html.element(.summary, text: "The same form as a JSON API")
            html.element(.p, attributes: { $0.attribute(.class, "eu-note") }) { html in
                html.text("Post the values as JSON to this address; a valid body gets them back, an invalid one a 422 listing each error. ")
                html.element(
                    .a,
                    attributes: {
                        $0.attribute(.href, route.schemaPath); $0.attribute(.class, "eu-link")
                    }, text: "JSON Schema")
            }
            html.element(.pre, attributes: { $0.attribute(.class, "eu-json") }, text: line)
        }
    }

    /// `text` in single quotes for a POSIX shell; a quote inside closes, escapes and reopens.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// Whether `authority` is a host name or address with an optional port, and nothing else.
    static func isPlainAuthority(_ authority: String) -> Bool {
        !authority.isEmpty && authority.utf8.count <= 255
            && authority.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
                case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"): true
                default: false
                }
            }
    }

    func schema(_ request: Request, context: EurekaRequestContext) async throws -> Response {
        let session = WebFormSession(controller: route.makeController())
        await session.load()
        // The list limit `handleJSON` applies, so a list the server refuses as too long is one the schema refuses too.
        let schema = session.form.jsonSchema(
            title: route.title ?? session.controller.title, unknownKeys: route.unknownJSONKeys, maximumListLength: MultivaluedRowKeys.maximumRowsPerSection)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let bytes = try encoder.encode(schema)
        return Response(
            status: .ok, headers: [.contentType: "application/schema+json", .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
