import NIOCore
import NIOHTTPTypes

/// The channel handler behind ``LingeringClose``, between the HTTP codec and the application.
///
/// While serving it passes everything through, except that a request pipelined behind one not
/// yet answered is held until that answer is written, so that a refusal can still drop it.
/// On ``LingeringClose/Begin`` it drops what it holds and ends the input as the application
/// sees it, so that Hummingbird stops waiting for the rest of the body and finishes its side;
/// from then on it throws away what the client sends, within the bounds (past them it reads no
/// more, so a client still sending fills only the socket's buffers). It closes the connection
/// once the answer is out and the client has ended its input or used up its bounds; at the end
/// of the period it closes whatever is left, once the application has answered (an answer still
/// being made is waited for, then given one more period to go out).
final class LingeringCloseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let period: TimeAmount
    private let byteLimit: Int

    // Serving: requests ended and answers ended, to hold a pipelined request back.
    private var requestsEnded = 0
    private var answersEnded = 0
    /// A request's head has come and its end not yet.
    private var requestIsOpen = false
    /// The client has ended its input (seen while serving).
    private var inputHasEnded = false
    /// What came after a request whose answer is owed, in order: its parts, then the end of
    /// input or an error behind them (passed on first, either would cut the request off).
    private enum Held {
        case part(HTTPRequestPart)
        case event(Any)
        case error(any Error)
    }
    private var held: [Held] = []
    private var readIsHeld = false

    // Lingering.
    private var isLingering = false
    private var bodyBytesThrownAway = 0
    private var deadline: Scheduled<Void>?
    /// The application has asked for the connection to close.
    private var applicationIsDone = false
    /// The output has closed: the answer is out (or could not go out).
    private var outputIsClosed = false
    /// The client has ended its input, or gone past its byte bound.
    private var clientIsDone = false
    /// The period has passed: the connection closes as soon as the application is done.
    private var periodIsOver = false
    private var hasClosed = false

    init(period: TimeAmount, byteLimit: Int) {
        self.period = period
        self.byteLimit = byteLimit
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }

    // MARK: Inbound

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if isLingering {
            // Another request's head counts as a kilobyte: a flood of small pipelined requests
            // is cut off as a flood of body is.
            if case .body(let bytes) = part { bodyBytesThrownAway += bytes.readableBytes } else { bodyBytesThrownAway += 1 << 10 }
            if bodyBytesThrownAway > byteLimit {
                clientIsDone = true
                closeIfDone(context)
            }
        } else if requestsEnded > answersEnded || !held.isEmpty {
            held.append(.part(part))
        } else {
            pass(part, context: context)
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if isLingering {
            // Once the client's bounds are used up nothing more is read, even while the
            // application is still answering: what it sends waits in the socket's buffers.
            if !hasClosed, !clientIsDone { context.read() }
        } else {
            context.fireChannelReadComplete()
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .inputClosed? = event as? ChannelEvent { inputHasEnded = true }
        guard isLingering, case .inputClosed? = event as? ChannelEvent else {
            if held.isEmpty { context.fireUserInboundEventTriggered(event) } else { held.append(.event(event)) }
            return
        }
        clientIsDone = true
        closeIfDone(context)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // While lingering, the decoder failing on what the client still sends ends the
        // lingering: the bytes it fails on are not counted, and may be garbage without end.
        guard !isLingering else {
            clientIsDone = true
            closeIfDone(context)
            return
        }
        if held.isEmpty { context.fireErrorCaught(error) } else { held.append(.error(error)) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        context.fireChannelInactive()
    }

    // MARK: Outbound

    func read(context: ChannelHandlerContext) {
        // Holding a request back holds the socket's reading too, so the holding stays small.
        if isLingering {
            if !clientIsDone { context.read() }
        } else if held.isEmpty {
            context.read()
        } else {
            readIsHeld = true
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        context.write(data, promise: promise)
        guard case .end = unwrapOutboundIn(data) else { return }
        answersEnded += 1
        guard !isLingering, !held.isEmpty else { return }
        // The next request goes up once this answer is on its way, from the event loop's next
        // turn rather than from inside the write.
        context.eventLoop.assumeIsolated().execute { [self] in releaseHeldParts(context) }
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard event is LingeringClose.Begin else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        promise?.succeed()
        startLingering(context)
    }

    /// Stops serving: drops what is held, ends the input as the application sees it, and reads
    /// on (throwing away) for at most the bounds.
    private func startLingering(_ context: ChannelHandlerContext) {
        guard !isLingering else { return }
        isLingering = true
        held.removeAll()
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: period) { [self] in
            // An answer still being made (a slow page) is waited for; one made is not.
            periodIsOver = true
            clientIsDone = true
            if applicationIsDone { closeNow(context) }
        }
        // The application sees its input end here, whatever the client still sends: its body
        // reads end and Hummingbird stops waiting for the rest before it finishes its side.
        context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        // Reading goes on whether or not the application wants bytes: only reading lets the
        // client's end of input arrive.
        context.read()
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        // Any close the application makes while the client may still be sending lingers too
        // (after `Connection: close`, an HTTP/1.0 answer, a request cut off): otherwise what the
        // client sends next is read, and thrown away, until the idle timeout.
        if !isLingering, mode != .input, !inputHasEnded, mode == .output || requestIsOpen || requestsEnded > answersEnded {
            startLingering(context)
        }
        guard isLingering, !hasClosed, mode != .input else {
            context.close(mode: mode, promise: promise)
            return
        }
        // Whatever asked, the connection's close is what it waits for.
        if let promise { context.channel.closeFuture.cascade(to: promise) }
        if applicationIsDone {
            // A second close (an idle timeout, an error's close): no more lingering.
            if mode == .all { closeNow(context) }
            return
        }
        applicationIsDone = true
        if periodIsOver {
            // The client used up its time while the answer was being made: the answer gets one
            // more period to go out, a client that does not read it no more.
            deadline = context.eventLoop.assumeIsolated().scheduleTask(in: period) { [self] in closeNow(context) }
        }
        // The answer goes out, then the output closes; the input stays open to be drained.
        // Closing all before the output's close completes would drop an answer still queued.
        let outputClosed = context.eventLoop.makePromise(of: Void.self)
        context.close(mode: .output, promise: outputClosed)
        outputClosed.futureResult.assumeIsolated().whenComplete { [self] _ in
            outputIsClosed = true
            closeIfDone(context)
        }
    }

    // MARK: Helpers

    /// Passes `part` up, counting the requests it ends.
    private func pass(_ part: HTTPRequestPart, context: ChannelHandlerContext) {
        switch part {
        case .head: requestIsOpen = true
        case .body: break
        case .end:
            requestIsOpen = false
            requestsEnded += 1
        }
        context.fireChannelRead(wrapInboundOut(part))
    }

    /// Passes up what was held while the answer before it was owed, holding again at the end
    /// of the next request if its answer is still owed.
    private func releaseHeldParts(_ context: ChannelHandlerContext) {
        guard !isLingering else { return }
        while !held.isEmpty, requestsEnded <= answersEnded {
            switch held.removeFirst() {
            case .part(let part): pass(part, context: context)
            case .event(let event): context.fireUserInboundEventTriggered(event)
            case .error(let error): context.fireErrorCaught(error)
            }
        }
        context.fireChannelReadComplete()
        if held.isEmpty, readIsHeld {
            readIsHeld = false
            context.read()
        }
    }

    private func closeIfDone(_ context: ChannelHandlerContext) {
        if outputIsClosed, clientIsDone { closeNow(context) }
    }

    private func closeNow(_ context: ChannelHandlerContext) {
        guard !hasClosed else { return }
        hasClosed = true
        deadline?.cancel()
        context.close(mode: .all, promise: nil)
    }
}
