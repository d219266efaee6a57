import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking loopback TCP exchange: write, half-close, read to the end.
enum RawSocket {
    struct Failure: Error { let step: String }

    /// How long a read waits for the server's answer before the exchange fails. Generous: a
    /// 640 KB chunked body timed out at 10 s on the 2-core machine while three builds ran.
    static let answerTimeoutSeconds = 30

    /// `exchange` on a thread of its own: blocking one of the few threads Swift concurrency
    /// runs on (two on a two-core machine) would starve the server answering it.
    /// With `halfClose` false the socket stays open for writing, so the read ends only when the
    /// server closes the connection (or after ``answerTimeoutSeconds``, an error).
    /// With several `parts`, each after the first is sent 300 ms after the one before it.
    static func exchangeOnThread(port: Int, bytes: [UInt8], halfClose: Bool = true) async throws -> String {
        try await exchangeOnThread(port: port, parts: [bytes], halfClose: halfClose)
    }

    static func exchangeOnThread(port: Int, parts: [[UInt8]], halfClose: Bool = true) async throws -> String {
        try await onThread { try exchange(port: port, parts: parts, halfClose: halfClose) }
    }

    /// Sends `head`, then `chunk` over and over, `pauseMilliseconds` apart, until the server
    /// ends the connection or 30 seconds pass; returns how long the sending went on.
    static func floodOnThread(port: Int, head: [UInt8], chunk: [UInt8], pauseMilliseconds: Int) async throws -> Duration {
        try await onThread {
            let clock = ContinuousClock()
            let start = clock.now
            _ = try flood(port: port, head: head, chunk: chunk, pauseMilliseconds: pauseMilliseconds, limit: .max, for: .seconds(30))
            return clock.now - start
        }
    }

    /// Sends `head`, then `chunk` over and over, until the server ends the connection, `limit`
    /// bytes are sent or 60 seconds pass; returns how many bytes were sent and whether the
    /// server ended it. Bytes, not time, tell a bounded server from an unbounded one when the
    /// machine is too busy for timings to mean much.
    static func bytesSentUntilCutOffOnThread(port: Int, head: [UInt8], chunk: [UInt8], limit: Int) async throws -> (sent: Int, cutOff: Bool) {
        try await onThread { try flood(port: port, head: head, chunk: chunk, pauseMilliseconds: 0, limit: limit, for: .seconds(60)) }
    }

    /// The flood both of the above make, on the calling thread.
    private static func flood(
        port: Int, head: [UInt8], chunk: [UInt8], pauseMilliseconds: Int, limit: Int, for duration: Duration
    ) throws -> (sent: Int, cutOff: Bool) {
        let descriptor = try connected(port: port)
        defer { close(descriptor) }
        let clock = ContinuousClock()
        let start = clock.now
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var bytes = head.isEmpty ? chunk : head
        var sent = 0
        while clock.now - start < duration, sent < limit {
            let written = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written < 0, errno == EPIPE || errno == ECONNRESET { return (sent, true) }
            if written > 0 {
                sent += written
                bytes = written < bytes.count ? Array(bytes[written...]) : chunk
            }
            if pauseMilliseconds > 0 { usleep(useconds_t(pauseMilliseconds * 1_000)) }
        }
        return (sent, false)
    }

    /// Runs blocking `work` on a thread of its own (see ``exchangeOnThread(port:bytes:halfClose:)``).
    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// Sends `bytes`, reads what first arrives (the start of the answer), then resets the
    /// connection (SO_LINGER 0) instead of closing it; returns what was read.
    static func sendReadAndResetOnThread(port: Int, bytes: [UInt8]) async throws -> String {
        try await onThread {
            let descriptor = try connected(port: port)
            var timeout = timeval(tv_sec: Self.answerTimeoutSeconds, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            var abort = linger(l_onoff: 1, l_linger: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
            close(descriptor)
            return String(decoding: buffer[0..<max(count, 0)], as: UTF8.self)
        }
    }

    /// A blocking socket connected to the loopback `port`.
    static func connected(port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(step: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(step: "connect")
        }
        return descriptor
    }

    static func exchange(port: Int, parts: [[UInt8]], halfClose: Bool) throws -> String {
        let descriptor = try connected(port: port)
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: Self.answerTimeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        for (index, bytes) in parts.enumerated() {
            if index > 0 { usleep(300_000) }
            let written = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written == bytes.count else { throw Failure(step: "send part \(index) (errno \(errno))") }
        }
        if halfClose { shutdown(descriptor, Int32(SHUT_WR)) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 { throw Failure(step: "recv errno \(errno) after \(received.count) bytes") }
            if count == 0 { break }
            received += buffer[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}
