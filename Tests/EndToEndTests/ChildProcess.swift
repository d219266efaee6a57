import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion with `posix_spawn` and `waitpid`. Foundation's `Process` waits
/// for its child through a run loop that a test's cooperative thread does not spin, and hung
/// here; a direct `waitpid` cannot.
enum ChildProcess {
    struct Result {
        var status: Int32
        var output: String
    }

    /// Runs `arguments` (looked up on PATH) with standard input from `input` (nil: /dev/null) and
    /// standard output and error captured in files, so a daemon the child starts cannot hold a
    /// pipe open.
    static func run(_ arguments: [String], input: String? = nil, separateErrors: Bool = false) throws -> (Result, errors: String) {
        let base = NSTemporaryDirectory() + "child-\(UUID().uuidString)"
        let outputPath = base + ".out", errorPath = base + ".err", inputPath = base + ".in"
        _ = FileManager.default.createFile(atPath: inputPath, contents: Data((input ?? "").utf8))
        defer {
            for path in [outputPath, errorPath, inputPath] { try? FileManager.default.removeItem(atPath: path) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input == nil ? "/dev/null" : inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if separateErrors {
            posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, environ)
        guard spawned == 0 else { throw ChildProcessError.spawnFailed(arguments, spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return (Result(status: exitStatus, output: output), errors)
    }
}

enum ChildProcessError: Error {
    case spawnFailed([String], Int32)
}
