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
}
