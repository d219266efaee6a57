import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension ChildProcess {
    /// What a child's standard descriptor is.
    enum Stream {
        /// Closed, as `>&-` leaves it.
        case closed
        /// Opened from a path (`/dev/null`, `/dev/full`, a file).
        case path(String, flags: Int32)
        /// The write end of a pipe whose reader has gone, as in `| true`.
        case pipeWithoutReader
    }

    /// Runs `arguments` with each standard descriptor as given (unlisted ones: input from
    /// /dev/null, output and errors captured) and returns the status, standard output and
    /// standard error.
    static func run(_ arguments: [String], streams: [Int32: Stream]) throws -> (status: Int32, output: String, errors: String) {
        let base = NSTemporaryDirectory() + "child-\(UUID().uuidString)"
        let outputPath = base + ".out", errorPath = base + ".err"
        defer { for path in [outputPath, errorPath] { try? FileManager.default.removeItem(atPath: path) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let defaults: [Int32: Stream] = [
            0: .path("/dev/null", flags: O_RDONLY),
            1: .path(outputPath, flags: O_WRONLY | O_CREAT | O_TRUNC),
            2: .path(errorPath, flags: O_WRONLY | O_CREAT | O_TRUNC),
        ]
        var pipeEnds: [Int32] = []
        defer { for end in pipeEnds { close(end) } }
        for descriptor: Int32 in 0...2 {
            switch streams[descriptor] ?? defaults[descriptor]! {
            case .closed: posix_spawn_file_actions_addclose(&actions, descriptor)
            case .path(let path, let flags): posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o600)
            case .pipeWithoutReader:
                var ends: [Int32] = [0, 0]
                guard pipe(&ends) == 0 else { throw ChildProcessError.spawnFailed(arguments, errno) }
                close(ends[0])
                pipeEnds.append(ends[1])
                posix_spawn_file_actions_adddup2(&actions, ends[1], descriptor)
                posix_spawn_file_actions_addclose(&actions, ends[1])
            }
        }
        // SIGPIPE as a shell leaves it (the test runner may ignore it, and a child inherits that).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw ChildProcessError.spawnFailed(arguments, spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return (exitStatus, output, errors)
    }
}
