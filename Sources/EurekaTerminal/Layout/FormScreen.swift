import Eureka
import TerminalKit

/// One form screen on the terminal: its controller, where it is scrolled to, the focused row's
/// interface state, and the descriptions prepared for the next frame. Presented selector
/// screens are form screens too.
package final class FormScreen {
    package let controller: FormViewController
    let theme: TerminalTheme
    /// The item at the top of the body.
    var anchor: FormItem?
    /// Lines of the anchor item scrolled past.
    var anchorLineOffset = 0
    /// Down (or Page Down, End) found no row after the focused one: the next frame scrolls to
    /// show what follows it (footers, read-only rows), as far as the focused row stays in view.
    var revealsEnd = false
    /// The focused row's interface state (text being edited, selected wheel).
    package var focusState = RowUIState()
    /// Messages from the last key, for the status line.
    var statusMessages: [String] = []
    /// A message kept in the status line while focus stays on its row (`RowKeyContext.showFieldHint`).
    var fieldHint: (message: String, row: ObjectIdentifier)?

    /// The field hint, while its row has focus.
    var shownFieldHint: [String] {
        guard let fieldHint, let focused = interaction.focusedRow, ObjectIdentifier(focused) == fieldHint.row else { return [] }
        return [fieldHint.message]
    }
    /// The frame counter, for animations.
    var tick = 0

    private var rowDescriptions: [ObjectIdentifier: RowDescription] = [:]
    private var sectionLineCache: [ObjectIdentifier: (header: [String], footer: [String])] = [:]

    init(controller: FormViewController, theme: TerminalTheme) {
        self.controller = controller
        self.theme = theme
    }

    var form: Form { controller.form }
    package var interaction: FormInteraction { controller.interaction }
    var items: FormItems { FormItems(form: form, lines: sectionLines(of:)) }

    /// Brings the cells of the rows the next frame can show up to date — cell updates (app
    /// callbacks) run here, before drawing, and only for rows that changed — and forgets last
    /// frame's descriptions. Walks a screenful either way from the anchor and from the focused
    /// row: no further than drawing and scrolling can reach.
    func prepare(height: Int) {
        rowDescriptions.removeAll(keepingCapacity: true)
        sectionLineCache.removeAll(keepingCapacity: true)
        let reach = max(4, height + 1)
        var starts: [FormItem] = []
        if let anchor, anchor.position != nil { starts.append(anchor) } else if let first = items.first { starts.append(first) }
        if let focused = interaction.focusedRow, focused.isShownInForm { starts.append(.row(focused)) }
        for start in starts {
            var item: FormItem? = start
            for _ in 0..<reach {
                guard let current = item else { break }
                if case .row(let row) = current { interaction.prepareForDisplay(row) }
                item = items.next(after: current)
            }
            item = items.previous(before: start)
            for _ in 0..<reach {
                guard let current = item else { break }
                if case .row(let row) = current { interaction.prepareForDisplay(row) }
                item = items.previous(before: current)
            }
        }
    }

    /// The row's description for this frame, described once (describing is pure).
    func description(of row: BaseRow) -> RowDescription {
        if let description = rowDescriptions[ObjectIdentifier(row)] { return description }
        let description = row.describe()
        rowDescriptions[ObjectIdentifier(row)] = description
        return description
    }

    /// The focused row's description, freshly prepared (for handling a key).
    func freshDescription(of row: BaseRow) -> RowDescription {
        interaction.prepareForDisplay(row)
        let description = row.describe()
        rowDescriptions[ObjectIdentifier(row)] = description
        return description
    }

    /// A section's header and footer lines, read once per frame.
    func sectionLines(of section: Section) -> (header: [String], footer: [String]) {
        if let lines = sectionLineCache[ObjectIdentifier(section)] { return lines }
        let description = section.describe()
        let lines = (description.header, description.footer)
        sectionLineCache[ObjectIdentifier(section)] = lines
        return lines
    }

    /// The interface state to draw `row` with: the focused row's, or a fresh one.
    func uiState(for row: BaseRow) -> RowUIState {
        interaction.focusedRow === row ? focusState : RowUIState()
    }
}
