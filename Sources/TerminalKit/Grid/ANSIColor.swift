/// The 16 basic terminal colours, in SGR order (30–37, then 90–97 for the bright ones).
///
/// ```swift
/// let style = TextStyle(foreground: .ansi16(.brightGreen))
/// ```
public enum ANSIColor: UInt8, Hashable, Sendable, CaseIterable {
    /// SGR 30 / 40.
    case black
    /// SGR 31 / 41.
    case red
    /// SGR 32 / 42.
    case green
    /// SGR 33 / 43.
    case yellow
    /// SGR 34 / 44.
    case blue
    /// SGR 35 / 45.
    case magenta
    /// SGR 36 / 46.
    case cyan
    /// SGR 37 / 47.
    case white
    /// SGR 90 / 100.
    case brightBlack
    /// SGR 91 / 101.
    case brightRed
    /// SGR 92 / 102.
    case brightGreen
    /// SGR 93 / 103.
    case brightYellow
    /// SGR 94 / 104.
    case brightBlue
    /// SGR 95 / 105.
    case brightMagenta
    /// SGR 96 / 106.
    case brightCyan
    /// SGR 97 / 107.
    case brightWhite
}
