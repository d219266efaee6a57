/// A key the user pressed, independent of how the terminal encoded it.
///
/// ```swift
/// switch event.key {
/// case .character(let c): field.insert(c)
/// case .enter: submit()
/// case .function(1): showHelp()
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable {
    /// A printable character (one Unicode scalar as typed; Ctrl-letters arrive as the
    /// lowercase letter with `.control`).
    case character(Character)
    /// Return / Enter (CR, LF, or keypad Enter).
    case enter
    /// Tab; Shift-Tab is `.tab` with `.shift`.
    case tab
    /// Backspace (DEL 0x7F or BS 0x08).
    case backspace
    /// Forward delete.
    case delete
    /// The Escape key on its own (after the escape timeout).
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// F1 to F12 (and beyond, when the terminal sends them).
    case function(Int)
}
