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

/// Modifier keys held with a key, as far as the terminal reports them.
///
/// ```swift
/// if event.modifiers.contains(.control), event.key == .character("c") { quit() }
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits, in xterm's order (the modifier parameter is 1 + these bits).
    public var rawValue: UInt8

    /// Creates modifiers from their bits.
    ///
    /// ```swift
    /// KeyModifiers(rawValue: 5)  // [.shift, .control]
    /// ```
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt / Option (also what an ESC prefix means).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
    /// Meta / Super.
    public static let meta = KeyModifiers(rawValue: 8)
}

/// A key press with its modifiers.
///
/// ```swift
/// KeyEvent(.left, modifiers: .control)  // Ctrl-Left, e.g. ESC [ 1 ; 5 D
/// KeyEvent(.character("x"))
/// ```
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// Modifiers held with it.
    public var modifiers: KeyModifiers

    /// Creates a key event.
    ///
    /// ```swift
    /// let save = KeyEvent(.character("s"), modifiers: .control)
    /// ```
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// For example `ctrl+shift+left` or `alt+"x"`.
    ///
    /// ```swift
    /// print(KeyEvent(.up, modifiers: .shift))  // shift+up
    /// ```
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        if modifiers.contains(.meta) { parts.append("meta") }
        switch key {
        case .character(let character): parts.append("\"\(character)\"")
        case .function(let number): parts.append("f\(number)")
        default: parts.append("\(key)")
        }
        return parts.joined(separator: "+")
    }
}
