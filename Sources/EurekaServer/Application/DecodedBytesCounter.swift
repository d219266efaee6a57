import NIOCore
import NIOHTTP1

/// Behind the HTTP parser: counts the body decoded, starts the counts again at each request's
/// head and end, and ends a connection whose body goes on arriving long after its answer
/// started (see ``ConnectionReadLimits``).
final class DecodedBytesCounter: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let count: ConnectionReadCount
    private var closing = false
    /// The answer to the request being read has been written whole.
    private var answerIsComplete = false

    init(count: ConnectionReadCount) {
        self.count = count
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            count.restart(inBody: true)
            answerIsComplete = false
        case .body(let buffer):
            count.decoded += buffer.readableBytes
            if let answered = count.decodedWhenAnswered, count.decoded - answered > LingeringClose.byteLimit, !closing {
                closing = true
                if answerIsComplete {
                    // The answer went out a MiB of body ago: nothing is left to wait for, and
                    // whether the application is still reading along is not this body's business.
                    context.close(promise: nil)
                    return
                }
                // An answer still streaming gets to finish; what the client sends meanwhile is bounded.
                LingeringClose.begin(on: context.channel)
            }
        case .end:
            // From here to the next head only bytes the parser skips or keeps are read.
            count.restart(inBody: false)
        }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is HTTPParserError { count.parserFailed = true }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            // An interim answer (100 Continue) asks for the body; only a final one leaves it unread.
            if head.status.code >= 200, count.inBody, count.decodedWhenAnswered == nil { count.decodedWhenAnswered = count.decoded }
        case .end:
            if count.decodedWhenAnswered != nil { answerIsComplete = true }
        case .body:
            break
        }
        context.write(data, promise: promise)
    }
}
