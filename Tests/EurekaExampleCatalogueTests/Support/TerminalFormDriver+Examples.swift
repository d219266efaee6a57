import Eureka
import EurekaTerminal
import EurekaTerminalTesting
import TerminalKit
import Testing

extension TerminalFormDriver {
    /// Shows `controller` on the fixture's screen.
    convenience init(showing controller: FormViewController) {
        self.init(controller: controller, size: Fixture.size)
    }

    /// Moves focus with ↓ (then ↑) until the row tagged `tag` has it; records an issue showing
    /// the screen when it cannot get there.
    @discardableResult
    func focus(tag: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        focus("the row tagged \(tag)", sourceLocation: sourceLocation) { $0.tag == tag }
    }

    /// Moves focus to the row titled `title`.
    @discardableResult
    func focus(title: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        focus("the row titled \(title)", sourceLocation: sourceLocation) { $0.title == title }
    }

    /// Moves focus to the first row, going down then up, that `matches`. A row that keeps ↓ or
    /// ↑ for itself (a text area) is left with Tab or Shift-Tab instead.
    @discardableResult
    func focus(_ description: String, sourceLocation: SourceLocation = #_sourceLocation, where matches: (BaseRow) -> Bool) -> Bool {
        for (arrow, tab) in [(Key.down, KeyModifiers()), (Key.up, KeyModifiers.shift)] {
            for _ in 0..<400 {
                if let row = focusedRow, matches(row) { return true }
                let before = focusedRow
                press(arrow)
                if focusedRow === before { press(.tab, modifiers: tab) }
                if focusedRow === before { break }
            }
        }
        if let row = focusedRow, matches(row) { return true }
        let focused = focusedRow.map { $0.tag ?? $0.title ?? "\(Swift.type(of: $0))" } ?? "nothing"
        Issue.record("Could not focus \(description); focus is on \(focused). Screen:\n\(screen)", sourceLocation: sourceLocation)
        return false
    }

    /// Ctrl-S: submits the form in front.
    func submit() {
        press(.character("s"), modifiers: .control)
    }

    /// Ctrl-<letter>.
    func control(_ letter: Character) {
        press(.character(letter), modifiers: .control)
    }

    /// On a selector screen: focuses the option titled `title` and presses Enter.
    func pick(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if focus(title: title, sourceLocation: sourceLocation) { press(.enter) }
    }

    /// Selects wheel `index` of the focused date row or multi-wheel picker: ← to the first
    /// wheel (extra presses stay there), then → `index` times.
    func chooseWheel(_ index: Int, of count: Int) {
        press(.left, times: count)
        press(.right, times: index)
    }

    /// The submitted values, once the form was submitted.
    var submittedValues: FormValues? {
        result?.outcome == .submitted ? result?.values : nil
    }
}
