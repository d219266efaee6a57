/// A value that cannot be assigned: wrong type or unknown tag. Nothing is changed.
///
/// A struct with a `code` rather than an enum, so new kinds of problem do not break clients'
/// code; compare with the static constructors or switch over `code`.
///
/// ```swift
/// do { try form.assignValues(["age": "forty"]) }
/// catch { print(error) }   // value for "age" has type String, but the row holds Int
/// ```
public struct FormValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which kind of problem it is. New kinds may be added, so `switch` over it with a `default`.
    ///
    /// ```swift
    /// switch error.code {
    /// case .unknownTag: print("no such row:", error.tag ?? "")
    /// default: print(error.message)
    /// }
    /// ```
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name, e.g. `"typeMismatch"`.
        public let rawValue: String

        /// Creates a code from its name; the library's codes are the static constants.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The value's type is not the row's value type.
        public static let typeMismatch = Code(rawValue: "typeMismatch")
        /// No row or section has this tag.
        public static let unknownTag = Code(rawValue: "unknownTag")

        /// The code's name.
        public var description: String { rawValue }
    }

    /// Which kind of problem it is.
    public let code: Code
    /// The tag of the row concerned (nil for an untagged row).
    public let tag: String?
    /// A sentence that says what is wrong.
    public let message: String

    private init(code: Code, tag: String?, message: String) {
        self.code = code
        self.tag = tag
        self.message = message
    }

    /// The value's type is not the row's value type.
    ///
    /// ```swift
    /// #expect(throws: FormValueError.typeMismatch(tag: "age", expected: "Int", actual: "String")) {
    ///     try form.assignValues(["age": "forty"])
    /// }
    /// ```
    public static func typeMismatch(tag: String?, expected: String, actual: String) -> FormValueError {
        FormValueError(
            code: .typeMismatch, tag: tag,
            message: "value for \(tag.map { "\"\($0)\"" } ?? "untagged row") has type \(actual), but the row holds \(expected)")
    }

    /// No row or section has this tag.
    ///
    /// ```swift
    /// #expect(throws: FormValueError.unknownTag("nope")) { try form.assignValues(["nope": 1]) }
    /// ```
    public static func unknownTag(_ tag: String) -> FormValueError {
        FormValueError(code: .unknownTag, tag: tag, message: "no row has the tag \"\(tag)\"")
    }

    /// Same as `message`.
    public var description: String { message }
}
