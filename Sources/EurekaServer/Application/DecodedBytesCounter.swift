import NIOCore
import NIOHTTP1

/// Behind the HTTP parser: counts the body decoded, and starts both counts again at each
/// request's head.
final class DecodedBytesCounter: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let count: FramingCount

    init(count: FramingCount) {
        self.count = count
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            count.inBody = true
            count.read = 0
            count.decoded = 0
        case .body(let buffer):
            count.decoded += buffer.readableBytes
        case .end:
            count.inBody = false
        }
        context.fireChannelRead(data)
    }
}
