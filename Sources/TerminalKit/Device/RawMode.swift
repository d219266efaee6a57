import Glibc

/// The termios changes that make a terminal "raw": every byte reaches the program at once,
/// nothing is echoed, and Ctrl-C / Ctrl-Z / Ctrl-\ arrive as bytes instead of signals.
///
/// ```swift
/// var settings = termios()
/// tcgetattr(fd, &settings)
/// RawMode.apply(to: &settings)
/// tcsetattr(fd, TCSAFLUSH, &settings)
/// ```
public enum RawMode {
    /// Applies raw mode to `settings` in place.
    ///
    /// Input: no break-to-signal, no CR→NL, no parity check, no 8th-bit strip, no XON/XOFF.
    /// Output: no post-processing (the writer sends CR LF itself). Local: no echo, no canonical
    /// line editing, no extended input processing, no signal keys. Reads return after 1 byte.
    ///
    /// ```swift
    /// RawMode.apply(to: &settings)
    /// ```
    public static func apply(to settings: inout termios) {
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_oflag &= ~tcflag_t(OPOST)
        settings.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &settings.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
    }
}
