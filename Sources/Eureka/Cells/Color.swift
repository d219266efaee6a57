/// A colour in a cell's view model: semantic (the renderer picks the shade) or exact RGB.
///
/// ```swift
/// cell.backgroundColor = .lightGray
/// cell.textLabel?.textColor = .systemRed
/// cell.tintColor = Color(red: 0.2, green: 0.4, blue: 0.9)
/// ```
public struct Color: Hashable, Sendable {
    /// Semantic colours a renderer maps to its palette (terminal: ANSI colours; web: CSS variables).
    public enum Semantic: String, Hashable, Sendable, CaseIterable {
        case label, secondaryLabel, tertiaryLabel, placeholder, tint, separator
        case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
        case black, darkGray, gray, lightGray, white, clear
    }

    /// How the colour is specified.
    public enum Value: Hashable, Sendable {
        case semantic(Semantic)
        /// Components in 0...255.
        case rgb(red: UInt8, green: UInt8, blue: UInt8)
    }

    /// The colour's specification.
    public var value: Value

    /// A semantic colour.
    public init(_ semantic: Semantic) { value = .semantic(semantic) }

    /// An RGB colour from components in 0...1 (clamped), like `UIColor(red:green:blue:alpha:)`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
        value = .rgb(red: byte(red), green: byte(green), blue: byte(blue))
    }

    /// An RGB colour from a 0xRRGGBB integer.
    public init(hex: UInt32) {
        value = .rgb(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    public static let label = Color(.label)
    public static let secondaryLabel = Color(.secondaryLabel)
    public static let tertiaryLabel = Color(.tertiaryLabel)
    public static let placeholderText = Color(.placeholder)
    public static let tint = Color(.tint)
    public static let separator = Color(.separator)
    public static let red = Color(.red)
    public static let orange = Color(.orange)
    public static let yellow = Color(.yellow)
    public static let green = Color(.green)
    public static let blue = Color(.blue)
    public static let purple = Color(.purple)
    public static let brown = Color(.brown)
    public static let cyan = Color(.cyan)
    public static let black = Color(.black)
    public static let darkGray = Color(.darkGray)
    public static let gray = Color(.gray)
    public static let lightGray = Color(.lightGray)
    public static let white = Color(.white)
    public static let clear = Color(.clear)
    public static let systemRed = Color(.red)
    public static let systemOrange = Color(.orange)
    public static let systemYellow = Color(.yellow)
    public static let systemGreen = Color(.green)
    public static let systemMint = Color(.mint)
    public static let systemTeal = Color(.teal)
    public static let systemBlue = Color(.blue)
    public static let systemIndigo = Color(.indigo)
    public static let systemPurple = Color(.purple)
    public static let systemPink = Color(.pink)
    public static let systemGray = Color(.gray)
}
