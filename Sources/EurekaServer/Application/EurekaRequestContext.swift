import EurekaHTML
import Hummingbird
import NIOCore

/// A request context that carries the form parsed from the request body, so the CSRF check
/// and the route handler read the body once.
///
/// ```swift
/// struct AppContext: FormRequestContext {
///     var coreContext: CoreRequestContextStorage
///     var postedForm: PostedForm?
///     init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
/// }
/// ```
public protocol FormRequestContext: RequestContext {
    /// The submitted form, once ``FormBodyMiddleware`` or ``CSRFMiddleware`` has read it.
    var postedForm: PostedForm? { get set }
}

/// The context ``FormServer`` routes receive.
///
/// ```swift
/// router.post("/forms/signup") { request, context in
///     let email = context.postedForm?.first("email")
///     …
/// }
/// ```
public struct EurekaRequestContext: FormRequestContext, ConnectionStoppingContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The submitted form, for unsafe methods once the middlewares have run.
    public var postedForm: PostedForm?
    /// The connection the request came on.
    private let channel: any Channel

    /// A context for one request.
    ///
    /// ```swift
    /// let router = Router(context: EurekaRequestContext.self)
    /// ```
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        postedForm = nil
        channel = source.channel
    }

    /// Stops reading the connection (see ``ConnectionStoppingContext``).
    public func stopReadingConnection() {
        LingeringClose.begin(on: channel)
    }
}
