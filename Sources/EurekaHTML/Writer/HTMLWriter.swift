/// Writes HTML into a byte buffer, escaping every string by construction.
///
/// Text goes through ``text(_:)-(String)``, attribute values through ``HTMLAttributeWriter``, element and
/// attribute names come only from ``HTMLElementName`` / ``HTMLAttributeName`` (string literals),
/// and markup that is not escaped can only be written as ``TrustedHTML``, a type whose
/// constructor says what the caller vouches for. There is no way to append an arbitrary
/// string unescaped.
///
/// ```swift
/// var html = HTMLWriter()
/// html.element(.label, attributes: { $0.identifier(.for, "email", prefix: "row-") }) { $0.text("Email") }
/// html.void(.input) {
///     $0.identifier(.id, "email", prefix: "row-")
///     $0.attribute(.name, "email")
///     $0.attribute(.value, userTypedValue)      // "><script>… stays inside the attribute
///     $0.boolean(.required, true)
/// }
/// let page: [UInt8] = html.bytes
/// ```
public struct HTMLWriter: Sendable {
    /// The UTF-8 bytes written so far.
    public internal(set) var bytes: [UInt8]

    /// Creates an empty writer; reserve roughly what the page will need to avoid regrowth.
    ///
    /// ```swift
    /// var html = HTMLWriter(reservingCapacity: 64 * 1024)
    /// ```
    public init(reservingCapacity capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The output decoded as a string, for tests and small fragments.
    ///
    /// ```swift
    /// var html = HTMLWriter(); html.text("a < b")
    /// html.string  // "a &lt; b"
    /// ```
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes `<!DOCTYPE html>`.
    ///
    /// ```swift
    /// html.doctype()
    /// ```
    public mutating func doctype() {
        bytes.append(contentsOf: "<!DOCTYPE html>\n".utf8)
    }

    /// Writes text content, escaped: `&<>"'` become references, control characters other than
    /// tab and newline are dropped.
    ///
    /// ```swift
    /// html.text("</textarea><script>")  // &lt;/textarea&gt;&lt;script&gt;
    /// ```
    public mutating func text(_ text: some StringProtocol) {
        HTMLEscaping.withUTF8(text) { HTMLEscaping.append($0, to: &bytes, context: .text) }
    }

    /// Writes text content, escaped (the `String` fast path).
    ///
    /// ```swift
    /// html.text(row.title)
    /// ```
    public mutating func text(_ text: String) {
        HTMLEscaping.withUTF8(text) { HTMLEscaping.append($0, to: &bytes, context: .text) }
    }

    /// Writes an integer as text (nothing to escape).
    ///
    /// ```swift
    /// html.text(42)
    /// ```
    public mutating func text(_ number: Int) {
        HTMLNumber.append(number, to: &bytes)
    }

    /// Writes markup the caller vouches for, unescaped.
    ///
    /// ```swift
    /// let icon = TrustedHTML(uncheckedMarkup: "<svg aria-hidden=\"true\"></svg>")
    /// html.raw(icon)
    /// ```
    public mutating func raw(_ markup: TrustedHTML) {
        bytes.append(contentsOf: markup.bytes)
    }

    /// Writes a start tag with its attributes; pair it with ``close(_:)``.
    ///
    /// ```swift
    /// html.open(.form, attributes: { $0.attribute(.method, "post"); $0.attribute(.action, "/signup") })
    /// // … rows …
    /// html.close(.form)
    /// ```
    public mutating func open(
        _ element: HTMLElementName,
        attributes: (inout HTMLAttributeWriter) -> Void = { _ in }
    ) {
        element.startTagPrefix.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        var writer = HTMLAttributeWriter()
        // Swapping the buffer in and out keeps one unique array: no copy, no allocation.
        swap(&writer.bytes, &bytes)
        attributes(&writer)
        swap(&writer.bytes, &bytes)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Writes an end tag.
    ///
    /// ```swift
    /// html.close(.fieldset)
    /// ```
    public mutating func close(_ element: HTMLElementName) {
        precondition(!element.isVoid, "<\(element.name)> is a void element and has no end tag")
        element.endTag.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
    }

    /// Writes a void element (`<input>`, `<meta>`, `<link>`, `<br>`…), which has no content.
    ///
    /// ```swift
    /// html.void(.input) { $0.attribute(.type, "hidden"); $0.attribute(.name, "_csrf"); $0.attribute(.value, token) }
    /// ```
    public mutating func void(_ element: HTMLElementName, attributes: (inout HTMLAttributeWriter) -> Void = { _ in }) {
        precondition(element.isVoid, "<\(element.name)> is not a void element; use element(_:attributes:content:)")
        open(element, attributes: attributes)
    }

    /// Writes an element with attributes and content written by `content`.
    ///
    /// ```swift
    /// html.element(.fieldset) { html in
    ///     html.element(.legend) { $0.text(section.title) }
    /// }
    /// ```
    public mutating func element(
        _ element: HTMLElementName,
        attributes: (inout HTMLAttributeWriter) -> Void = { _ in },
        content: (inout HTMLWriter) -> Void
    ) {
        precondition(!element.isVoid, "<\(element.name)> is a void element; use void(_:attributes:)")
        open(element, attributes: attributes)
        content(&self)
        close(element)
    }

    /// Writes an element whose whole content is one escaped text.
    ///
    /// HTML parsers drop a newline that directly follows `<textarea>` or `<pre>`, so when the
    /// text starts with one, a second is written and the value survives the round trip.
    ///
    /// ```swift
    /// html.element(.title, text: "Sign up")
    /// ```
    public mutating func element(
        _ element: HTMLElementName,
        attributes: (inout HTMLAttributeWriter) -> Void = { _ in },
        text: some StringProtocol
    ) {
        self.element(element, attributes: attributes, text: String(text))
    }

    /// Writes an element whose whole content is one escaped text (the `String` fast path).
    ///
    /// ```swift
    /// html.element(.legend, text: section.title)
    /// ```
    public mutating func element(
        _ element: HTMLElementName,
        attributes: (inout HTMLAttributeWriter) -> Void = { _ in },
        text: String
    ) {
        self.element(element, attributes: attributes) { html in
            let start = html.bytes.count
            html.text(text)
            // Checked after escaping: dropped control characters may have put a newline first.
            if element.eatsLeadingNewline, html.bytes.count > start, html.bytes[start] == UInt8(ascii: "\n") {
                html.bytes.insert(UInt8(ascii: "\n"), at: start)
            }
        }
    }
}
