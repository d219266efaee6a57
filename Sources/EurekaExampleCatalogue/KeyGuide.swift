/// The keys of the terminal interface, as the home form and `--help` list them.
///
/// ```swift
/// print(KeyGuide.text)
/// ```
public enum KeyGuide {
    /// One line per key or kind of row: the keys, then what they do.
    public static let lines = [
        "Tab, Shift-Tab   next, previous row",
        "↑ ↓              move",
        "Enter            select: toggle, open, press",
        "Esc              back; on the first screen, quit",
        "Ctrl-S           submit (errors are shown and block it)",
        "Ctrl-C           cancel",
        "?                every key of the focused row",
        "Text             type; ← → Home End Backspace; Ctrl-W word, Ctrl-U line",
        "                 Enter moves to the next row",
        "Text areas       Enter new line; ↑ ↓ between lines, then on to the next row",
        "Switch, check    Space or Enter toggles",
        "Slider, stepper  ← → (segments and one-wheel pickers too)",
        "Dates, pickers   ← → choose a wheel, + - turn it",
        "Inline rows      Enter opens and closes the picker below",
        "Selectors        Enter opens a list: ↑ ↓, then Enter or Space; / filters",
        "Alerts, sheets   ↑ ↓ then Enter, or a choice's first letter; Esc cancels",
        "Editable lists   Ctrl-N or the add button inserts; Alt-↑ ↓ moves",
        "                 Ctrl-X lists the row's actions (swipe actions, Delete)",
    ]

    /// The lines joined by newlines.
    public static var text: String { lines.joined(separator: "\n") }
}
