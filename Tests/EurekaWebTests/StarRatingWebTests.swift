import EurekaServerTesting
import Foundation
import Testing

/// The custom star row on the web: unrated, no star is ticked, so "no stars" chosen is an
/// answer of 0, as in the terminal, line mode and JSON (it had been read as "left alone").
@Suite("The star rating row on the web")
struct StarRatingWebTests {
    @Test func unratedTicksNothingAndNoStarsIsAnAnswerOfZero() async throws {
        try await CatalogueSite.test { client in
            let page = try await client.page("custom-cells")
            #expect(page.fields.values(for: "t-value").isEmpty, "unrated: no radio of Value for money is ticked")
            #expect(page.fields.values(for: "t-food") == ["3"])
            let untouched = try await client.submittedValues("custom-cells", page.fields)
            #expect(untouched.contains(#""value" : null"#), "\(untouched)")
            var rated = page.fields
            rated.set("t-value", to: "0")
            let zero = try await client.submittedValues("custom-cells", rated)
            #expect(zero.contains(#""value" : 0"#), "\(zero)")
        }
    }
}
