import Eureka
import EurekaHTML
import Hummingbird

/// What a mounted form needs besides its controller: its page's title and back link, and what
/// to do with submitted values.
///
/// ```swift
/// FormRoute(path: "/signup", title: "Sign up") { SignupController() } onSubmit: { values, _, _ in
///     try await accounts.create(values.decode(Signup.self))
///     return Response(status: .seeOther, headers: [.location: "/welcome"])
/// }
/// ```
public struct FormRoute: Sendable {
    /// Handles submitted values (nothing blocked the submit).
    public typealias SubmitHandler = @Sendable (FormValues, Request, EurekaRequestContext) async throws -> Response

    /// The path the form is served at (GET renders, POST binds).
    public var path: String
    /// The page title; nil uses the controller's title.
    public var title: String?
    /// A link above the title (back to a catalogue, say).
    public var backLink: (title: String, url: String)?
    /// Where a cancelled form goes.
    public var cancelURL = "/"
    /// What a JSON submission's keys that name no field come to: problems (the default), or
    /// nothing.
    public var unknownJSONKeys: FormInteraction.UnknownKeys = .report

    /// Whether the page ends with the form's JSON face: a link to its schema and a `curl` line
    /// posting its current values as JSON (the example catalogue shows it).
    public var showsJSONHelp = false

    /// Whether a form can be served at `path`: it starts with "/", and has only ASCII letters,
    /// digits and `- . _ ~ /`, which need no encoding in a page's `action` or a router's match.
    ///
    /// ```swift
    /// FormRoute.isServable("/forms/sign-up")   // true
    /// FormRoute.isServable("signup")           // false
    /// ```
    public static func isServable(_ path: String) -> Bool {
        guard path.utf8.first == UInt8(ascii: "/") else { return false }
        return path.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"): true
            default: false
            }
        }
    }

    /// Where the form's JSON Schema is served: the form's path with `/schema.json`.
    public var schemaPath: String { (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/schema.json" }
    /// Makes a fresh controller for each request.
    public let makeController: @Sendable () -> FormViewController
    /// What happens to submitted values.
    public let onSubmit: SubmitHandler

    /// A route.
    public init(path: String, title: String? = nil, makeController: @escaping @Sendable () -> FormViewController, onSubmit: @escaping SubmitHandler) {
        self.path = path
        self.title = title
        self.makeController = makeController
        self.onSubmit = onSubmit
    }
}
