/// The side effects of a terminal, behind a protocol so sessions and renderers can run against
/// `FakeTerminal` in tests and `PosixTerminal` for real.
///
/// ```swift
/// let device: any TerminalDevice = try PosixTerminal()
/// try device.enterRawMode()
/// defer { try? device.restoreMode() }
/// try device.write(Array("hello".utf8))
/// device.armCrashRestore(writing: TerminalControl.showCursor)   // a crash now restores the mode
/// ```
public protocol TerminalDevice: AnyObject, Sendable {
    /// The terminal's current size.
    func size() throws -> TerminalSize
    /// Writes all of `bytes` (one frame should be one call).
    func write(_ bytes: [UInt8]) throws
    /// Switches input to raw mode (no echo, no line editing, no signal keys), saving the
    /// original settings the first time.
    func enterRawMode() throws
    /// Puts back the settings saved by `enterRawMode`; does nothing if raw mode was never entered.
    func restoreMode() throws
    /// Starts delivering input; `handler` is called, possibly on another thread, with each chunk.
    func startReading(_ handler: @escaping @Sendable (TerminalInput) -> Void) throws
    /// Stops delivering input.
    func stopReading()
    /// Prepares the last-resort restore a crash runs: if the process dies of a fatal signal
    /// (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGQUIT, SIGFPE) before
    /// `disarmCrashRestore()`, `bytes` are written and the mode saved by `enterRawMode` is put
    /// back, then the signal takes its normal course. Calling it again replaces `bytes`.
    func armCrashRestore(writing bytes: [UInt8])
    /// Cancels `armCrashRestore(writing:)`: the terminal is in its normal state again.
    func disarmCrashRestore()
    /// Whether this process's job owns the terminal now: false after `bg` or a bare
    /// `kill -CONT`, when the shell has the terminal and taking it back would garble the shell.
    func isInForeground() -> Bool
}

extension TerminalDevice {
    /// Devices with no job control (pipes, test fakes) are always in the foreground.
    ///
    /// ```swift
    /// if device.isInForeground() { try device.enterRawMode() }
    /// ```
    public func isInForeground() -> Bool { true }
}
