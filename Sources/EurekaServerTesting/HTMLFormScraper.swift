/// Reads a rendered page as a browser would submit its form: every named control with its
/// current value (checked boxes and radios, selected options, textarea text), in document
/// order, disabled controls left out. For tests that post a page back, changed or not.
///
/// ```swift
/// let page = try await client.execute(uri: "/signup", method: .get)
/// var fields = HTMLFormScraper.fields(in: page.text)
/// fields.set("t-email", to: "ada@example.com")
/// let response = try await client.submitForm("/signup", fields: fields.pairs + [("_do", "submit")])
/// ```
public enum HTMLFormScraper {
    /// The first form's fields.
    public static func fields(in html: String) -> ScrapedFields {
        var fields = ScrapedFields()
        var inForm = false
        var openSelect: (name: String, disabled: Bool, firstValue: String?, chosen: String?)?
        var openTextarea: (name: String, disabled: Bool, text: String)?
        for token in HTMLTokens(html) {
            switch token {
            case .start(let tag, let attributes):
                let attribute = { (name: String) in attributes.last(where: { $0.0 == name })?.1 }
                let disabled = attribute("disabled") != nil
                switch tag {
                case "form": inForm = true
                case "input" where inForm:
                    guard let name = attribute("name"), !disabled else { continue }
                    let type = (attribute("type") ?? "text").lowercased()
                    switch type {
                    case "checkbox", "radio":
                        if attribute("checked") != nil { fields.pairs.append((name, attribute("value") ?? "on")) }
                    case "submit", "button", "image", "reset", "file": continue
                    default: fields.pairs.append((name, attribute("value") ?? ""))
                    }
                case "select" where inForm:
                    if let name = attribute("name") { openSelect = (name, disabled, nil, nil) }
                case "option":
                    guard var select = openSelect else { continue }
                    let value = attribute("value") ?? ""
                    if select.firstValue == nil { select.firstValue = value }
                    if attribute("selected") != nil { select.chosen = value }
                    openSelect = select
                case "textarea" where inForm:
                    if let name = attribute("name") { openTextarea = (name, disabled, "") }
                default: break
                }
            case .text(let text):
                if var textarea = openTextarea { textarea.text += text; openTextarea = textarea }
            case .end(let tag):
                switch tag {
                case "form": return fields
                case "select":
                    if let select = openSelect, !select.disabled { fields.pairs.append((select.name, select.chosen ?? select.firstValue ?? "")) }
                    openSelect = nil
                case "textarea":
                    if let textarea = openTextarea, !textarea.disabled {
                        // A newline right after <textarea> is not part of the value.
                        fields.pairs.append((textarea.name, textarea.text.hasPrefix("\n") ? String(textarea.text.dropFirst()) : textarea.text))
                    }
                    openTextarea = nil
                default: break
                }
            }
        }
        return fields
    }
}

/// A form's fields in document order, as a browser would post them.
///
/// ```swift
/// fields.set("t-age", to: "36")
/// ```
public struct ScrapedFields: Sendable {
    /// The name–value pairs, in order.
    public var pairs: [(String, String)] = []

    /// An empty list.
    public init() {}

    /// Every value posted under `name`.
    public func values(for name: String) -> [String] {
        pairs.filter { $0.0 == name }.map(\.1)
    }

    /// Replaces the values posted under `name` with one (added at the end if absent).
    public mutating func set(_ name: String, to value: String) {
        if let index = pairs.firstIndex(where: { $0.0 == name }) {
            pairs.removeAll { $0.0 == name }
            pairs.insert((name, value), at: min(index, pairs.count))
        } else {
            pairs.append((name, value))
        }
    }

    /// Adds a value under `name` (a checked box, another option).
    public mutating func add(_ name: String, _ value: String) {
        pairs.append((name, value))
    }

    /// Removes everything posted under `name`, keeping a checkbox's hidden marker if asked
    /// (`keepingEmpty`: the value other than "on", "" or "off"), as unticking the box does.
    public mutating func remove(_ name: String, keepingEmpty: Bool = false) {
        pairs.removeAll { $0.0 == name && !(keepingEmpty && $0.1 != "on") }
    }
}
