import NIOCore
import NIOHTTP1

/// Marks every HTTP/1.0 request `Connection: close`, so that its connection closes after the
/// answer, as an HTTP/1.0 client expects unless the server says otherwise (and every request
/// for another protocol, after which NIO's parser reads no more HTTP); and takes the host of a
/// request target in absolute form as the request's `Host`; and gives an HTTP/1.1 request
/// without `Host` an empty one, which ``HostCheckMiddleware`` refuses as RFC 9112 asks (an
/// HTTP/1.0 request may leave it out, and HTTPTypes cannot tell the two apart).
///
/// Hummingbird turns requests into HTTPTypes, which have no version, and keeps a connection
/// open unless the request says `Connection: close`: an HTTP/1.0 client (ApacheBench, old
/// proxies, scripts) waited for the end of an answer that never came until the idle timeout
/// closed the connection, 30 seconds later. Keeping an HTTP/1.0 connection alive would need
/// `Connection: keep-alive` in the answer; closing is always allowed.
final class RequestHeadNormalizer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        if head.version < .http1_1 || Self.asksToSwitchProtocols(head) { head.headers.replaceOrAdd(name: "Connection", value: "close") }
        Self.takeAuthorityFromAbsoluteTarget(&head)
        if !(head.version < .http1_1), !head.headers.contains(name: "Host") { head.headers.add(name: "Host", value: "") }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// Whether the request asks for another protocol (`Upgrade`, `CONNECT`): NIO's parser stops
    /// reading HTTP after one, so nothing after it could be answered; this server switches to no
    /// other protocol, so it answers and closes.
    static func asksToSwitchProtocols(_ head: HTTPRequestHead) -> Bool {
        head.method == .CONNECT
            || (head.headers.contains(name: "Upgrade") && head.headers[canonicalForm: "Connection"].contains { $0.lowercased() == "upgrade" })
    }

    /// A request target in absolute form (`GET http://forms.example/a HTTP/1.1`, as sent to
    /// proxies) names the host the request is for, and HTTP says it wins over `Host`
    /// (RFC 9112, 3.2.2): the host checks then judge the name the request was really sent to.
    static func takeAuthorityFromAbsoluteTarget(_ head: inout HTTPRequestHead) {
        let target = head.uri.lowercased()
        let scheme = target.hasPrefix("http://") ? 7 : target.hasPrefix("https://") ? 8 : 0
        guard scheme > 0 else { return }
        let afterScheme = head.uri.dropFirst(scheme)
        let end = afterScheme.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
        // Userinfo is no part of the host: `http://localhost@attacker.example/` is for attacker.example.
        let hostAndPort = afterScheme[..<end]
        let authority = String(hostAndPort.lastIndex(of: "@").map { hostAndPort[hostAndPort.index(after: $0)...] } ?? hostAndPort)
        guard !authority.isEmpty else { return }
        head.headers.remove(name: "Host")
        head.headers.add(name: "Host", value: authority)
        let rest = afterScheme[end...]
        head.uri = rest.hasPrefix("/") ? String(rest) : "/" + rest
    }
}

extension HTTPVersion {
    fileprivate static func < (left: HTTPVersion, right: HTTPVersion) -> Bool {
        (left.major, left.minor) < (right.major, right.minor)
    }
}
