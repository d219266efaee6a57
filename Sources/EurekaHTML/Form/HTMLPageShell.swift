/// The document around a form: doctype, language, viewport and colour-scheme hints, title,
/// the stylesheet and the (deferred, external) script, and a `<main>` landmark.
///
/// ```swift
/// var html = HTMLWriter()
/// HTMLPageShell(title: "Sign up", stylesheetURL: css, scriptURL: js).write(into: &html) { html in
///     renderer.writeForm(into: &html)
/// }
/// ```
public struct HTMLPageShell: Sendable {
    /// The page title (also the `<h1>`).
    public var title: String
    /// The stylesheet's URL.
    public var stylesheetURL: String?
    /// The script's URL; nil for a page without script.
    public var scriptURL: String?
    /// The document language.
    public var language = "en"
    /// A link back (to the catalogue, say), shown above the title.
    public var backLink: (title: String, url: String)?

    /// A page.
    ///
    /// ```swift
    /// HTMLPageShell(title: "New Event")
    /// ```
    public init(title: String, stylesheetURL: String? = nil, scriptURL: String? = nil) {
        self.title = title
        self.stylesheetURL = stylesheetURL
        self.scriptURL = scriptURL
    }

    /// Writes the document with `body` inside `<main>`, after the heading.
    public func write(into html: inout HTMLWriter, body: (inout HTMLWriter) -> Void) {
        html.doctype()
        html.open(.html) { $0.attribute(.lang, language) }
        html.element(.head) { html in
            html.void(.meta) { $0.attribute(.charset, "utf-8") }
            html.void(.meta) {
                $0.attribute(.metaName, "viewport"); $0.attribute(.content, "width=device-width, initial-scale=1")
            }
            html.void(.meta) {
                $0.attribute(.metaName, "color-scheme"); $0.attribute(.content, "light dark")
            }
            html.element(.title, text: title)
            // No favicon request: an empty icon inline (the CSP allows data: images). The URL
            // filter refuses data: URLs in attributes, so this constant goes in as trusted markup.
            html.raw(TrustedHTML(uncheckedMarkup: #"<link rel="icon" href="data:,">"#))
            if let stylesheetURL {
                html.void(.link) {
                    $0.attribute(.rel, "stylesheet"); $0.attribute(.href, stylesheetURL)
                }
            }
            if let scriptURL {
                html.element(
                    .script,
                    attributes: {
                        $0.attribute(.src, scriptURL); $0.boolean(.defer)
                    }
                ) { _ in }
            }
        }
        html.open(.body)
        html.open(.main) { $0.attribute(.class, "eu-page") }
        if let backLink {
            html.element(
                .nav,
                attributes: {
                    $0.attribute(.class, "eu-nav"); $0.attribute(.ariaLabel, "Back")
                }
            ) { html in
                html.element(.a, attributes: { $0.attribute(.href, backLink.url) }, text: "‹ " + backLink.title)
            }
        }
        html.element(.h1, attributes: { $0.attribute(.class, "eu-page-title") }, text: title)
        body(&html)
        html.close(.main)
        html.close(.body)
        html.close(.html)
    }
}
