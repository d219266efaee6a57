import Foundation
import TerminalKit

/// Pasted text made fit for where it goes: never an escape sequence or a control character.
enum PastedText {
    /// `text` for a one-line place (a single-line field, a selector's filter): blank space
    /// around it taken off, and a space for each line break or tab inside, so no two words join.
    ///
    /// ```swift
    /// PastedText.oneLine("  Ada\nLovelace\n")   // "Ada Lovelace"
    /// ```
    static func oneLine(_ text: String) -> String {
        let kept = ControlCharacterFilter.filter(text, keepingLineBreaks: true)
        return String(kept.trimmingCharacters(in: .whitespacesAndNewlines).map { $0 == "\n" || $0 == "\t" ? " " : $0 })
    }
}
