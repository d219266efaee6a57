import Eureka

/// An alert or action sheet a press presented: a `<dialog>` the page's script opens, or, on a
/// page without script, a panel at the top of the form. Either has the title, message and one
/// button per enabled action (the cancel action last).
struct AlertDialogMarkup {
    let alert: AlertController

    func html() -> String {
        var html = HTMLWriter()
        html.element(
            .dialog,
            attributes: {
                $0.attribute(.class, alert.preferredStyle == .alert ? "eu-dialog eu-alert" : "eu-dialog eu-action-sheet")
                $0.attribute(.ariaLabelledBy, "eu-dialog-title")
            }
        ) { html in
            html.element(.h2, attributes: { $0.attribute(.id, "eu-dialog-title") }, text: alert.title ?? "Choose")
            if let message = alert.message { html.element(.p, text: message) }
            html.element(.div, attributes: { $0.attribute(.class, "eu-dialog-actions") }) { html in
                for (index, action) in alert.actions.enumerated() where action.isEnabled {
                    html.element(
                        .button,
                        attributes: {
                            $0.attribute(.type, "button")
                            $0.attribute(.value, index)
                            $0.attribute(
                                .class,
                                action.style == .destructive ? "eu-button eu-destructive" : action.style == .cancel ? "eu-button eu-secondary" : "eu-button")
                        }, text: action.title ?? "OK")
                }
            }
        }
        return html.string
    }

    /// The panel a page without script shows: each button submits the form with
    /// `_alertChoice=<row key> <index>`, which presses `sourceKey`'s row again and chooses.
    func writePanel(sourceKey: String, into html: inout HTMLWriter) {
        html.element(
            .div,
            attributes: {
                $0.attribute(.class, alert.preferredStyle == .alert ? "eu-alert-panel" : "eu-alert-panel eu-action-sheet")
                $0.attribute(.role, "alertdialog"); $0.attribute(.ariaLabelledBy, "eu-alert-title")
                $0.attribute(.tabindex, -1); $0.boolean(.autofocus)
            }
        ) { html in
            html.element(.h2, attributes: { $0.attribute(.id, "eu-alert-title") }, text: alert.title ?? "Choose")
            if let message = alert.message { html.element(.p, text: message) }
            html.element(.div, attributes: { $0.attribute(.class, "eu-dialog-actions") }) { html in
                for (index, action) in alert.actions.enumerated() where action.isEnabled {
                    html.element(
                        .button,
                        attributes: {
                            $0.attribute(.type, "submit"); $0.attribute(.name, "_alertChoice"); $0.attribute(.value, sourceKey + " " + String(index))
                            $0.attribute(
                                .class,
                                action.style == .destructive ? "eu-button eu-destructive" : action.style == .cancel ? "eu-button eu-secondary" : "eu-button")
                        }, text: action.title ?? "OK")
                }
            }
        }
    }
}
