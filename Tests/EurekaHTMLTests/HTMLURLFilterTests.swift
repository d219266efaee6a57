import EurekaHTML
import Testing

@Suite("URL filter")
struct HTMLURLFilterTests {
    @Test(arguments: [
        "/forms/signup", "signup", "?page=2", "#errors", "", "https://example.com/a", "HTTP://EXAMPLE.COM",
        "mailto:ada@example.com", "tel:+351000000", "./a:b", "/path/with:colon", "&#106;avascript:alert(1)",
    ])
    func allows(url: String) {
        #expect(HTMLURLFilter.isAllowed(url))
    }

    @Test(arguments: [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", " \tjava\nscript:alert(1)", "\u{1}javascript:x",
        "java\rscript:x", "data:text/html,<script>", "vbscript:x", "blob:https://a/b", "file:///etc/passwd",
        "javascript\t:x",
    ])
    func refuses(url: String) {
        #expect(!HTMLURLFilter.isAllowed(url))
    }
}
