/// A control made of several fields (a picker's wheels, a duration's hours and minutes): the
/// row's title as a label span, and a `role=group` named by it holding the fields, described by
/// the row's errors and footer.
///
/// ```swift
/// LabelledGroupMarkup.write(title: "Portion", fallback: "Choose", class: "eu-control eu-wheels", context: context, into: &html) { html in
///     // one select per wheel
/// }
/// ```
enum LabelledGroupMarkup {
    static func write(
        title: String, fallback: String, class className: String, context: HTMLRowContext, marksInvalid: Bool = false,
        into html: inout HTMLWriter, fields: (inout HTMLWriter) -> Void
    ) {
        let labelID = FormElementID.label(context.fieldName)
        html.element(
            .span,
            attributes: {
                $0.attribute(.class, "eu-label"); $0.attribute(.id, labelID)
            }, text: title.isEmpty ? fallback : title)
        html.element(
            .div,
            attributes: { attributes in
                attributes.attribute(.class, className)
                attributes.attribute(.role, "group")
                attributes.attribute(.ariaLabelledBy, labelID)
                if marksInvalid, context.isInvalid { attributes.attribute(.ariaInvalid, "true") }
                if !context.describedBy.isEmpty { attributes.attribute(.ariaDescribedBy, context.describedBy.joined(separator: " ")) }
            }, content: fields)
    }
}
