import NIOCore
import NIOHTTPTypes

/// The channel handler behind ``LingeringClose``: added to a connection whose request was
/// refused, between the HTTP codec and the application.
///
/// On being added it ends the request and the input as the application sees them, so that
/// Hummingbird stops waiting for the rest of the body and finishes its side; from then on it
/// throws away what the client sends. It closes the connection once both sides are done: the
/// application has closed (its answer written first, as NIO writes before closing the output)
/// and the client has ended its input or used up its bounds.
final class LingeringCloseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let period: TimeAmount
    private let byteLimit: Int
    private var bodyBytesThrownAway = 0
    private var deadline: Scheduled<Void>?
    /// The application has asked for the connection to close.
    private var applicationIsDone = false
    /// The output has closed: the answer is out (or could not go out).
    private var outputIsClosed = false
    /// The client has ended its input, or gone past its bounds.
    private var clientIsDone = false
    private var hasClosed = false
    /// The promises of closes asked for from above, kept until the connection really closes.
    private var closePromise: EventLoopPromise<Void>?

    init(period: TimeAmount, byteLimit: Int) {
        self.period = period
        self.byteLimit = byteLimit
    }

    func handlerAdded(context: ChannelHandlerContext) {
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: period) { [self] in
            clientIsDone = true
            closeIfBothAreDone(context)
        }
        // The application sees its request end here, whatever the client still sends: an end
        // part is harmless to a request whose end it has read, since nothing follows it.
        context.fireChannelRead(wrapInboundOut(.end(nil)))
        context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        // Reading goes on whether or not the application wants bytes: only reading lets the
        // client's end of input arrive.
        context.read()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .body(let bytes) = unwrapInboundIn(data) {
            bodyBytesThrownAway += bytes.readableBytes
            if bodyBytesThrownAway > byteLimit {
                clientIsDone = true
                closeIfBothAreDone(context)
            }
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if !hasClosed { context.read() }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .inputClosed? = event as? ChannelEvent {
            clientIsDone = true
            closeIfBothAreDone(context)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    /// What the rest of a refused body makes the decoder say is no news to anyone.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {}

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        context.fireChannelInactive()
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard !hasClosed, mode != .input else {
            context.close(mode: mode, promise: promise)
            return
        }
        if let promise {
            if let closePromise { closePromise.futureResult.cascade(to: promise) } else { closePromise = promise }
        }
        guard !applicationIsDone else { return }
        applicationIsDone = true
        // The answer goes out, then the output closes; the input stays open to be drained.
        // Closing all before the output's close completes would drop an answer still queued.
        let outputClosed = context.eventLoop.makePromise(of: Void.self)
        context.close(mode: .output, promise: outputClosed)
        outputClosed.futureResult.assumeIsolated().whenComplete { [self] _ in
            outputIsClosed = true
            closeIfBothAreDone(context)
        }
    }

    private func closeIfBothAreDone(_ context: ChannelHandlerContext) {
        guard outputIsClosed, clientIsDone, !hasClosed else { return }
        hasClosed = true
        deadline?.cancel()
        context.close(mode: .all, promise: closePromise)
    }
}
