import NIOCore
import NIOHTTP1

/// Marks every HTTP/1.0 request `Connection: close`, so that its connection closes after the
/// answer, as an HTTP/1.0 client expects unless the server says otherwise.
///
/// Hummingbird turns requests into HTTPTypes, which have no version, and keeps a connection
/// open unless the request says `Connection: close`: an HTTP/1.0 client (ApacheBench, old
/// proxies, scripts) waited for the end of an answer that never came until the idle timeout
/// closed the connection, 30 seconds later. Keeping an HTTP/1.0 connection alive would need
/// `Connection: keep-alive` in the answer; closing is always allowed.
final class HTTP10ConnectionHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), head.version < .http1_1 else {
            context.fireChannelRead(data)
            return
        }
        head.headers.replaceOrAdd(name: "Connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }
}

extension HTTPVersion {
    fileprivate static func < (left: HTTPVersion, right: HTTPVersion) -> Bool {
        (left.major, left.minor) < (right.major, right.minor)
    }
}
