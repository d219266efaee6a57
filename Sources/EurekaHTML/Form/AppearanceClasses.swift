import Eureka

/// Cell styles as CSS classes (the strict Content-Security-Policy allows no inline style):
/// semantic colours by name, RGB colours by the nearest palette colour, font weight, italics
/// and monospace.
enum AppearanceClasses {
    static func classes(for appearance: RowAppearance) -> String {
        var result = ""
        if let color = appearance.titleColor.flatMap(name(of:)) { result += " eu-title-\(color)" }
        if let color = appearance.valueColor.flatMap(name(of:)) { result += " eu-value-\(color)" }
        if let color = appearance.backgroundColor.flatMap(name(of:)) { result += " eu-bg-\(color)" }
        if let color = appearance.tintColor.flatMap(name(of:)) { result += " eu-tint-\(color)" }
        if let font = appearance.titleFont ?? appearance.valueFont {
            if font.weight == .bold || font.weight == .semibold { result += " eu-bold" }
            if font.isItalic { result += " eu-italic" }
            if font.isMonospaced { result += " eu-mono" }
        }
        return result
    }

    /// The palette name of a colour; nil for the renderer's default (label, clear).
    static func name(of color: Color) -> String? {
        switch color.value {
        case .semantic(let semantic):
            switch semantic {
            case .label, .clear: return nil
            case .secondaryLabel, .tertiaryLabel, .placeholder, .separator: return "secondary"
            default: return semantic.rawValue.lowercased()
            }
        case .rgb(let red, let green, let blue):
            return nearest(red: Int(red), green: Int(green), blue: Int(blue))
        }
    }

    private static let palette: [(String, Int, Int, Int)] = [
        ("red", 255, 59, 48), ("orange", 255, 149, 0), ("yellow", 255, 204, 0), ("green", 52, 199, 89),
        ("teal", 48, 176, 199), ("blue", 0, 122, 255), ("indigo", 88, 86, 214), ("purple", 175, 82, 222),
        ("pink", 255, 45, 85), ("brown", 162, 132, 94), ("gray", 142, 142, 147), ("black", 0, 0, 0), ("white", 255, 255, 255),
    ]

    private static func nearest(red: Int, green: Int, blue: Int) -> String {
        palette.min { lhs, rhs in
            distance(lhs, red, green, blue) < distance(rhs, red, green, blue)
        }!.0
    }

    private static func distance(_ entry: (String, Int, Int, Int), _ red: Int, _ green: Int, _ blue: Int) -> Int {
        let (dr, dg, db) = (entry.1 - red, entry.2 - green, entry.3 - blue)
        return dr * dr + dg * dg + db * db
    }
}
