import Eureka

/// Why Tab (or Shift-Tab) did not move: said on the status line, as the walk the core does
/// (`FormInteraction.nextRow(for:withDirection:)`) would explain it. Tab stopping before a
/// switch or a disabled row without a word looked like a dead key.
///
/// Read from the rows' descriptions (disabled, whether they take focus) and the screen's
/// navigation options; it moves nothing.
enum NavigationStopMessage {
    /// The status line for a Tab (`.down`) or Shift-Tab (`.up`) from `row` that went nowhere.
    ///
    /// ```swift
    /// NavigationStopMessage.text(from: firstName, direction: .down, on: screen)
    /// // "Tab: “Subscribe” cannot take focus (↓ goes to it)"
    /// ```
    static func text(from row: BaseRow?, direction: NavigationDirection, on screen: FormScreen) -> String {
        let forward = direction == .down
        let key = forward ? "Tab" : "Shift-Tab"
        let arrow = forward ? "↓" : "↑"
        let options = screen.interaction.navigationOptions ?? .default
        // Short, key first: the status line is one line, and a long stem cut the reason off.
        guard options.contains(.Enabled) else { return "Tab and Shift-Tab are off on this form (↑↓ move between rows)" }
        guard let row else { return "\(key): nowhere to move" }
        var candidate = adjacentRow(to: row, direction, on: screen)
        if candidate == nil { return "\(key): this is the \(forward ? "last" : "first") row" }
        while let current = candidate {
            let description = screen.freshDescription(of: current)
            let name = description.title.map { "“\($0)”" } ?? "the \(forward ? "next" : "previous") row"
            if description.isDisabled {
                if options.contains(.StopDisabledRow) { return "\(key): \(name) is disabled, and \(key) stops there" }
            } else if !description.canTakeFocus, !options.contains(.SkipCanNotBecomeFirstResponderRow) {
                return "\(key): \(name) cannot take focus (\(arrow) goes to it)"
            }
            candidate = adjacentRow(to: current, direction, on: screen)
        }
        return "\(key): no row \(forward ? "after" : "before") this one can take focus (↑↓ move between rows)"
    }

    /// The shown row beside `row` in reading order, across sections.
    private static func adjacentRow(to row: BaseRow, _ direction: NavigationDirection, on screen: FormScreen) -> BaseRow? {
        let items = screen.items
        var item = direction == .down ? items.next(after: .row(row)) : items.previous(before: .row(row))
        while let current = item {
            if let found = current.row { return found }
            item = direction == .down ? items.next(after: current) : items.previous(before: current)
        }
        return nil
    }
}
