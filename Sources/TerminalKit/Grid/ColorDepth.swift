import Foundation

/// How many colours the terminal shows, so colours can be downgraded before they are written.
///
/// ```swift
/// let depth = ColorDepth.detect()                                   // from the real environment
/// let plain = ColorDepth.detect(environment: ["NO_COLOR": "1"])     // .none
/// let rich = ColorDepth.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"])  // .trueColor
/// ```
public enum ColorDepth: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// No colour: attributes such as bold still apply.
    case none = 0
    /// The 16 basic colours.
    case ansi16 = 16
    /// The xterm 256-colour palette.
    case palette256 = 256
    /// 24-bit colour.
    case trueColor = 16_777_216

    /// Reads the conventional variables: `NO_COLOR` (set and non-empty) and `TERM=dumb` turn
    /// colour off; `COLORTERM=truecolor|24bit` means 24-bit; a `TERM` containing `256color`
    /// means 256 colours; any other `TERM` means 16; no `TERM` at all means none.
    ///
    /// ```swift
    /// ColorDepth.detect(environment: ["TERM": "xterm-256color"])  // .palette256
    /// ```
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term == "dumb" { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256color") { return .palette256 }
        if term.isEmpty { return .none }
        return .ansi16
    }

    /// Orders depths by how many colours they show.
    ///
    /// ```swift
    /// ColorDepth.ansi16 < .trueColor  // true
    /// ```
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}
