import Eureka
import TerminalKit

/// One form screen on the terminal: its controller, where it is scrolled to, and the text being
/// edited. Presented selector screens are form screens too.
final class FormScreen {
    let controller: FormViewController
    /// The item at the top of the body.
    var anchor: FormItem?
    /// Lines of the anchor item scrolled past.
    var anchorLineOffset = 0
    /// The adapters that draw rows, in order of preference.
    let adapters: [TerminalRowAdapter]
    let context: RowContext
    /// Filter typed after `/` on selector screens; rows whose title does not contain it are hidden.
    var filter: String?

    init(controller: FormViewController, adapters: [TerminalRowAdapter], theme: TerminalTheme) {
        self.controller = controller
        self.adapters = adapters
        self.context = RowContext(theme: theme, interaction: controller.interaction)
    }

    var form: Form { controller.form }
    var interaction: FormInteraction { controller.interaction }
    var items: FormItems { FormItems(form: form) }

    /// The adapter for a row: the first that handles it.
    func adapter(for row: BaseRow) -> TerminalRowAdapter {
        adapters.first { $0.handles(row) } ?? GenericRowAdapter()
    }
}
