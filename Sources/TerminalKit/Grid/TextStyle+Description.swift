extension TextStyle: CustomStringConvertible {
    /// A compact description for golden files: `plain`, or the non-default parts.
    ///
    /// ```swift
    /// TextStyle(foreground: .ansi16(.red), bold: true).description  // "fg=red bold"
    /// ```
    public var description: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg=\(foreground)") }
        if background != .default { parts.append("bg=\(background)") }
        let names: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
            (.inverse, "inverse"), (.strikethrough, "strikethrough"),
        ]
        for (attribute, name) in names where attributes.contains(attribute) {
            parts.append(name)
        }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}

extension TerminalColor: CustomStringConvertible {
    /// `default`, a basic colour's name, `palette(n)` or `#rrggbb`.
    ///
    /// ```swift
    /// TerminalColor.rgb(red: 255, green: 0, blue: 0).description  // "#ff0000"
    /// ```
    public var description: String {
        switch self {
        case .default: return "default"
        case .ansi16(let color): return "\(color)"
        case .palette256(let index): return "palette(\(index))"
        case .rgb(let r, let g, let b):
            return "#"
                + [r, g, b].map { byte in
                    let hex = String(byte, radix: 16)
                    return hex.count == 1 ? "0" + hex : hex
                }.joined()
        }
    }
}
