import Logging
import NIOCore

/// Closes a connection whose request costs far more bytes on the wire than the body they
/// carry: the framing of a chunked body that NIO's HTTP parser reads without a bound.
///
/// The parser limits heads and trailers, but a chunk-size line (`0000…1`) or a chunk extension
/// (`5;a=b;a=b;…`) may run on without end, and each one-byte chunk (`1\r\nx\r\n`) costs far more
/// work than its byte: a client could keep a core busy until the idle timeout, sending nothing a
/// body limit counts. Two handlers share a count: one in front of the parser counts the bytes
/// read, one behind it the body bytes decoded, from a request's head to its end (heads have the
/// parser's limits, and its clear 400, to themselves). When the bytes
/// read exceed ``ratio`` times the body plus ``slack``, the connection is closed. No client sends
/// framing like that: an ordinary chunked upload costs a few bytes of framing per chunk of
/// hundreds or thousands.
///
/// ```swift
/// try FramingOverheadLimit.addHandlers(to: channel.pipeline.syncOperations, before: codec.handler, logger: logger)
/// ```
enum FramingOverheadLimit {
    /// How many bytes read per byte of body are let through.
    static let ratio = 3
    /// Bytes of framing let through beyond the ratio: more than a read buffer (64 KiB) and the
    /// parser's own limit on trailers (80 KiB), so that what it answers with a 400 still is.
    static let slack = 256 << 10

    /// Adds the counting handlers: the raw one first in the pipeline, the decoded one just
    /// before `handler` (the first handler behind NIO's HTTP parser).
    static func addHandlers(to pipeline: ChannelPipeline.SynchronousOperations, before handler: any ChannelHandler, logger: Logger) throws {
        let count = FramingCount()
        try pipeline.addHandler(ReadBytesCounter(count: count, logger: logger), position: .first)
        try pipeline.addHandler(DecodedBytesCounter(count: count), position: .before(handler))
    }
}

/// The bytes read and decoded since the request's head, shared by the connection's two
/// counting handlers (which run on its event loop, so no lock).
final class FramingCount {
    /// Whether a request's body is being read (from its head to its end).
    var inBody = false
    var read = 0
    var decoded = 0

    /// Whether the bytes read so far are more than the body decoded can account for.
    var isExcessive: Bool {
        read > FramingOverheadLimit.ratio * decoded + FramingOverheadLimit.slack
    }
}
