import Logging
import NIOCore

/// Bounds what a connection may make the server read beyond what its requests are worth, in
/// two places NIO's HTTP parser and Hummingbird leave open.
///
/// - **Framing.** The parser limits heads and trailers, but not a chunk-size line (`0000…1`), a
///   chunk extension (`5;a=b;a=b;…`) or the blank lines it skips before a request, and each
///   one-byte chunk (`1\r\nx\r\n`) costs far more work than its byte; after an `Upgrade` or
///   `CONNECT` request it stops parsing and keeps what follows in memory. A client could keep a
///   core busy, or fill memory, until the idle timeout, sending nothing a body limit counts.
///   So one handler in front of the parser counts the bytes read, one behind it the body
///   decoded, from each request's head to its end and from its end to the next head; when the
///   bytes read exceed ``ratio`` times the body plus ``slack``, the connection is closed. No
///   client frames a body like that: an ordinary chunked upload costs a few bytes per chunk
///   of hundreds or thousands.
/// - **A body still arriving after its answer.** Hummingbird reads the rest of a body its route
///   did not read, however long it is (a `GET` with `Content-Length: 2^40` was read to 2 GB).
///   Once an answer has started and more than ``LingeringClose/byteLimit`` of the body has come
///   after it, the connection closes: at once when the answer is complete, with a lingering
///   close (which bounds the rest) when it is still being written. A route that streams its
///   answer while reading the body (an echo) keeps its first MiB.
///
/// ```swift
/// try ConnectionReadLimits.addHandlers(to: channel.pipeline.syncOperations, before: codec.handler, logger: logger)
/// ```
enum ConnectionReadLimits {
    /// How many bytes read per byte of body are let through.
    static let ratio = 3
    /// Bytes read beyond the ratio that are let through: more than a read buffer (64 KiB) and
    /// the parser's own limits on a head or trailers (80 KiB), so that its 400s still come first.
    static let slack = 256 << 10

    /// Adds the counting handlers: the one for bytes read first in the pipeline, the one for
    /// the body decoded just before `handler` (the first handler behind NIO's HTTP parser).
    static func addHandlers(to pipeline: ChannelPipeline.SynchronousOperations, before handler: any ChannelHandler, logger: Logger) throws {
        let count = ConnectionReadCount()
        try pipeline.addHandler(ReadBytesCounter(count: count, logger: logger), position: .first)
        try pipeline.addHandler(DecodedBytesCounter(count: count), position: .before(handler))
    }
}

/// The bytes read and the body decoded since the last request head or end, shared by a
/// connection's two counting handlers (which run on its event loop, so no lock).
final class ConnectionReadCount {
    /// Whether a request's body is being read (from its head to its end).
    var inBody = false
    /// The parser has failed: its 400 is on its way, and the close after it bounds the rest.
    var parserFailed = false
    var read = 0
    var decoded = 0
    /// How much of the body had been decoded when the answer to it started, while it was
    /// still arriving.
    var decodedWhenAnswered: Int?

    /// Whether the bytes read so far are more than the body decoded can account for.
    var isExcessive: Bool {
        read > ConnectionReadLimits.ratio * decoded + ConnectionReadLimits.slack
    }

    /// Starts counting afresh (at a request's head or end).
    func restart(inBody: Bool) {
        self.inBody = inBody
        read = 0
        decoded = 0
        decodedWhenAnswered = nil
    }
}
