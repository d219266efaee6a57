import Foundation

/// A font in a cell's view model: size, weight and italics. Renderers use what they can (a
/// terminal shows bold and italic; the web uses all of it).
///
/// ```swift
/// cell.textLabel?.font = .italicSystemFont(ofSize: 18)
/// ```
public struct Font: Hashable, Sendable {
    /// Stroke weight.
    public enum Weight: Hashable, Sendable { case light, regular, medium, semibold, bold }

    /// Point size.
    public var size: CGFloat
    /// Stroke weight.
    public var weight: Weight
    /// Whether the face is italic.
    public var isItalic: Bool
    /// Whether the face is monospaced.
    public var isMonospaced: Bool

    /// A font with every attribute given.
    public init(size: CGFloat = 17, weight: Weight = .regular, isItalic: Bool = false, isMonospaced: Bool = false) {
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
    }

    /// The regular system font.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }
    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(size: size, weight: .bold) }
    /// The italic system font.
    public static func italicSystemFont(ofSize size: CGFloat) -> Font { Font(size: size, isItalic: true) }
    /// A monospaced font.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight, isMonospaced: true)
    }

    /// The body text font.
    public static let body = Font()
}
