/// One failed validation: the message to show, what kind of check failed, which rule produced it
/// and which row it belongs to.
///
/// Rules create these; the row stamps its tag on them, so a flat list from `form.validate()`
/// still says where each error belongs.
///
/// ```swift
/// let error = ValidationError(msg: "Field required!")
/// for error in form.validate() { print(error.rowTag ?? "form", error.msg) }
/// ```
public struct ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message to show (Eureka's name for it; `message` is the same text).
    public var msg: String

    /// What kind of check failed; built-in rules use the codes in `ValidationError.Code`.
    public var code: Code

    /// The `id` of the rule that produced the error, if that rule has one.
    public var ruleID: String?

    /// The tag of the row the error belongs to; nil for untagged rows and for form-level errors.
    public var rowTag: String?

    /// Creates an error, usually from inside a rule or a form validator.
    ///
    /// ```swift
    /// ValidationError(msg: "Passwords don't match", rowTag: "confirm")
    /// ```
    public init(msg: String, code: Code = .custom, ruleID: String? = nil, rowTag: String? = nil) {
        self.msg = msg
        self.code = code
        self.ruleID = ruleID
        self.rowTag = rowTag
    }

    /// Creates an error; the same as `init(msg:…)`, spelled out.
    ///
    /// ```swift
    /// ValidationError(message: "Choose at least one topic", code: "topics.none")
    /// ```
    public init(message: String, code: Code = .custom, ruleID: String? = nil, rowTag: String? = nil) {
        self.init(msg: message, code: code, ruleID: ruleID, rowTag: rowTag)
    }

    /// The message to show; the same storage as `msg`.
    ///
    /// ```swift
    /// label.text = error.message
    /// ```
    public var message: String {
        get { msg }
        set { msg = newValue }
    }

    /// The message, so an error interpolates as what the user should read.
    public var description: String { msg }
}
