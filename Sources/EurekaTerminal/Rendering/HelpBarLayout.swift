import TerminalKit

/// Which key hints the help bar shows when they do not all fit its width.
///
/// The bar used to show the hints that fit from the left and cut the rest, and the last ones
/// are the ones a user needs most when stuck: how to get help (`?` or F1) and how to get out
/// (Esc). Those are kept whatever the width, help before Esc: help lists every key, Esc among
/// them, so a bar that has room for one hint only shows help. Where an essential hint does not
/// fit whole it shows as its key alone (" F1 "), and a bar with no room for help shows nothing
/// rather than hints that leave help out. The others are kept in the order given (the focused
/// row's own keys first) as far as they fit, a hint too wide for the room left being dropped
/// while narrower ones after it may still show. The hints keep their order on the bar.
enum HelpBarLayout {
    /// Columns between two hints.
    static let separatorWidth = 2

    /// The keys of the hints that open help.
    static let helpKeys: Set<String> = ["?", "F1"]

    /// The hints to show on a bar `width` columns wide: the help hint first, then the other
    /// `essential` ones (each whole, or as its key alone — a binding with no action — when only
    /// that fits), then the others that fit whole in what is left. Empty when help is on the
    /// bar but not even its key fits.
    ///
    /// ```swift
    /// HelpBarLayout.fitted(bindings, keeping: [escape, help], width: 40)
    /// ```
    static func fitted(_ bindings: [KeyBinding], keeping essential: Set<KeyBinding>, width: Int) -> [KeyBinding] {
        var shown: [KeyBinding?] = Array(repeating: nil, count: bindings.count)
        var used = 0
        func take(_ index: Int, shortening: Bool) {
            let forms = shortening ? [bindings[index], KeyBinding(bindings[index].keys, "")] : [bindings[index]]
            for form in forms {
                let extra = (used == 0 ? 0 : separatorWidth) + Self.width(of: form)
                guard used + extra <= width else { continue }
                shown[index] = form
                used += extra
                return
            }
        }
        let isHelp = { (binding: KeyBinding) in essential.contains(binding) && helpKeys.contains(binding.keys) }
        for index in bindings.indices where isHelp(bindings[index]) { take(index, shortening: true) }
        if bindings.indices.contains(where: { isHelp(bindings[$0]) && shown[$0] == nil }) { return [] }
        for index in bindings.indices where essential.contains(bindings[index]) && !isHelp(bindings[index]) { take(index, shortening: true) }
        for index in bindings.indices where !essential.contains(bindings[index]) { take(index, shortening: false) }
        return shown.compactMap { $0 }
    }

    /// A hint's columns without its separator: " keys " then " action", or the keys alone
    /// when it has no action (an essential hint shortened).
    static func width(of binding: KeyBinding) -> Int {
        DisplayWidth.of(" \(binding.keys) ") + (binding.action.isEmpty ? 0 : DisplayWidth.of(" " + binding.action))
    }
}
