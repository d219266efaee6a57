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
/// `Connection: keep-alive` in the answer; closing is always allowed. The answer to a request
/// marked so says `Connection: close` itself, so the client knows not to send another.
///
/// It also answers `Expect: 100-continue` with `100 Continue` when the declared body is one the
/// server may take (curl asks so for bodies over 1 MB, then waited a second for an answer that
/// never came); a body over the limit gets no invitation, only its 413.
///
/// NIO's pipelining handler, before this one, passes on one request at a time, after the
/// answer to the one before it is written: an interim answer never lands inside another.
final class RequestHeadNormalizer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// The largest body the server takes, so the largest it invites with `100 Continue`.
    private let maximumBodyBytes: Int
    /// Whether the answer to the request being answered must close its connection.
    private var answerCloses = false

    /// A normalizer inviting bodies up to `maximumBodyBytes`.
    init(maximumBodyBytes: Int) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        answerCloses = head.version < .http1_1 || Self.asksToSwitchProtocols(head)
        if answerCloses { head.headers.replaceOrAdd(name: "Connection", value: "close") }
        Self.takeAuthorityFromAbsoluteTarget(&head)
        if !(head.version < .http1_1), !head.headers.contains(name: "Host") { head.headers.add(name: "Host", value: "") }
        if Self.asksToContinue(head, maximumBodyBytes: maximumBodyBytes) {
            context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .continue))), promise: nil)
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard answerCloses, case .head(var head) = unwrapOutboundIn(data), head.status.code >= 200 else {
            context.write(data, promise: promise)
            return
        }
        head.headers.replaceOrAdd(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }

    /// Whether to answer `100 Continue` now: an HTTP/1.1 request expecting it, whose body is
    /// chunked or declared no larger than `maximumBodyBytes`.
    static func asksToContinue(_ head: HTTPRequestHead, maximumBodyBytes: Int) -> Bool {
        guard !(head.version < .http1_1), head.headers[canonicalForm: "Expect"].contains(where: { $0.lowercased() == "100-continue" })
        else { return false }
        let lengths = head.headers["Content-Length"]
        guard let length = lengths.first else { return head.headers.contains(name: "Transfer-Encoding") }
        return lengths.count == 1 && (Int(length).map { $0 > 0 && $0 <= maximumBodyBytes } ?? false)
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
    ///
    /// Any scheme counts, not only `http` and `https`: `ftp://evil.example/a` was judged by its
    /// `Host` header. An empty authority (`http:///a`) leaves the request with an empty `Host`,
    /// which the host check refuses.
    static func takeAuthorityFromAbsoluteTarget(_ head: inout HTTPRequestHead) {
        guard let schemeLength = absoluteSchemeLength(head.uri) else { return }
        let afterScheme = head.uri.utf8.dropFirst(schemeLength)
        let end = afterScheme.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? afterScheme.endIndex
        // Userinfo is no part of the host: `http://localhost@attacker.example/` is for attacker.example.
        let hostAndPort = afterScheme[..<end]
        let authority = Substring(hostAndPort.lastIndex(of: UInt8(ascii: "@")).map { hostAndPort[hostAndPort.index(after: $0)...] } ?? hostAndPort)
        head.headers.remove(name: "Host")
        head.headers.add(name: "Host", value: String(authority))
        let rest = Substring(afterScheme[end...])
        head.uri = rest.hasPrefix("/") ? String(rest) : "/" + rest
    }

    /// The length of `scheme://` when `target` is in absolute form: a scheme (a letter, then
    /// letters, digits, `+`, `-` or `.`) and `://`; nil for every other form (`/path`, `*`).
    static func absoluteSchemeLength(_ target: String) -> Int? {
        let scheme = target.utf8.prefix { $0 != UInt8(ascii: ":") }
        guard let first = scheme.first, isLetter(first), scheme.allSatisfy(isSchemeByte),
            target.utf8.dropFirst(scheme.count).starts(with: "://".utf8)
        else { return nil }
        return scheme.count + 3
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "+-.".utf8.contains(byte)
    }
}

extension HTTPVersion {
    fileprivate static func < (left: HTTPVersion, right: HTTPVersion) -> Bool {
        (left.major, left.minor) < (right.major, right.minor)
    }
}
