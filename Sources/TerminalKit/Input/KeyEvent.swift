/// A key press with its modifiers.
///
/// ```swift
/// KeyEvent(.left, modifiers: .control)  // Ctrl-Left, e.g. ESC [ 1 ; 5 D
/// KeyEvent(.character("x"))
/// ```
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    ///
    /// ```swift
    /// if event.key == .enter { submit() }
    /// ```
    public var key: Key
    /// Modifiers held with it.
    ///
    /// ```swift
    /// if event.modifiers.contains(.control) { … }
    /// ```
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

    /// The key as a person reads it, written the way help bars write keys: `^N`, `7`, `Enter`,
    /// `Alt-↑`, `⇧Tab`, `F5`, `^Space`. For a status line; `description` is for debugging.
    ///
    /// ```swift
    /// status = "\(KeyEvent(.character("n"), modifiers: .control).label) does nothing here"  // ^N does nothing here
    /// ```
    public var label: String {
        var label = ""
        if modifiers.contains(.meta) { label += "Meta-" }
        if modifiers.contains(.alt) { label += "Alt-" }
        if modifiers.contains(.control) { label += "^" }
        if modifiers.contains(.shift) { label += "⇧" }
        switch key {
        case .character(" "): label += "Space"
        case .character(let character) where modifiers.contains(.control): label += character.uppercased()
        case .character(let character): label.append(character)
        case .enter: label += "Enter"
        case .tab: label += "Tab"
        case .backspace: label += "Backspace"
        case .delete: label += "Del"
        case .escape: label += "Esc"
        case .up: label += "↑"
        case .down: label += "↓"
        case .left: label += "←"
        case .right: label += "→"
        case .home: label += "Home"
        case .end: label += "End"
        case .pageUp: label += "PgUp"
        case .pageDown: label += "PgDn"
        case .insert: label += "Ins"
        case .function(let number): label += "F\(number)"
        }
        return label
    }
}
