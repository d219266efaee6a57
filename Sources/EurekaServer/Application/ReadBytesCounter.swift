import Logging
import NIOCore

/// In front of the HTTP parser: counts what is read, and closes the connection when the count
/// runs away from the body decoded (see ``ConnectionReadLimits``).
final class ReadBytesCounter: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let count: ConnectionReadCount
    private let logger: Logger
    private var closed = false

    init(count: ConnectionReadCount, logger: Logger) {
        self.count = count
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closed else { return }
        // After a parser error the 400 is being written: closing now would cut it off.
        guard !count.parserFailed else {
            context.fireChannelRead(data)
            return
        }
        count.read += unwrapInboundIn(data).readableBytes
        // Checked before the parser sees the bytes: a runaway chunk line decodes to nothing.
        guard count.isExcessive else {
            context.fireChannelRead(data)
            return
        }
        closed = true
        logger.warning(
            "Closed a connection that sent \(count.read) bytes for \(count.decoded) bytes of body: an endless chunk line or extension, tiny chunks, blank lines, or bytes after an upgrade request."
        )
        context.close(promise: nil)
    }
}
