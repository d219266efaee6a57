import Logging
import NIOCore

/// In front of the HTTP parser: counts what is read, and closes the connection when the count
/// runs away from the body decoded.
final class ReadBytesCounter: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let count: FramingCount
    private let logger: Logger
    private var closed = false

    init(count: FramingCount, logger: Logger) {
        self.count = count
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closed else { return }
        guard count.inBody else {
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
            "Closed a connection whose chunked body took \(count.read) bytes to carry \(count.decoded) bytes (an endless chunk line or extension, or one-byte chunks)."
        )
        context.close(promise: nil)
    }
}
