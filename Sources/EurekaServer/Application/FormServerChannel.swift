import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1 channel with what a form server adds below its HTTP codec:
/// ``RequestHeadNormalizer``, which needs the request's version before HTTPTypes drop it, and
/// ``ConnectionReadLimits``' counters on both sides of NIO's HTTP parser.
///
/// ```swift
/// Application(router: router, server: FormServerChannel.builder(configuration: .init(idleTimeout: .seconds(30)), maximumBodyBytes: 4 << 20))
/// ```
struct FormServerChannel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = HTTP1Channel.Value

    private let http1: HTTP1Channel
    /// The largest body the server takes (``RequestHeadNormalizer`` invites no larger one).
    private let maximumBodyBytes: Int

    /// A server builder making this channel with Hummingbird's `configuration`, for bodies of
    /// at most `maximumBodyBytes`.
    static func builder(configuration: HTTP1Channel.Configuration, maximumBodyBytes: Int) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            FormServerChannel(http1: HTTP1Channel(responder: responder, configuration: configuration), maximumBodyBytes: maximumBodyBytes)
        }
    }

    var responder: Responder { http1.responder }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let codec = try pipeline.context(handlerType: HTTP1ToHTTPServerCodec.self)
            try pipeline.addHandler(RequestHeadNormalizer(maximumBodyBytes: maximumBodyBytes), position: .before(codec.handler))
            try ConnectionReadLimits.addHandlers(to: pipeline, before: codec.handler, logger: logger)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
