/// Why a form body was refused: a stable ``code`` to branch on, a ``message`` for people in
/// plain words, and for developers the numbers (``limit``, ``actual``) and the name of the
/// limit's property (``limitName``, also in ``description``, which is what logs print).
///
/// A struct rather than an enum so that codes can be added without breaking anyone's `switch`.
///
/// ```swift
/// do {
///     let form = try FormBodyParser.parse(body: bytes, contentType: type, limits: limits)
/// } catch {
///     error.message       // "The form has more than 2,000 fields."
///     log("\(error)")     // "tooManyFields: The form has more than 2,000 fields. (FormBodyLimits.maxFields = 2000, seen 2001)"
/// }
/// ```
public struct FormBodyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier of the kind of failure.
    ///
    /// ```swift
    /// error.code == .bodyTooLarge
    /// ```
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// The code's name, e.g. `"tooManyFields"`.
        public let rawValue: String

        /// A code with the given name (for codes defined elsewhere).
        ///
        /// ```swift
        /// let custom = FormBodyError.Code("unknownCharset")
        /// ```
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The code's name.
        public var description: String { rawValue }

        /// The body is longer than ``FormBodyLimits/maxBodyBytes``.
        public static let bodyTooLarge = Code("bodyTooLarge")
        /// There are more parts than ``FormBodyLimits/maxFields``.
        public static let tooManyFields = Code("tooManyFields")
        /// A field name is longer than ``FormBodyLimits/maxKeyBytes``.
        public static let keyTooLong = Code("keyTooLong")
        /// A text value is longer than ``FormBodyLimits/maxValueBytes``. The form parsers do not
        /// refuse a body for it: they list it in ``PostedForm/oversizedValues``, so the form can
        /// say so under its row; a JSON API names it as its field's error's rule.
        public static let valueTooLong = Code("valueTooLong")
        /// An uploaded file is larger than ``FormBodyLimits/maxFileBytes``.
        public static let fileTooLarge = Code("fileTooLarge")
        /// A multipart part's headers exceed ``FormBodyLimits/maxPartHeaderBytes``.
        public static let partHeaderTooLarge = Code("partHeaderTooLarge")
        /// The content type is neither urlencoded nor multipart form data.
        public static let unsupportedContentType = Code("unsupportedContentType")
        /// The multipart content type has no usable `boundary` parameter.
        public static let missingBoundary = Code("missingBoundary")
        /// The multipart body does not follow RFC 7578 (truncated, no closing delimiter…).
        public static let malformedMultipart = Code("malformedMultipart")
        /// A name or text value is not UTF-8 (a page served as UTF-8 never sends that).
        public static let notUTF8 = Code("notUTF8")
    }

    /// What went wrong, for code.
    public let code: Code
    /// What went wrong, for people, in plain words with the numbers ("The form has more than
    /// 2,000 fields."); the property names are in ``description``.
    public let message: String
    /// The limit that was exceeded, when a limit was.
    public let limit: Int?
    /// The size or count seen when the parser stopped (at least `limit + 1`), when a limit was exceeded.
    public let actual: Int?

    /// An error with a code and message; limit errors also carry the numbers.
    ///
    /// ```swift
    /// throw FormBodyError(code: .malformedMultipart, message: "The body ends before the closing delimiter.")
    /// ```
    public init(code: Code, message: String, limit: Int? = nil, actual: Int? = nil) {
        self.code = code
        self.message = message
        self.limit = limit
        self.actual = actual
    }

    /// Whether the body was refused for its size or count (HTTP 413) rather than its shape
    /// (400) or type (415).
    ///
    /// ```swift
    /// let status = error.isLimitExceeded ? 413 : 400
    /// ```
    public var isLimitExceeded: Bool { limit != nil }

    /// The ``FormBodyLimits`` property a limit error is about (`"maxFields"`), for logs and
    /// for developers; nil when no limit was exceeded.
    ///
    /// ```swift
    /// logger.notice("form refused", metadata: ["limit": "\(error.limitName ?? "-")"])
    /// ```
    public var limitName: String? {
        guard limit != nil else { return nil }
        return switch code {
        case .bodyTooLarge: "maxBodyBytes"
        case .tooManyFields: "maxFields"
        case .keyTooLong: "maxKeyBytes"
        case .valueTooLong: "maxValueBytes"
        case .fileTooLarge: "maxFileBytes"
        case .partHeaderTooLarge: "maxPartHeaderBytes"
        default: nil
        }
    }

    /// The code and the message, then for a limit the property and the numbers, as logs want
    /// it: `tooManyFields: The form has more than 2,000 fields. (FormBodyLimits.maxFields = 2000, seen 2001)`.
    public var description: String {
        guard let limit, let limitName else { return "\(code): \(message)" }
        return "\(code): \(message) (FormBodyLimits.\(limitName) = \(limit), seen \(actual.map(String.init) ?? "more"))"
    }
}
