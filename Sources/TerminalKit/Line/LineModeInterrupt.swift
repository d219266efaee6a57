import CTerminalRestore
import Glibc

/// Ctrl-C in line mode. The terminal stays in its normal mode there, so Ctrl-C arrives as
/// SIGINT rather than as a key; while installed, it cancels as the full-screen interface's
/// Ctrl-C does: a hidden echo is put back, the message is written, and the process exits with
/// status 1 (cancelled, nothing saved) instead of dying of the signal (130).
///
/// ```swift
/// LineModeInterrupt.install(message: "\nCancelled (Ctrl-C): nothing was saved.\n")
/// defer { LineModeInterrupt.remove() }
/// ```
public enum LineModeInterrupt {
    /// Installs the handler; `message` (at most 255 bytes) goes to `descriptor`.
    public static func install(message: String, descriptor: Int32 = STDERR_FILENO) {
        _ = eureka_line_mode_interrupt_install(descriptor, message)
    }

    /// Puts SIGINT's previous action back.
    public static func remove() {
        eureka_line_mode_interrupt_remove()
    }
}
