import Glibc

/// Writes to standard output with write(2), checking every result: unlike `print`, whose
/// errors vanish in stdio's buffer, a closed or full output is reported, so `--json` can never
/// exit 0 having written nothing.
///
/// ```swift
/// try StandardOutputWriter.writeLine(json)
/// ```
enum StandardOutputWriter {
    /// Standard output refused the text.
    struct Failure: Error, Sendable {
        /// The errno of the failed write.
        let code: Int32
        /// The text that was not (entirely) written, kept so it is not lost.
        let text: String

        /// The system's explanation of `code`.
        var reason: String { String(cString: strerror(code)) }
    }

    /// Writes `text` and a newline, all of it, or throws.
    static func writeLine(_ text: String) throws(Failure) {
        var bytes = Array(text.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno, text: text)
            }
            offset += written
        }
    }
}
