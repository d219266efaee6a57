import EurekaHTML
import HTTPTypes

/// The small HTML page every refused or failed request gets: a heading, an explanation, and a
/// link back. Written with `HTMLWriter`, so a message quoting user input stays text, and with
/// no inline script or style, so the strict CSP applies to it too.
///
/// ```swift
/// let bytes = ErrorPage(status: .forbidden, title: "Form refused", message: failure.message, backLink: "/signup").render()
/// ```
public struct ErrorPage: Sendable {
    /// The status shown in the title.
    public var status: HTTPResponse.Status
    /// The heading.
    public var title: String
    /// The explanation.
    public var message: String
    /// Where the link under the message goes; the site's root when nil.
    public var backLink: String?
    /// The link's text ("Go back"). It opens ``backLink`` afresh, so a page that answers a
    /// posted form says what the link really does ("Open the form again, empty"): a person who
    /// wants what they typed back needs the browser's Back button.
    public var backLinkLabel: String
    /// A stylesheet to link, if any.
    public var stylesheetURL: String?

    /// A page.
    ///
    /// ```swift
    /// ErrorPage(status: .notFound, title: "Not found", message: "There is nothing at this address.")
    /// ```
    public init(
        status: HTTPResponse.Status, title: String, message: String, backLink: String? = nil, backLinkLabel: String = "Go back",
        stylesheetURL: String? = nil
    ) {
        self.status = status
        self.title = title
        self.message = message
        self.backLink = backLink
        self.backLinkLabel = backLinkLabel
        self.stylesheetURL = stylesheetURL
    }

    /// The page's bytes.
    ///
    /// ```swift
    /// let html = String(decoding: page.render(), as: UTF8.self)
    /// ```
    public func render() -> [UInt8] {
        var html = HTMLWriter(reservingCapacity: 1024)
        html.doctype()
        html.element(.html, attributes: { $0.attribute(.lang, "en") }) { html in
            html.element(.head) { html in
                html.void(.meta) { $0.attribute(.charset, "utf-8") }
                html.void(.meta) {
                    $0.attribute(.name, "viewport"); $0.attribute(.content, "width=device-width, initial-scale=1")
                }
                html.element(.title, text: "\(status.code) \(title)")
                if let stylesheetURL {
                    html.void(.link) {
                        $0.attribute(.rel, "stylesheet"); $0.attribute(.href, stylesheetURL)
                    }
                }
            }
            html.element(.body) { html in
                html.element(.main, attributes: { $0.attribute(.class, "eureka-error") }) { html in
                    html.element(.h1, text: title)
                    html.element(.p, text: message)
                    html.element(.p) { html in
                        html.element(.a, attributes: { $0.attribute(.href, Self.safeBackLink(backLink)) }, text: backLinkLabel)
                    }
                }
            }
        }
        return html.bytes
    }

    /// Only same-site absolute paths are linked: a back link built from a request must never
    /// send the user to another site (`//evil.example` is a network-path reference).
    static func safeBackLink(_ link: String?) -> String {
        guard let link, link.hasPrefix("/"), !link.hasPrefix("//"), !link.hasPrefix("/\\") else { return "/" }
        return link
    }
}
