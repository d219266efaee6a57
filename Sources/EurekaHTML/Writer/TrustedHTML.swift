/// Markup written without escaping, the only way raw HTML reaches ``HTMLWriter``.
///
/// Build it through a writer (safe by construction) whenever possible; the unchecked
/// initialiser exists for constant markup such as an inline SVG icon, and its name makes every
/// use easy to find in review.
///
/// ```swift
/// let badge = TrustedHTML { $0.element(.span, attributes: { $0.attribute(.class, "badge") }, text: count) }
/// let icon = TrustedHTML(uncheckedMarkup: "<svg viewBox=\"0 0 8 8\" aria-hidden=\"true\"></svg>")
/// html.raw(badge); html.raw(icon)
/// ```
public struct TrustedHTML: Sendable, Hashable {
    /// The markup's UTF-8 bytes.
    public let bytes: [UInt8]

    /// Markup written through an ``HTMLWriter``, and so escaped by construction.
    ///
    /// ```swift
    /// let hint = TrustedHTML { $0.element(.em, text: userHint) }
    /// ```
    public init(_ build: (inout HTMLWriter) -> Void) {
        var writer = HTMLWriter(reservingCapacity: 256)
        build(&writer)
        bytes = writer.bytes
    }

    /// Markup taken as is. Never pass anything that came from a request, a row value or a
    /// title a user can influence.
    ///
    /// ```swift
    /// let separator = TrustedHTML(uncheckedMarkup: "<hr>")
    /// ```
    public init(uncheckedMarkup markup: String) {
        bytes = Array(markup.utf8)
    }

    /// The markup as a string.
    ///
    /// ```swift
    /// TrustedHTML { $0.text("<") }.string  // "&lt;"
    /// ```
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
