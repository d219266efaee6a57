import Eureka
import EurekaExampleCatalogue
import EurekaHTML

// On the web the rating is a row of star radio buttons (0 to the maximum). It posts the number
// of stars under the row's field name, as the generic number control would, so binding needs
// nothing of its own.
extension StarRatingRow: HTMLCustomRow {
    /// Unrated, no star is ticked: ✕ (no stars) posted is an answer of 0.
    public var showsNoValue: Bool { true }

    /// Radio buttons labelled with stars.
    public func writeHTML(_ description: RowDescription, context: HTMLRowContext, into html: inout HTMLWriter) {
        let maximum = max(0, maximumRating)
        // Unrated ticks nothing: "no stars" ticked would read as an answer of 0 the page never got.
        let current = value.map { min(max($0, 0), maximum) }
        html.element(
            .fieldset,
            attributes: { attributes in
                attributes.attribute(.class, "eu-control eu-options eu-stars")
                attributes.attribute(.id, context.controlID)
                if !context.describedBy.isEmpty { attributes.attribute(.ariaDescribedBy, context.describedBy.joined(separator: " ")) }
            }
        ) { html in
            html.element(.legend, attributes: { $0.attribute(.class, "eu-label") }, text: description.title ?? "Rating")
            for stars in 0...maximum {
                let id = context.optionID(stars)
                html.element(.span, attributes: { $0.attribute(.class, "eu-option") }) { html in
                    html.void(.input) { attributes in
                        attributes.attribute(.type, "radio")
                        attributes.attribute(.id, id)
                        attributes.attribute(.name, context.fieldName)
                        attributes.attribute(.value, stars)
                        attributes.boolean(.checked, stars == current)
                        attributes.boolean(.disabled, context.isDisabled)
                    }
                    html.element(
                        .label,
                        attributes: {
                            $0.attribute(.for, id); $0.attribute(.ariaLabel, stars == 0 ? "No stars" : stars == 1 ? "1 star" : "\(stars) stars")
                            $0.attribute(.title, stars == 0 ? "No stars" : stars == 1 ? "1 star" : "\(stars) stars")
                        },
                        // "0" beside lit stars read as a rating of nought: the choice of none is a cross.
                        text: stars == 0 ? "✕" : "★")
                }
            }
        }
    }
}
