import Foundation

/// A real terminal for end-to-end tests: a detached tmux session running a shell, driven with
/// `send-keys` and read with `capture-pane`.
final class TmuxSession {
    let name = "eureka-e2e-\(UUID().uuidString.prefix(8))"
    private let socket: String

    /// Starts `bash --norc` in a window of the given size.
    init(columns: Int, rows: Int) throws {
        socket = NSTemporaryDirectory() + "tmux-\(name)"
        try tmux([
            "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "env", "-i",
            "PATH=\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")",
            "TERM=xterm-256color", "HOME=\(NSTemporaryDirectory())", "PS1=$ ", "bash", "--norc", "--noprofile",
        ])
    }

    deinit {
        _ = try? tmux(["kill-session", "-t", name])
    }

    /// Whether tmux is installed (the README's test command installs it).
    static var isAvailable: Bool {
        (try? ChildProcess.run(["tmux", "-V"]).0.status) == 0
    }

    /// Types literal text.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Sends named keys (`Enter`, `Tab`, `C-s`, `Escape`, `Down`…).
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Runs a shell command line in the session.
    func run(_ commandLine: String) throws {
        try type(commandLine)
        try press("Enter")
    }

    /// The visible screen as text.
    func capture() throws -> String {
        try tmux(["capture-pane", "-p", "-t", name])
    }

    /// A tmux format evaluated for the pane: `#{alternate_on}`, `#{cursor_flag}`, `#{pane_pid}`.
    func query(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the window (the program sees SIGWINCH).
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Waits until the screen contains `text`; returns the screen, or throws with the last one.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(60)) async throws -> String {
        try await waitUntil("“\(text)”", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until the screen satisfies `condition`; returns the screen, or throws with the last one.
    @discardableResult
    func waitUntil(_ description: String, timeout: Duration = .seconds(60), _ condition: (String) -> Bool) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        var screen = ""
        while ContinuousClock.now < deadline {
            screen = try capture()
            if condition(screen) { return screen }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw TmuxError.timeout(waitingFor: description, screen: screen)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let (result, _) = try ChildProcess.run(["tmux", "-S", socket] + arguments)
        guard result.status == 0 else { throw TmuxError.failed(arguments: arguments, output: result.output) }
        return result.output
    }
}

enum TmuxError: Error, CustomStringConvertible {
    case timeout(waitingFor: String, screen: String)
    case failed(arguments: [String], output: String)

    var description: String {
        switch self {
        case .timeout(let text, let screen): return "timed out waiting for \(text); the screen was:\n\(screen)"
        case .failed(let arguments, let output): return "tmux \(arguments.joined(separator: " ")) failed: \(output)"
        }
    }
}
