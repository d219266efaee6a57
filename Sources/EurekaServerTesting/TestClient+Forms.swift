import EurekaServer
import HTTPTypes
import Hummingbird
import HummingbirdTesting

extension TestClientProtocol {
    /// Posts `fields` as a urlencoded form to `path`, as a same-origin browser would
    /// (`Sec-Fetch-Site: same-origin`, `Origin: http://localhost`), with extra `headers`.
    ///
    /// ```swift
    /// let token = server.csrfTokens.issue(for: "/signup")
    /// let response = try await client.submitForm("/signup", fields: [("_csrf", token), ("email", "ada@example.com")])
    /// #expect(response.status == .ok)
    /// ```
    public func submitForm(
        _ path: String,
        fields: [(String, String)],
        headers: HTTPFields = [:]
    ) async throws -> TestResponse {
        var allHeaders: HTTPFields = [
            .contentType: "application/x-www-form-urlencoded",
            .origin: "http://localhost",
            HTTPField.Name("Sec-Fetch-Site")!: "same-origin",
        ]
        for field in headers { allHeaders[field.name] = field.value }
        return try await execute(
            uri: path, method: .post, headers: allHeaders,
            body: ByteBuffer(string: FormURLEncoder.encode(fields))
        )
    }
}
