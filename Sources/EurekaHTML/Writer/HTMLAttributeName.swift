/// The name of an HTML attribute, created only from a compile-time string.
///
/// Event-handler attributes (`on…`) and `style` cannot be created: the content security policy
/// forbids inline script and style, so such an attribute would be both dangerous and dead.
/// Attributes that hold URLs (`href`, `src`, `action`, `formaction`…) are marked so the writer
/// refuses `javascript:` and other active schemes in them.
///
/// ```swift
/// html.element(.a, attributes: { $0.attribute(.href, "/forms/signup") }) { $0.text("Sign up") }
/// html.void(.input) { $0.attribute(HTMLAttributeName("data-row"), "email") }
/// ```
public struct HTMLAttributeName: Sendable, Hashable {
    /// The name's bytes, as written before `=`.
    public let bytes: [UInt8]
    /// Whether the value is a URL, filtered through ``HTMLURLFilter`` when written.
    public let isURL: Bool

    /// Creates an attribute name from a string literal.
    ///
    /// ```swift
    /// let described = HTMLAttributeName("aria-describedby")
    /// ```
    public init(_ name: StaticString) {
        let bytes = HTMLNameRules.checkedBytes(name, kind: "attribute")
        precondition(
            !(bytes.count >= 2 && bytes[0] == UInt8(ascii: "o") && bytes[1] == UInt8(ascii: "n")),
            "HTML attribute \(name) is an event handler; inline script is forbidden by the CSP"
        )
        precondition(bytes != Array("style".utf8), "inline style is forbidden by the CSP; use a class")
        self.bytes = bytes
        self.isURL = HTMLNameRules.urlAttributes.contains(bytes)
        self.valuePrefix = [UInt8(ascii: " ")] + bytes + [UInt8(ascii: "="), UInt8(ascii: "\"")]
        self.booleanForm = [UInt8(ascii: " ")] + bytes
    }

    /// ` name="`, prepared once: one append per attribute instead of four on the hot path.
    let valuePrefix: [UInt8]
    /// ` name`, for boolean attributes.
    let booleanForm: [UInt8]

    /// The name as a string, for diagnostics.
    ///
    /// ```swift
    /// HTMLAttributeName.id.name  // "id"
    /// ```
    public var name: String { String(decoding: bytes, as: UTF8.self) }
}

extension HTMLAttributeName {
    /// `id`; see ``HTMLIdentifier`` for making one from a row tag.
    public static let id = HTMLAttributeName("id")
    /// `class`
    public static let `class` = HTMLAttributeName("class")
    /// `name`
    public static let name = HTMLAttributeName("name")
    /// `value`
    public static let value = HTMLAttributeName("value")
    /// `type`
    public static let type = HTMLAttributeName("type")
    /// `for`
    public static let `for` = HTMLAttributeName("for")
    /// `href` (a URL)
    public static let href = HTMLAttributeName("href")
    /// `src` (a URL)
    public static let src = HTMLAttributeName("src")
    /// `action` (a URL)
    public static let action = HTMLAttributeName("action")
    /// `formaction` (a URL)
    public static let formaction = HTMLAttributeName("formaction")
    /// `method`
    public static let method = HTMLAttributeName("method")
    /// `enctype`
    public static let enctype = HTMLAttributeName("enctype")
    /// `rel`
    public static let rel = HTMLAttributeName("rel")
    /// `lang`
    public static let lang = HTMLAttributeName("lang")
    /// `dir`
    public static let dir = HTMLAttributeName("dir")
    /// `charset`
    public static let charset = HTMLAttributeName("charset")
    /// `content`
    public static let content = HTMLAttributeName("content")
    /// `title`
    public static let title = HTMLAttributeName("title")
    /// `placeholder`
    public static let placeholder = HTMLAttributeName("placeholder")
    /// `autocomplete`
    public static let autocomplete = HTMLAttributeName("autocomplete")
    /// `inputmode`
    public static let inputmode = HTMLAttributeName("inputmode")
    /// `autocapitalize`
    public static let autocapitalize = HTMLAttributeName("autocapitalize")
    /// `min`
    public static let min = HTMLAttributeName("min")
    /// `max`
    public static let max = HTMLAttributeName("max")
    /// `step`
    public static let step = HTMLAttributeName("step")
    /// `minlength`
    public static let minlength = HTMLAttributeName("minlength")
    /// `maxlength`
    public static let maxlength = HTMLAttributeName("maxlength")
    /// `rows`
    public static let rows = HTMLAttributeName("rows")
    /// `role`
    public static let role = HTMLAttributeName("role")
    /// `tabindex`
    public static let tabindex = HTMLAttributeName("tabindex")
    /// `hidden` (boolean)
    public static let hidden = HTMLAttributeName("hidden")
    /// `disabled` (boolean)
    public static let disabled = HTMLAttributeName("disabled")
    /// `readonly` (boolean)
    public static let readonly = HTMLAttributeName("readonly")
    /// `required` (boolean)
    public static let required = HTMLAttributeName("required")
    /// `checked` (boolean)
    public static let checked = HTMLAttributeName("checked")
    /// `selected` (boolean)
    public static let selected = HTMLAttributeName("selected")
    /// `multiple` (boolean)
    public static let multiple = HTMLAttributeName("multiple")
    /// `autofocus` (boolean)
    public static let autofocus = HTMLAttributeName("autofocus")
    /// `novalidate` (boolean)
    public static let novalidate = HTMLAttributeName("novalidate")
    /// `open` (boolean)
    public static let open = HTMLAttributeName("open")
    /// `defer` (boolean)
    public static let `defer` = HTMLAttributeName("defer")
    /// `aria-invalid`
    public static let ariaInvalid = HTMLAttributeName("aria-invalid")
    /// `aria-describedby`
    public static let ariaDescribedBy = HTMLAttributeName("aria-describedby")
    /// `aria-labelledby`
    public static let ariaLabelledBy = HTMLAttributeName("aria-labelledby")
    /// `aria-label`
    public static let ariaLabel = HTMLAttributeName("aria-label")
    /// `aria-valuetext`: a range's or spin button's value as words ("7 guests").
    public static let ariaValueText = HTMLAttributeName("aria-valuetext")
    /// `aria-live`
    public static let ariaLive = HTMLAttributeName("aria-live")
    /// `aria-hidden`
    public static let ariaHidden = HTMLAttributeName("aria-hidden")
    /// `aria-expanded`
    public static let ariaExpanded = HTMLAttributeName("aria-expanded")
    /// `aria-controls`
    public static let ariaControls = HTMLAttributeName("aria-controls")
    /// `aria-current`
    public static let ariaCurrent = HTMLAttributeName("aria-current")
}
