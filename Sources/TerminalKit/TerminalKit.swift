/// TerminalKit: terminal primitives with no knowledge of forms.
///
/// - `Width/`: `DisplayWidth` (columns per grapheme cluster, truncate, pad) and
///   `ControlCharacterFilter`.
/// - `Grid/`: `CellGrid`, `GridCell`, `TextStyle`, `TerminalColor`, `ColorDepth`.
/// - `Output/`: `TerminalWriter` (frame diffing), `CursorState`, `TerminalControl`.
/// - `Input/`: `KeyDecoder`, `Key`, `KeyEvent`, `TerminalEvent`.
/// - `Device/`: `TerminalDevice`, `PosixTerminal`, signals, clock, process control.
/// - `Session/`: `TerminalSession`, the event loop a renderer drives.
/// - `Line/`: `LineConsole` for the accessible line mode.
/// The deterministic fakes for tests (`FakeTerminal`, `ManualClock`, …) are a module of their
/// own, `TerminalKitTesting`, so production code never links them.
///
/// ```swift
/// import TerminalKit
/// print(TerminalKit.unicodeVersion)  // "15.1"
/// ```
public enum TerminalKit {
    /// The Unicode version the width tables follow.
    ///
    /// ```swift
    /// print(TerminalKit.unicodeVersion)
    /// ```
    public static let unicodeVersion = "15.1"
}
