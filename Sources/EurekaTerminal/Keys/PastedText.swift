import Foundation
import TerminalKit

/// Pasted text made fit for where it goes: never an escape sequence or a control character.
enum PastedText {
    /// `text` for a one-line place (a single-line field, a selector's filter): line breaks
    /// around it taken off (a line copied with its end), and a space for each line break or tab
    /// inside, so no two words join. Spaces stay: " world" pasted after "hello" is two words,
    /// and a password's spaces are part of it, as when typed, in line mode and on the web.
    ///
    /// ```swift
    /// PastedText.oneLine("Ada\nLovelace\n")   // "Ada Lovelace"
    /// PastedText.oneLine(" world")            // " world"
    /// ```
    static func oneLine(_ text: String) -> String {
        let kept = ControlCharacterFilter.filter(text, keepingLineBreaks: true)
        return String(kept.trimmingCharacters(in: .newlines).map { $0 == "\n" || $0 == "\t" ? " " : $0 })
    }
}
