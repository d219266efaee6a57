/// Escape sequences for terminal modes that sit outside the frame-by-frame diff.
///
/// After writing any of these, call `TerminalWriter.invalidate()` if they change what is on
/// screen (entering or leaving the alternate screen, clearing).
///
/// ```swift
/// try device.write(TerminalControl.enterAlternateScreen + TerminalControl.enableBracketedPaste)
/// writer.invalidate()
/// ```
public enum TerminalControl {
    /// Switches to the alternate screen (xterm mode 1049), saving the main screen.
    ///
    /// ```swift
    /// try device.write(TerminalControl.enterAlternateScreen)
    /// ```
    public static let enterAlternateScreen: [UInt8] = Array("\u{1B}[?1049h".utf8)
    /// Returns to the main screen and its saved contents.
    ///
    /// ```swift
    /// try device.write(TerminalControl.leaveAlternateScreen)
    /// ```
    public static let leaveAlternateScreen: [UInt8] = Array("\u{1B}[?1049l".utf8)
    /// Hides the cursor (DECTCEM reset).
    ///
    /// ```swift
    /// try device.write(TerminalControl.hideCursor)
    /// ```
    public static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)
    /// Shows the cursor (DECTCEM set).
    ///
    /// ```swift
    /// try device.write(TerminalControl.showCursor)
    /// ```
    public static let showCursor: [UInt8] = Array("\u{1B}[?25h".utf8)
    /// Asks the terminal to wrap pasted text in `ESC[200~` … `ESC[201~`.
    ///
    /// ```swift
    /// try device.write(TerminalControl.enableBracketedPaste)
    /// ```
    public static let enableBracketedPaste: [UInt8] = Array("\u{1B}[?2004h".utf8)
    /// Turns bracketed paste off again.
    ///
    /// ```swift
    /// try device.write(TerminalControl.disableBracketedPaste)
    /// ```
    public static let disableBracketedPaste: [UInt8] = Array("\u{1B}[?2004l".utf8)
    /// Turns automatic wrapping off (DECAWM): a character at the right margin stays on its line.
    /// Terminals disagree on the width of some emoji; one drawn wider than expected at the right
    /// edge would otherwise spill onto the next line, where no diff would think to redraw it.
    ///
    /// ```swift
    /// try device.write(TerminalControl.disableAutowrap)
    /// ```
    public static let disableAutowrap: [UInt8] = Array("\u{1B}[?7l".utf8)
    /// Turns automatic wrapping back on, as terminals start.
    ///
    /// ```swift
    /// try device.write(TerminalControl.enableAutowrap)
    /// ```
    public static let enableAutowrap: [UInt8] = Array("\u{1B}[?7h".utf8)
    /// Resets colours and attributes to the terminal's defaults.
    ///
    /// ```swift
    /// try device.write(TerminalControl.resetStyle)
    /// ```
    public static let resetStyle: [UInt8] = Array("\u{1B}[m".utf8)
    /// Resets the style, clears the whole screen and homes the cursor.
    ///
    /// ```swift
    /// try device.write(TerminalControl.clearScreen); writer.invalidate()
    /// ```
    public static let clearScreen: [UInt8] = Array("\u{1B}[m\u{1B}[H\u{1B}[2J".utf8)
}
