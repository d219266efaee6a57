import Eureka
import EurekaServerTesting
import Foundation
import Testing

@testable import EurekaHTML

/// Every string a form shows — titles, placeholders, options, values, errors, headers, footers,
/// the notice above the form, selector groups' headers and footers, tags (in names and ids) — set to each payload of the XSS corpus, rendered as a page, and read
/// back by a tokenizer: no element, attribute or URL the renderer did not write.
@Suite("XSS corpus through the form renderer")
struct XSSFormTests {
    static let payloads: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("EurekaHTMLTests/Corpus/xss-payloads.json")
        guard let data = try? Data(contentsOf: url), let payloads = try? JSONDecoder().decode([String].self, from: data) else { return [] }
        return payloads
    }()

    static func controller(_ payload: String) -> FormViewController {
        final class Controller: FormViewController {}
        let controller = Controller()
        controller.title = payload
        controller.form +++ Section(header: payload, footer: payload)
            <<< TextRow(payload) {
                $0.title = payload; $0.placeholder = payload; $0.value = payload
                $0.add(rule: RuleClosure { _ in ValidationError(msg: payload) }); $0.validationOptions = .validatesAlways
            }
            <<< PushRow<String>("p" + payload) {
                $0.title = payload; $0.options = [payload, "safe"]; $0.value = payload
            }
            <<< SegmentedRow<String>("s" + payload) {
                $0.title = payload; $0.options = [payload]
            }
            <<< LabelRow {
                $0.title = payload; $0.value = payload
            }
            <<< ButtonRow { $0.title = payload }
            <<< MultipleSelectorRow<String>("m" + payload) {
                $0.title = payload; $0.options = [payload]
            }
            // Grouped by onPresent: the groups' headers and footers are the payload too.
            <<< PushRow<String>("g" + payload) {
                $0.title = payload; $0.options = [payload, "safe"]
            }
            .onPresent { _, to in
                to.sectionKeyForValue = { $0 }; to.sectionFooterTitleForKey = { $0 }
            }
            <<< MultipleSelectorRow<String>("mg" + payload) {
                $0.title = payload; $0.options = [payload, "safe"]
            }
            .onPresent { _, to in
                to.sectionKeyForValue = { $0 }; to.sectionFooterTitleForKey = { $0 }
            }
        return controller
    }

    @Test func corpusIsLoaded() {
        #expect(Self.payloads.count >= 50)
    }

    @Test func noPayloadBecomesMarkup() async throws {
        let allowedElements: Set<String> = [
            "html", "head", "meta", "title", "link", "script", "body", "main", "nav", "a", "h1", "h2", "form",
            "button", "input", "fieldset", "legend", "div", "label", "span", "p", "select", "option",
            "ul", "li", "textarea", "output", "details", "summary", "optgroup",
        ]
        for (index, payload) in Self.payloads.enumerated() {
            let session = WebFormSession(controller: Self.controller(payload))
            await session.load()
            _ = session.form.validate()
            var html = HTMLWriter()
            var shell = HTMLPageShell(title: payload, stylesheetURL: "/assets/eureka.css", scriptURL: "/assets/eureka.js")
            shell.backLink = (payload, payload)
            shell.write(into: &html) { html in
                var options = HTMLFormOptions(action: "/form")
                options.notice = HTMLFormNotice(headline: payload, message: payload)
                HTMLFormRenderer(session: session, options: options).writeForm(into: &html)
            }
            #expect(html.string.contains("<optgroup label=") && html.string.contains("eu-option-group-title"), "the selectors are grouped")
            var scripts = 0
            var texts: [String] = []
            for token in HTMLTokens(html.string) {
                switch token {
                case .start(let tag, let attributes):
                    #expect(allowedElements.contains(tag), "payload \(index) made a <\(tag)>")
                    if tag == "script" { scripts += 1 }
                    for (name, value) in attributes {
                        #expect(!name.hasPrefix("on") && name != "style" && name != "srcdoc", "payload \(index) made an attribute \(name)")
                        // The page's own empty icon (`<link rel="icon" href="data:,">`) is the one data: URL.
                        if ["href", "src", "action", "formaction"].contains(name), !(tag == "link" && value == "data:,") {
                            let lowered = value.lowercased().filter { !$0.isWhitespace }
                            #expect(
                                !lowered.hasPrefix("javascript:") && !lowered.hasPrefix("data:") && !lowered.hasPrefix("vbscript:"),
                                "payload \(index): \(name)=\(value)")
                        }
                    }
                case .text(let text): texts.append(text)
                case .end: break
                }
            }
            #expect(scripts == 1, "only the page's own script element")
            let shown = Self.withoutControls(payload)
            if !shown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                #expect(texts.contains { $0.contains(shown.trimmingCharacters(in: .whitespacesAndNewlines)) }, "payload \(index) is shown as text")
            }
        }
    }

    /// What the writer keeps of a string (escape sequences and control characters other than tab
    /// and newline go), as binding reads text back; the corpus suite holds that to patterns.
    static func withoutControls(_ text: String) -> String {
        HTMLEscaping.textAsShown(text)
    }
}
