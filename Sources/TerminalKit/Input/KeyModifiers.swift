/// Modifier keys held with a key, as far as the terminal reports them.
///
/// ```swift
/// if event.modifiers.contains(.control), event.key == .character("c") { quit() }
/// ```
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bits, in xterm's order (the modifier parameter is 1 + these bits).
    ///
    /// ```swift
    /// let bits = value.rawValue
    /// ```
    public var rawValue: UInt8

    /// Creates modifiers from their bits.
    ///
    /// ```swift
    /// KeyModifiers(rawValue: 5)  // [.shift, .control]
    /// ```
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    ///
    /// ```swift
    /// KeyEvent(.tab, modifiers: .shift)
    /// ```
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt / Option (also what an ESC prefix means).
    ///
    /// ```swift
    /// KeyEvent(.character("b"), modifiers: .alt)
    /// ```
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    ///
    /// ```swift
    /// KeyEvent(.character("c"), modifiers: .control)
    /// ```
    public static let control = KeyModifiers(rawValue: 4)
    /// Meta / Super.
    ///
    /// ```swift
    /// KeyEvent(.left, modifiers: .meta)
    /// ```
    public static let meta = KeyModifiers(rawValue: 8)
}
