import CTerminalRestore
import Dispatch
import Glibc
import Synchronization

/// A real terminal on POSIX file descriptors: termios raw mode, `TIOCGWINSZ` for the size,
/// and a dispatch read source for input.
///
/// The original termios settings are saved when raw mode is first entered and put back by
/// `restoreMode()`, by `withRawMode` (also when its body throws) and when the terminal is
/// released. Signal-time restoration is `TerminalSession`'s job; for crashes it arms the
/// last-resort restore (`armCrashRestore(writing:)`), which a fatal signal's handler runs with
/// a copy of the saved settings.
///
/// ```swift
/// let terminal = try PosixTerminal()  // stdin + stdout, both must be TTYs
/// try terminal.withRawMode {
///     try terminal.write(Array("raw!\r\n".utf8))
/// }
/// ```
public final class PosixTerminal: TerminalDevice {
    /// Descriptor input is read from.
    ///
    /// ```swift
    /// let fd = terminal.inputDescriptor
    /// ```
    public let inputDescriptor: Int32
    /// Descriptor output is written to.
    ///
    /// ```swift
    /// let fd = terminal.outputDescriptor
    /// ```
    public let outputDescriptor: Int32
    private let ownsDescriptors: Bool
    private let state = Mutex(State())
    private let readQueue = DispatchQueue(label: "TerminalKit.PosixTerminal.read")

    private struct State {
        var original: termios?
        var isRaw = false
        var readSource: (any DispatchSourceRead)?
        var crashRestoreArmed = false
    }

    /// Uses existing descriptors (standard input and output by default); both must be TTYs.
    ///
    /// ```swift
    /// let terminal = try PosixTerminal(inputDescriptor: 0, outputDescriptor: 1)
    /// ```
    public init(inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO) throws {
        try Self.requireTerminal(inputDescriptor, role: inputDescriptor == STDIN_FILENO ? "standard input" : "the input")
        try Self.requireTerminal(outputDescriptor, role: outputDescriptor == STDOUT_FILENO ? "standard output" : "the output")
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.ownsDescriptors = false
    }

    private init(descriptor: Int32) {
        inputDescriptor = descriptor
        outputDescriptor = descriptor
        ownsDescriptors = true
    }

    /// Opens the controlling terminal directly, so the program works even when its standard
    /// streams are redirected.
    ///
    /// ```swift
    /// let terminal = try PosixTerminal.openControllingTerminal()
    /// ```
    public static func openControllingTerminal(path: String = "/dev/tty") throws -> PosixTerminal {
        let descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw TerminalError.cannotOpen(path: path, errno: errno) }
        guard isatty(descriptor) == 1 else {
            close(descriptor)
            throw TerminalError.notATerminal(role: path, descriptor: descriptor)
        }
        return PosixTerminal(descriptor: descriptor)
    }

    deinit {
        stopReading()
        disarmCrashRestore()
        try? restoreMode()
        if ownsDescriptors { close(inputDescriptor) }
    }

    /// The window size from `TIOCGWINSZ`, asked of the output and then the input.
    ///
    /// ```swift
    /// let size = try terminal.size()  // e.g. 120×40
    /// ```
    public func size() throws -> TerminalSize {
        for descriptor in [outputDescriptor, inputDescriptor] {
            var window = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
            }
        }
        throw TerminalError.sizeUnavailable
    }

    /// Whether the terminal's foreground process group is this process's group
    /// (`tcgetpgrp`); true when that cannot be told, so a terminal without job control works.
    ///
    /// ```swift
    /// guard terminal.isInForeground() else { return }   // continued with `bg`
    /// ```
    public func isInForeground() -> Bool {
        let foreground = tcgetpgrp(inputDescriptor)
        return foreground < 0 || foreground == getpgrp()
    }

    /// Writes every byte, retrying on interruption and partial writes.
    ///
    /// ```swift
    /// try terminal.write(writer.render(grid, cursor: .hidden))
    /// ```
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw TerminalError.systemCall(name: "write", errno: errno)
                }
                offset += written
            }
        }
    }

    /// Saves the current settings (once) and switches the input descriptor to raw mode.
    ///
    /// ```swift
    /// try terminal.enterRawMode()
    /// ```
    public func enterRawMode() throws {
        try state.withLock { state in
            var current = termios()
            guard tcgetattr(inputDescriptor, &current) == 0 else {
                throw TerminalError.systemCall(name: "tcgetattr", errno: errno)
            }
            if state.original == nil { state.original = current }
            var raw = state.original ?? current
            RawMode.apply(to: &raw)
            // TCSAFLUSH drops input typed before the switch, which would be misread as keys.
            guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
                throw TerminalError.systemCall(name: "tcsetattr", errno: errno)
            }
            state.isRaw = true
        }
    }

    /// Restores the settings saved by `enterRawMode`.
    ///
    /// ```swift
    /// try terminal.restoreMode()
    /// ```
    public func restoreMode() throws {
        try state.withLock { state in
            guard state.isRaw, var original = state.original else { return }
            // TCSADRAIN lets the last frame reach the screen before the mode changes.
            guard tcsetattr(inputDescriptor, TCSADRAIN, &original) == 0 else {
                throw TerminalError.systemCall(name: "tcsetattr", errno: errno)
            }
            state.isRaw = false
        }
    }

    /// Hands the saved settings and `bytes` to the fatal-signal handler (the C target
    /// `CTerminalRestore`), which restores the terminal if the process crashes. Does nothing
    /// before raw mode has saved the settings, or when `bytes` are too long for the handler.
    ///
    /// ```swift
    /// terminal.armCrashRestore(writing: TerminalControl.showCursor + TerminalControl.leaveAlternateScreen)
    /// ```
    public func armCrashRestore(writing bytes: [UInt8]) {
        state.withLock { state in
            guard var original = state.original else { return }
            let result = bytes.withUnsafeBufferPointer { buffer in
                eureka_terminal_restore_arm(inputDescriptor, &original, buffer.baseAddress, buffer.count)
            }
            state.crashRestoreArmed = result == 0
        }
    }

    /// Disarms the crash restore this terminal armed, putting the previous fatal-signal
    /// handlers (the Swift runtime's backtracer, usually) back.
    ///
    /// ```swift
    /// terminal.disarmCrashRestore()
    /// ```
    public func disarmCrashRestore() {
        state.withLock { state in
            guard state.crashRestoreArmed else { return }
            eureka_terminal_restore_disarm()
            state.crashRestoreArmed = false
        }
    }

    /// Whether raw mode is currently in effect.
    ///
    /// ```swift
    /// if terminal.isRaw { try terminal.restoreMode() }
    /// ```
    public var isRaw: Bool { state.withLock { $0.isRaw } }

    /// Runs `body` in raw mode and restores the terminal afterwards, also when `body` throws.
    ///
    /// ```swift
    /// try terminal.withRawMode { try runEditor(on: terminal) }
    /// ```
    public func withRawMode<Result>(_ body: () throws -> Result) throws -> Result {
        try enterRawMode()
        defer { try? restoreMode() }
        return try body()
    }

    /// Async form of `withRawMode`.
    ///
    /// ```swift
    /// try await terminal.withRawMode { try await app.run() }
    /// ```
    public func withRawMode<Result>(_ body: () async throws -> Result) async throws -> Result {
        try enterRawMode()
        defer { try? restoreMode() }
        return try await body()
    }

    /// Reads input on a private dispatch queue and hands each chunk to `handler`.
    ///
    /// ```swift
    /// try terminal.startReading { input in queue.yield(input) }
    /// ```
    public func startReading(_ handler: @escaping @Sendable (TerminalInput) -> Void) throws {
        state.withLock { state in
            guard state.readSource == nil else { return }
            let descriptor = inputDescriptor
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: readQueue)
            source.setEventHandler { [weak self] in
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    handler(.bytes(Array(buffer[..<count])))
                } else if count < 0, errno == EIO, let self, !self.isInForeground() {
                    // A read from the background (SIGTTIN is blocked on this thread): not a
                    // hang-up. The session stops reading, so the source does not spin.
                    handler(.readFromBackground)
                } else if count == 0 || errno == EIO {
                    // EIO: the other side of a pseudo-terminal closed; treat as a hang-up.
                    self?.stopReading()
                    handler(.endOfInput)
                } else if errno != EINTR && errno != EAGAIN {
                    self?.stopReading()
                    handler(.failure(.systemCall(name: "read", errno: errno)))
                }
            }
            source.resume()
            state.readSource = source
        }
    }

    /// Cancels the read source.
    ///
    /// ```swift
    /// terminal.stopReading()
    /// ```
    public func stopReading() {
        state.withLock { state in
            state.readSource?.cancel()
            state.readSource = nil
        }
    }

    private static func requireTerminal(_ descriptor: Int32, role: String) throws {
        guard isatty(descriptor) == 1 else { throw TerminalError.notATerminal(role: role, descriptor: descriptor) }
    }
}
