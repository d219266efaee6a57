import Eureka
import TerminalKit

/// A choice shown as segments side by side; ←/→ choose. Segments wider than the row's value
/// room show as a window that always holds the selected one, "‹" and "›" marking segments cut
/// off on either side.
struct SegmentsAdapter: ControlAdapter {
    func display(_ description: RowDescription, in context: RowDrawingContext) -> RowDisplay {
        guard case .singleChoice(let choice) = description.control else { return ValueAdapter().display(description, in: context) }
        let theme = context.theme
        // A value that is none of the options shows as the last segment, chosen.
        let titles = choice.shownOptions
        let segments = titles.map { " \($0) " }
        let selected = choice.shownSelectedIndex.flatMap { segments.indices.contains($0) ? $0 : nil }
        let full = segments.reduce(max(0, segments.count - 1)) { $0 + DisplayWidth.of($1) }
        // The row's line has no accessory: all but the focus marker is the title's and the value's.
        let available = max(0, context.lineWidth - 2)
        let titleWidth = DisplayWidth.of(description.title ?? "")
        let room =
            available - (titleWidth == 0 ? 0 : ItemRenderer.titleBudget(titleWidth: titleWidth, valueWidth: full, available: available))
        let window = Self.window(widths: segments.map(DisplayWidth.of), selected: selected ?? 0, room: room)
        var value = StyledLine()
        if window.lowerBound > 0 { value.append("‹", style: theme.off) }
        for index in window {
            if index > window.lowerBound { value.append("│", style: theme.off) }
            var text = segments[index]
            if window.count == 1, DisplayWidth.of(text) + Self.marks(window, count: segments.count) > room {
                // Not even the one segment fits: its title gives way, its padding stays.
                let titleRoom = max(1, room - Self.marks(window, count: segments.count) - 2)
                text = " \(DisplayWidth.truncate(titles[index], to: titleRoom)) "
            }
            let style = index == selected ? theme.selectedOption.merging(TextStyle(inverse: true)) : theme.rowValue
            value.append(text, style: style)
        }
        if window.upperBound < segments.count { value.append("›", style: theme.off) }
        return RowDisplay(title: description.title, value: value)
    }

    /// How many of the cut marks a window of segments needs.
    private static func marks(_ window: Range<Int>, count: Int) -> Int {
        (window.lowerBound > 0 ? 1 : 0) + (window.upperBound < count ? 1 : 0)
    }

    /// The run of segments shown in `room` columns: all when they fit, else the selected one
    /// and as many neighbours as fit with the separators and the cut marks, taken one at a
    /// time from the right and from the left so the selection stays near the middle.
    static func window(widths: [Int], selected: Int, room: Int) -> Range<Int> {
        guard !widths.isEmpty else { return 0..<0 }
        func width(_ window: Range<Int>) -> Int {
            window.reduce(window.count - 1) { $0 + widths[$1] } + marks(window, count: widths.count)
        }
        let selected = min(max(0, selected), widths.count - 1)
        var window = selected..<(selected + 1)
        if width(0..<widths.count) <= room { return 0..<widths.count }
        while true {
            let before = window
            let right = window.lowerBound..<(window.upperBound + 1)
            if right.upperBound <= widths.count, width(right) <= room { window = right }
            let left = (window.lowerBound - 1)..<window.upperBound
            if left.lowerBound >= 0, width(left) <= room { window = left }
            if window == before { break }
        }
        return window
    }

    func keyBindings(_ description: RowDescription, state: RowUIState) -> [KeyBinding] {
        description.isDisabled ? [] : [KeyBinding("←→", "choose")]
    }

    func handle(_ key: KeyEvent, _ description: RowDescription, row: BaseRow, in context: inout RowKeyContext) -> Bool {
        guard !description.isDisabled else { return false }
        // The held value's segment is the last: there is nothing after it.
        var isAtHeldValue = false
        if case .singleChoice(let choice) = description.control { isAtHeldValue = choice.heldValueTitle != nil }
        switch key.key {
        case .right, .character("+"), .character("="), .character("l"): if !isAtHeldValue { context.perform(.step(1), on: row) }
        case .left, .character("-"), .character("h"): context.perform(.step(-1), on: row)
        default: return false
        }
        return true
    }
}
