import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Ends a connection whose request was refused part-way without losing the answer to it.
///
/// Closing a socket that still holds unread bytes, or that receives bytes after its input was
/// shut, makes the kernel reset the connection, and the reset can overtake the answer: the
/// client reads "connection reset" instead of the 400 or 413 written for it. So, as web servers
/// have long done, the connection closes in two steps: the answer is written and the output
/// closed; what the client still sends is read and thrown away until its input ends, for at
/// most ``byteLimit`` bytes of body or ``period``; then the connection closes. An endless body
/// costs those bounds, never more.
///
/// ```swift
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

    /// Stops handing the connection's input to the application (the request ends there) and
    /// closes the connection, lingering as described above, once the answer is written.
    /// Calling it again changes nothing.
    ///
    /// ```swift
    /// LingeringClose.begin(on: channel)
    /// ```
    public static func begin(on channel: any Channel) {
        channel.eventLoop.execute {
            let pipeline = channel.pipeline.syncOperations
            guard (try? pipeline.handler(type: LingeringCloseHandler.self)) == nil else { return }
            // Below Hummingbird's connection handler, which closes the channel after an answer
            // when the server quiesces: that close lingers too.
            guard let connection = try? pipeline.context(handlerType: HTTPConnectionStateHandler.self),
                (try? pipeline.addHandler(LingeringCloseHandler(period: period, byteLimit: byteLimit), position: .before(connection.handler)))
                    != nil
            else {
                // Not a pipeline of Hummingbird's HTTP/1: stop reading as NIO can.
                channel.close(mode: .input, promise: nil)
                return
            }
        }
    }
}
