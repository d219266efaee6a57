/// The mark after a required row's label: an asterisk for the eye, hidden from assistive
/// technology, which hears the control's `required` instead.
///
/// ```swift
/// html.element(.label) { html in html.text("Email"); RequiredMarker.write(if: true, into: &html) }
/// // <label>Email<span class="eu-required" aria-hidden="true">*</span></label>
/// ```
public enum RequiredMarker {
    /// Writes the mark when `required`.
    ///
    /// ```swift
    /// RequiredMarker.write(if: context.isRequired, into: &html)
    /// ```
    public static func write(if required: Bool, into html: inout HTMLWriter) {
        guard required else { return }
        html.element(
            .span,
            attributes: {
                $0.attribute(.class, "eu-required"); $0.attribute(.ariaHidden, "true"); $0.attribute(.title, "required")
            }, text: "*")
    }
}
