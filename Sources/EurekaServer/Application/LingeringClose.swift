import NIOCore

/// Ends a connection whose request was refused part-way without losing the answer to it.
///
/// Closing a socket that still holds unread bytes, or that receives bytes after its input was
/// shut, makes the kernel reset the connection, and the reset can overtake the answer: the
/// client reads "connection reset" instead of the 400 or 413 written for it. So, as web servers
/// have long done, the connection closes in two steps: the answer is written and the output
/// closed; what the client still sends is read and thrown away until its input ends, for at
/// most ``byteLimit`` bytes of body or ``period``; then the connection closes. An endless body
/// costs those bounds, never more. Requests the client sent after the refused one (pipelined)
/// are not answered: they never reach the application.
///
/// It needs its channel handler among Hummingbird's HTTP/1 handlers, which ``FormServer``
/// installs; an application of your own adds ``channelHandler()``:
///
/// ```swift
/// let server: HTTPServerBuilder = .http1(configuration: .init(additionalChannelHandlers: [LingeringClose.channelHandler()]))
/// struct AppContext: RequestContext, ConnectionStoppingContext {
///     let channel: any Channel
///     func stopReadingConnection() { LingeringClose.begin(on: channel) }
/// }
/// ```
public enum LingeringClose {
    /// How long a client may go on sending after its request was refused.
    public static let period: TimeAmount = .seconds(2)
    /// How many bytes of body it may send in that time.
    public static let byteLimit = 1 << 20

    /// The handler to add to each HTTP/1 connection (Hummingbird's `additionalChannelHandlers`).
    ///
    /// ```swift
    /// HTTP1Channel.Configuration(additionalChannelHandlers: [LingeringClose.channelHandler()])
    /// ```
    public static func channelHandler() -> any RemovableChannelHandler {
        LingeringCloseHandler(period: period, byteLimit: byteLimit)
    }

    /// Ends the request being answered as the application sees it, and closes the connection
    /// once the answer is written, lingering as described above. Without the channel handler
    /// in the pipeline, the connection's input is shut instead. Calling it again changes nothing.
    ///
    /// ```swift
    /// LingeringClose.begin(on: channel)
    /// ```
    public static func begin(on channel: any Channel) {
        let started = channel.eventLoop.makePromise(of: Void.self)
        channel.triggerUserOutboundEvent(Begin(), promise: started)
        started.futureResult.whenFailure { _ in channel.close(mode: .input, promise: nil) }
    }

    /// The event ``begin(on:)`` sends down the pipeline to the handler.
    struct Begin: Sendable {}
}
