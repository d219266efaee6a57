import Eureka

/// An alert or action sheet a press presented: a `<dialog>` the page's script opens, or, on a
/// page without script, a panel at the top of the form. Either has the title, message and one
/// button per enabled action (the cancel action last).
struct AlertDialogMarkup {
    let alert: AlertController

    /// The `<dialog>` the page's script opens; its buttons carry the action's index.
    func html() -> String {
        var html = HTMLWriter()
        let style = alert.preferredStyle == .alert ? "eu-dialog eu-alert" : "eu-dialog eu-action-sheet"
        html.element(
            .dialog,
            attributes: {
                $0.attribute(.class, style); $0.attribute(.ariaLabelledBy, "eu-dialog-title")
            }
        ) { html in
            writeContent(titleID: "eu-dialog-title", into: &html) { attributes, index in
                attributes.attribute(.type, "button")
                attributes.attribute(.value, index)
            }
        }
        return html.string
    }

    /// The panel a page without script shows: each button submits the form with
    /// `_alertChoice=<row key> <index>`, which presses `sourceKey`'s row again and chooses.
    func writePanel(sourceKey: String, into html: inout HTMLWriter) {
        let style = alert.preferredStyle == .alert ? "eu-alert-panel" : "eu-alert-panel eu-action-sheet"
        html.element(
            .div,
            attributes: {
                $0.attribute(.class, style)
                $0.attribute(.role, "alertdialog")
                $0.attribute(.ariaLabelledBy, "eu-alert-title")
                $0.attribute(.tabindex, -1)
                $0.boolean(.autofocus)
            }
        ) { html in
            writeContent(titleID: "eu-alert-title", into: &html) { attributes, index in
                attributes.attribute(.type, "submit")
                attributes.attribute(.name, "_alertChoice")
                attributes.attribute(.value, sourceKey + " " + String(index))
            }
        }
    }

    /// The title, the message and a button per enabled action; `button` adds what makes the
    /// button work (a script's value or a form submission).
    private func writeContent(titleID: String, into html: inout HTMLWriter, button: (inout HTMLAttributeWriter, Int) -> Void) {
        html.element(.h2, attributes: { $0.attribute(.id, titleID) }, text: alert.title ?? "Choose")
        if let message = alert.message { html.element(.p, text: message) }
        html.element(.div, attributes: { $0.attribute(.class, "eu-dialog-actions") }) { html in
            for (index, action) in alert.actions.enumerated() where action.isEnabled {
                let style =
                    switch action.style {
                    case .destructive: "eu-button eu-destructive"
                    case .cancel: "eu-button eu-secondary"
                    default: "eu-button"
                    }
                html.element(
                    .button,
                    attributes: {
                        button(&$0, index); $0.attribute(.class, style)
                    }, text: action.title ?? "OK")
            }
        }
    }
}
