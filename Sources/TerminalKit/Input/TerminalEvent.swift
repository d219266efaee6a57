/// Everything a terminal session reports to the application.
///
/// ```swift
/// for await event in session.events {
///     switch event {
///     case .key(let key): handle(key)
///     case .paste(let text): field.insert(text)
///     case .resize, .resume: redraw()
///     case .interrupt, .terminate: return
///     default: break
///     }
/// }
/// ```
public enum TerminalEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// Text pasted with bracketed paste; controls other than newline and tab are removed.
    case paste(String)
    /// The terminal changed size; the next frame is repainted in full.
    case resize(TerminalSize)
    /// A byte sequence the decoder does not understand, passed on rather than dropped.
    case unknown([UInt8])
    /// SIGINT, when the session delivers signals instead of exiting.
    case interrupt
    /// SIGTERM or SIGHUP (or the input closing), when the session delivers signals.
    case terminate
    /// The process is about to stop for job control (SIGTSTP or `suspend()`).
    case suspend
    /// The process continued after a stop; the terminal is raw again and the next frame is a
    /// full repaint.
    case resume
}
