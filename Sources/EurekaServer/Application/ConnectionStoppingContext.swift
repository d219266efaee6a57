import Hummingbird

/// A request context that can stop reading its connection, so that a body refused part-way
/// (too large, in a coding or character set not taken) is not read to its end.
///
/// Hummingbird reads whatever is left of a request's body after its answer, to keep the
/// connection for the next request: a chunked body that never ends, refused at 64 KiB, was
/// read for as long as the client sent it. ``ErrorPageMiddleware`` asks such a context to stop
/// reading and answers with `Connection: close`; ``LingeringClose`` then ends the connection
/// without a reset overtaking that answer.
///
/// ```swift
/// struct AppContext: FormRequestContext, ConnectionStoppingContext {
///     // …
///     func stopReadingConnection() { LingeringClose.begin(on: channel) }
/// }
/// ```
public protocol ConnectionStoppingContext {
    /// Stops reading the request's connection: what the client still sends is thrown away, and
    /// the connection closes once the answer is written.
    func stopReadingConnection()
}
