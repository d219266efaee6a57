import Eureka
import TerminalKit

/// The styles the terminal renderer draws with. Colours are downgraded to what the terminal
/// supports (none under `NO_COLOR`); attributes such as bold, dim and inverse remain, so focus
/// and structure stay visible without colour.
///
/// ```swift
/// var theme = TerminalTheme.standard
/// theme.focusedRow = TextStyle(bold: true, inverse: true)
/// ```
public struct TerminalTheme: Sendable {
    /// The screen title bar.
    public var titleBar = TextStyle(bold: true, inverse: true)
    /// Section header text.
    public var sectionHeader = TextStyle(foreground: .ansi16(.cyan), bold: true)
    /// Section footer text.
    public var sectionFooter = TextStyle(dim: true)
    /// A row's title.
    public var rowTitle = TextStyle.plain
    /// A row's value.
    public var rowValue = TextStyle(foreground: .ansi16(.brightBlue))
    /// Placeholder text in an empty field.
    public var placeholder = TextStyle(dim: true, italic: true)
    /// The focused row's line.
    public var focusedRow = TextStyle(inverse: true)
    /// The marker before the focused row.
    public var focusMarker = TextStyle(foreground: .ansi16(.yellow), bold: true)
    /// A disabled row's line.
    public var disabledRow = TextStyle(dim: true)
    /// Accessories (›, ✓).
    public var accessory = TextStyle(dim: true)
    /// Validation and input errors.
    public var error = TextStyle(foreground: .ansi16(.red), bold: true)
    /// A key name in the help bar.
    public var helpKey = TextStyle(bold: true, inverse: true)
    /// A key's description in the help bar.
    public var helpText = TextStyle(dim: true)
    /// The status line.
    public var status = TextStyle(foreground: .ansi16(.yellow))
    /// Alert and action-sheet borders.
    public var overlayBorder = TextStyle(bold: true)
    /// Alert and action-sheet text.
    public var overlayBody = TextStyle.plain
    /// A selected option in a list.
    public var selectedOption = TextStyle(foreground: .ansi16(.green), bold: true)
    /// Button rows.
    public var button = TextStyle(foreground: .ansi16(.brightBlue), bold: true)
    /// Destructive actions.
    public var destructive = TextStyle(foreground: .ansi16(.red), bold: true)
    /// A switch or check that is on.
    public var on = TextStyle(foreground: .ansi16(.green), bold: true)
    /// A switch or check that is off.
    public var off = TextStyle(dim: true)

    /// The default theme.
    public static let standard = TerminalTheme()

    /// Creates the default theme.
    public init() {}

    /// The terminal colour for a cell-model colour.
    ///
    /// ```swift
    /// TerminalTheme.terminalColor(for: .systemRed)   // .ansi16(.red)
    /// ```
    public static func terminalColor(for color: Eureka.Color?) -> TerminalColor? {
        guard let color else { return nil }
        switch color.value {
        case .rgb(let red, let green, let blue):
            return .rgb(red: red, green: green, blue: blue)
        case .semantic(let semantic):
            switch semantic {
            case .label, .clear: return nil
            case .secondaryLabel, .tertiaryLabel, .placeholder, .separator, .gray, .darkGray: return .ansi16(.brightBlack)
            case .tint, .blue, .indigo: return .ansi16(.brightBlue)
            case .red, .pink: return .ansi16(.red)
            case .orange, .yellow, .brown: return .ansi16(.yellow)
            case .green, .mint: return .ansi16(.green)
            case .teal, .cyan: return .ansi16(.cyan)
            case .purple: return .ansi16(.magenta)
            case .black: return .ansi16(.black)
            case .lightGray: return .ansi16(.white)
            case .white: return .ansi16(.brightWhite)
            }
        }
    }

    /// `base` with a colour and font from a row's appearance, where the terminal can show them.
    func style(_ base: TextStyle, color: Eureka.Color?, font: Font?) -> TextStyle {
        var style = base
        if let color = Self.terminalColor(for: color) { style.foreground = color }
        if let font {
            if font.weight == .bold || font.weight == .semibold { style.bold = true }
            if font.isItalic { style.italic = true }
        }
        return style
    }
}
