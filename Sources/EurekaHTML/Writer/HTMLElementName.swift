/// The name of an HTML element, created only from a compile-time string so that no user input
/// can ever become markup structure.
///
/// Names are checked once, at creation: lowercase ASCII letters, digits and `-`, starting with a
/// letter. A bad name is a programming error (a typo in a literal), so it stops the program in
/// debug and release builds alike rather than writing broken markup.
///
/// ```swift
/// var html = HTMLWriter()
/// html.element(.p) { $0.text("Hello") }
/// html.element(HTMLElementName("my-widget")) { $0.text("custom element") }
/// ```
public struct HTMLElementName: Sendable, Hashable {
    /// The name's bytes, as written between `<` and `>`.
    public let bytes: [UInt8]
    /// Whether the element is void (`<input>`, `<br>`…): it has no content and no end tag.
    public let isVoid: Bool
    /// Whether parsers drop a newline right after the start tag (`<textarea>`, `<pre>`).
    let eatsLeadingNewline: Bool
    /// `<name`, prepared once for the hot path.
    let startTagPrefix: [UInt8]
    /// `</name>`, prepared once for the hot path.
    let endTag: [UInt8]

    /// Creates an element name from a string literal.
    ///
    /// ```swift
    /// let dialog = HTMLElementName("dialog")
    /// ```
    public init(_ name: StaticString) {
        let bytes = HTMLNameRules.checkedBytes(name, kind: "element")
        self.bytes = bytes
        self.isVoid = HTMLNameRules.voidElements.contains(bytes)
        self.eatsLeadingNewline = bytes == Array("textarea".utf8) || bytes == Array("pre".utf8) || bytes == Array("listing".utf8)
        self.startTagPrefix = [UInt8(ascii: "<")] + bytes
        self.endTag = [UInt8(ascii: "<"), UInt8(ascii: "/")] + bytes + [UInt8(ascii: ">")]
    }

    /// The name as a string, for diagnostics.
    ///
    /// ```swift
    /// HTMLElementName.div.name  // "div"
    /// ```
    public var name: String { String(decoding: bytes, as: UTF8.self) }
}

extension HTMLElementName {
    /// `<html>`
    public static let html = HTMLElementName("html")
    /// `<head>`
    public static let head = HTMLElementName("head")
    /// `<body>`
    public static let body = HTMLElementName("body")
    /// `<title>`
    public static let title = HTMLElementName("title")
    /// `<meta>` (void)
    public static let meta = HTMLElementName("meta")
    /// `<link>` (void)
    public static let link = HTMLElementName("link")
    /// `<script>`; its content is never text: use ``HTMLWriter/jsonDataIsland(id:json:)`` or a `src`.
    public static let script = HTMLElementName("script")
    /// `<main>`
    public static let main = HTMLElementName("main")
    /// `<header>`
    public static let header = HTMLElementName("header")
    /// `<footer>`
    public static let footer = HTMLElementName("footer")
    /// `<nav>`
    public static let nav = HTMLElementName("nav")
    /// `<section>`
    public static let section = HTMLElementName("section")
    /// `<div>`
    public static let div = HTMLElementName("div")
    /// `<span>`
    public static let span = HTMLElementName("span")
    /// `<p>`
    public static let p = HTMLElementName("p")
    /// `<a>`
    public static let a = HTMLElementName("a")
    /// `<h1>`
    public static let h1 = HTMLElementName("h1")
    /// `<h2>`
    public static let h2 = HTMLElementName("h2")
    /// `<h3>`
    public static let h3 = HTMLElementName("h3")
    /// `<ul>`
    public static let ul = HTMLElementName("ul")
    /// `<ol>`
    public static let ol = HTMLElementName("ol")
    /// `<li>`
    public static let li = HTMLElementName("li")
    /// `<strong>`
    public static let strong = HTMLElementName("strong")
    /// `<em>`
    public static let em = HTMLElementName("em")
    /// `<br>` (void)
    public static let br = HTMLElementName("br")
    /// `<img>` (void)
    public static let img = HTMLElementName("img")
    /// `<form>`
    public static let form = HTMLElementName("form")
    /// `<fieldset>`
    public static let fieldset = HTMLElementName("fieldset")
    /// `<legend>`
    public static let legend = HTMLElementName("legend")
    /// `<label>`
    public static let label = HTMLElementName("label")
    /// `<input>` (void)
    public static let input = HTMLElementName("input")
    /// `<textarea>`; its text is escaped like any other, so `</textarea>` in a value cannot end it.
    public static let textarea = HTMLElementName("textarea")
    /// `<select>`
    public static let select = HTMLElementName("select")
    /// `<option>`
    public static let option = HTMLElementName("option")
    /// `<optgroup>`
    public static let optgroup = HTMLElementName("optgroup")
    /// `<button>`
    public static let button = HTMLElementName("button")
    /// `<output>`
    public static let output = HTMLElementName("output")
    /// `<datalist>`
    public static let datalist = HTMLElementName("datalist")
    /// `<dialog>`
    public static let dialog = HTMLElementName("dialog")
    /// `<details>`
    public static let details = HTMLElementName("details")
    /// `<summary>`
    public static let summary = HTMLElementName("summary")
    /// `<noscript>`
    public static let noscript = HTMLElementName("noscript")
    /// `<pre>`: preformatted text.
    public static let pre = HTMLElementName("pre")
    /// `<bdi>`: text isolated from the direction around it (an Arabic value in a list of
    /// English keys keeps its own order, and its digits stay with it).
    public static let bdi = HTMLElementName("bdi")
}
