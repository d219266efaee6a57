import Foundation
import Testing

@testable import Eureka

/// A URL row shows its URL as a person writes it, never something that misleads, and always
/// text that reads back as the same URL.
@Suite("Rows: URLs shown in their own letters")
struct URLTextTests {
    @Test(arguments: [
        // Internationalised hosts and escaped non-ASCII characters, in their own letters.
        ("https://bücher.de/straße?q=ä#ö", "https://bücher.de/straße?q=ä#ö"),
        ("https://例え.テスト/パス", "https://例え.テスト/パス"),
        ("https://user:pw@bücher.de:8080/a", "https://user:pw@bücher.de:8080/a"),
        ("https://xn--mnchen-3ya.de/", "https://münchen.de/"),
        ("https://ουτοπία.δπθ.gr/", "https://ουτοπία.δπθ.gr/"),
        // A lookalike mixing Latin and Cyrillic letters stays punycode.
        ("https://xn--pypal-4ve.com/", "https://xn--pypal-4ve.com/"),
        // ASCII escapes mean something different unescaped; invisible characters stay escaped.
        ("https://a.de/a%20b%2Fc%3F", "https://a.de/a%20b%2Fc%3F"),
        ("https://a.de/%E2%80%AEevil", "https://a.de/%E2%80%AEevil"),
        ("https://a.de/%C2%A0x", "https://a.de/%C2%A0x"),
        ("https://a.de/%E2%80%8Bx", "https://a.de/%E2%80%8Bx"),
        // Broken UTF-8, overlong forms and encoded surrogates stay as they are.
        ("https://a.de/%C3", "https://a.de/%C3"),
        ("https://a.de/%C0%AF", "https://a.de/%C0%AF"),
        ("https://a.de/%ED%A0%80", "https://a.de/%ED%A0%80"),
        ("https://a.de/%C3%A4%C3", "https://a.de/ä%C3"),
        ("https://bücher.de/a%20b%C3%A4", "https://bücher.de/a%20bä"),
        ("https://a.de/a%20bä?q=a%26b&x=ü#%41ö", "https://a.de/a%20bä?q=a%26b&x=ü#%41ö"),
        // Not punycode at all, an IP literal, no authority.
        ("https://xn--zz.de/", "https://xn--zz.de/"),
        ("https://xn--.de/", "https://xn--.de/"),
        ("http://[::1]:8080/%C3%A4", "http://[::1]:8080/ä"),
        ("mailto:j%C3%B6rg@example.com", "mailto:jörg@example.com"),
        ("https://example.com/plain", "https://example.com/plain"),
    ])
    func aURLIsShownAsAPersonWritesIt(typed: String, shown: String) throws {
        let url = try #require(URL(fieldText: typed))
        #expect(url.fieldText == shown)
        let reread = try #require(URL(fieldText: url.fieldText))
        #expect(reread == url, "the shown text reads back as the same URL")
        #expect(reread.absoluteString == url.absoluteString)
    }

    /// Escapes typed beside non-ASCII characters keep their meaning: Foundation alone read
    /// “a%20bä” as “a%2520b%C3%A4”, a path with a percent sign in it.
    @Test(arguments: [
        ("https://a.de/a%20bä", "https://a.de/a%20b%C3%A4"),
        ("https://bücher.de/s?q=a%26b&x=ä", "https://xn--bcher-kva.de/s?q=a%26b&x=%C3%A4"),
        ("https://a.de/%E4", "https://a.de/%E4"),
        ("https://a.de/ä%C3", "https://a.de/%C3%A4%C3"),
        ("https://a.de/x#ä", "https://a.de/x#%C3%A4"),
    ])
    func typedEscapesKeepTheirMeaning(typed: String, stored: String) throws {
        #expect(try #require(URL(fieldText: typed)).absoluteString == stored)
    }

    @Test(
        arguments: [
            ("bcher-kva", "bücher"), ("r8jz45g", "例え"), ("mnchen-3ya", "münchen"),
            ("zz", nil), ("", nil), ("abc-", nil), ("99999999999999", nil), ("a-", nil),
        ] as [(String, String?)])
    func punycodeDecodes(encoded: String, decoded: String?) {
        #expect(Punycode.decode(encoded) == decoded)
    }

    /// The row shows the readable text; the values a form submits keep the stored URL.
    @Test func aURLRowShowsTheReadableTextAndSubmitsTheStoredURL() throws {
        let row = URLRow("site") { $0.value = URL(string: "https://bücher.de/straße") }
        let form = Form()
        form +++ Section() <<< row
        #expect(row.displayText == "https://bücher.de/straße")
        #expect(FormValue(converting: form.values()["site"] ?? nil) == .string("https://xn--bcher-kva.de/stra%C3%9Fe"))
    }
}
