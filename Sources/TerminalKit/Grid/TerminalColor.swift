/// A colour as an application asks for it; `TerminalWriter` downgrades it to what the
/// terminal supports (see `ColorDepth`).
///
/// ```swift
/// let accent = TerminalColor.rgb(red: 255, green: 135, blue: 0)
/// let warning = TerminalColor.ansi16(.yellow)
/// let grey = TerminalColor.palette256(244)
/// ```
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background colour.
    case `default`
    /// One of the 16 basic colours, whose exact shade the user's theme decides.
    case ansi16(ANSIColor)
    /// An index into the xterm 256-colour palette (0–15 basic, 16–231 a 6×6×6 cube, 232–255 greys).
    case palette256(UInt8)
    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// This colour as close as `depth` can show it; `nil` when the depth shows no colour at all
    /// (the terminal's default is used instead).
    ///
    /// ```swift
    /// TerminalColor.rgb(red: 255, green: 0, blue: 0).downgraded(to: .ansi16)  // .ansi16(.brightRed)
    /// ```
    public func downgraded(to depth: ColorDepth) -> TerminalColor {
        switch (self, depth) {
        case (.default, _), (_, .trueColor):
            return self
        case (_, .none):
            return .default
        case (.ansi16, _):
            return self
        case (.palette256(let index), .palette256):
            return .palette256(index)
        case (.palette256(let index), .ansi16):
            if index < 16, let basic = ANSIColor(rawValue: index) { return .ansi16(basic) }
            let (r, g, b) = ColorPalette.rgb(ofPaletteIndex: index)
            return .ansi16(ColorPalette.nearestBasic(red: r, green: g, blue: b))
        case (.rgb(let r, let g, let b), .palette256):
            return .palette256(ColorPalette.nearestPaletteIndex(red: r, green: g, blue: b))
        case (.rgb(let r, let g, let b), .ansi16):
            return .ansi16(ColorPalette.nearestBasic(red: r, green: g, blue: b))
        }
    }
}

extension TerminalColor {
    /// A lossless 32-bit encoding: the case in the top byte, the payload below.
    var packed: UInt32 {
        switch self {
        case .default: return 0
        case .ansi16(let color): return 0x0100_0000 | UInt32(color.rawValue)
        case .palette256(let index): return 0x0200_0000 | UInt32(index)
        case .rgb(let r, let g, let b): return 0x0300_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
    }

    init(packed: UInt32) {
        let payload = packed & 0x00FF_FFFF
        switch packed >> 24 {
        case 1: self = .ansi16(ANSIColor(rawValue: UInt8(payload & 0xF)) ?? .white)
        case 2: self = .palette256(UInt8(payload & 0xFF))
        case 3: self = .rgb(red: UInt8(payload >> 16), green: UInt8((payload >> 8) & 0xFF), blue: UInt8(payload & 0xFF))
        default: self = .default
        }
    }
}
