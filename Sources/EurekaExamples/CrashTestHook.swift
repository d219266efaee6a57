import Foundation
import Glibc

/// A test hook, not a feature: with `EUREKA_EXAMPLES_TEST_CRASH` set to `trap`, `abort` or
/// `segv`, the command crashes on purpose (a Swift runtime trap, `abort()`, an invalid memory
/// write) about 300 ms after the interactive interface has put the terminal in raw mode. The
/// end-to-end tests use it to check that a crash leaves the terminal as it found it; nothing
/// else should set it.
///
/// ```sh
/// EUREKA_EXAMPLES_TEST_CRASH=trap eureka-examples --example rows-tour
/// ```
enum CrashTestHook {
    /// The environment variable's name.
    static let variable = "EUREKA_EXAMPLES_TEST_CRASH"

    /// Starts the watcher when the environment asks for a crash.
    static func armIfRequested(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let kind = environment[variable], !kind.isEmpty else { return }
        guard ["trap", "abort", "segv"].contains(kind) else {
            FileHandle.standardError.write(Data("eureka-examples: ignoring \(variable)=\(kind) (trap, abort or segv)\n".utf8))
            return
        }
        Thread.detachNewThread {
            guard waitForRawMode() else { return }
            usleep(300_000)  // let the first frame reach the screen
            crash(kind)
        }
    }

    /// Polls the controlling terminal's mode until canonical input is off (up to a minute).
    private static func waitForRawMode() -> Bool {
        let descriptor = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        for _ in 0..<3_000 {
            var settings = termios()
            if tcgetattr(descriptor, &settings) == 0, settings.c_lflag & tcflag_t(ICANON) == 0 { return true }
            usleep(20_000)
        }
        return false
    }

    private static func crash(_ kind: String) {
        switch kind {
        case "abort":
            abort()
        case "segv":
            // A store to the zero page, the classic invalid memory access.
            UnsafeMutablePointer<Int>(bitPattern: 0x10)!.pointee = 1
        default:
            fatalError("deliberate crash (\(variable)=trap)")
        }
    }
}
