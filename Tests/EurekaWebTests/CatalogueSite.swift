import EurekaExampleCatalogue
import EurekaHTML
import EurekaServer
import EurekaServerTesting
import Foundation
import Hummingbird
import HummingbirdTesting

@testable import EurekaExamples

/// The catalogue's web site in router mode (no sockets), as `eureka-examples serve` builds it.
enum CatalogueSite {
    static func test(
        limits: FormBodyLimits = CatalogueWebsite.limits, clock: ManualWallClock = ManualWallClock(), secret: ServerSecret? = nil,
        _ body: @Sendable @escaping (any TestClientProtocol) async throws -> Void
    ) async throws {
        // Every test sees the same "now": a page and its post must not straddle a minute.
        CatalogueClock.pin(Date(timeIntervalSince1970: 1_795_000_000))
        var configuration = FormServerConfiguration.testing(clock: clock, limits: limits)
        if let secret { configuration.secret = secret }
        let server = FormServer(configuration: configuration)
        let app = server.buildApplication { router, server in
            CatalogueWebsite.addRoutes(to: router, server: server)
        }
        try await app.test(.router) { client in try await body(client) }
    }

    /// Every example's name.
    static var names: [String] { ExampleCatalogue.all.map(\.name) }
}

extension TestClientProtocol {
    /// GETs an example's page and returns its status, text and form fields.
    func page(_ name: String) async throws -> (status: HTTPResponse.Status, text: String, fields: ScrapedFields) {
        let response = try await execute(uri: CatalogueWebsite.path(of: name), method: .get)
        return (response.status, response.text, HTMLFormScraper.fields(in: response.text))
    }

    /// Posts fields to an example's page.
    func post(_ name: String, _ fields: [(String, String)], headers: HTTPFields = [:]) async throws -> TestResponse {
        try await submitForm(CatalogueWebsite.path(of: name), fields: fields, headers: headers)
    }
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }
}

extension CatalogueSite {
    /// The JSON a values page shows, as its text reads (the `<bdi>` isolating each string
    /// taken out, references unescaped); nil when the page shows none.
    static func submittedJSON(in page: String) -> String? {
        guard let start = page.range(of: #"id="submitted-values">"#), let end = page[start.upperBound...].range(of: "</pre>") else { return nil }
        return String(page[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "<bdi>", with: "").replacingOccurrences(of: "</bdi>", with: "")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
