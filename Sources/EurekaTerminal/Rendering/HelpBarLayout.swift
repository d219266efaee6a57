import TerminalKit

/// Which key hints the help bar shows when they do not all fit its width.
///
/// The bar used to show the hints that fit from the left and cut the rest, and the last ones
/// are the ones a user needs most when stuck: how to get help (`?`) and how to get out (Esc).
/// Those are kept whatever the width; the others are kept in the order given (the focused
/// row's own keys first) as far as they fit, a hint too wide for the room left being dropped
/// while narrower ones after it may still show. The hints keep their order on the bar.
enum HelpBarLayout {
    /// Columns between two hints.
    static let separatorWidth = 2

    /// The hints to show on a bar `width` columns wide: every `essential` one that fits (in
    /// order), then the others that fit in what is left.
    ///
    /// ```swift
    /// HelpBarLayout.fitted(bindings, keeping: [escape, help], width: 40)
    /// ```
    static func fitted(_ bindings: [KeyBinding], keeping essential: Set<KeyBinding>, width: Int) -> [KeyBinding] {
        var shown = Array(repeating: false, count: bindings.count)
        var used = 0
        func take(_ index: Int) {
            let extra = (used == 0 ? 0 : separatorWidth) + Self.width(of: bindings[index])
            guard used + extra <= width else { return }
            shown[index] = true
            used += extra
        }
        for index in bindings.indices where essential.contains(bindings[index]) { take(index) }
        for index in bindings.indices where !essential.contains(bindings[index]) { take(index) }
        return bindings.indices.filter { shown[$0] }.map { bindings[$0] }
    }

    /// A hint's columns without its separator: " keys " then " action".
    static func width(of binding: KeyBinding) -> Int {
        DisplayWidth.of(" \(binding.keys) ") + DisplayWidth.of(" " + binding.action)
    }
}
