/// Why a value given by key (a JSON body, `FormInteraction.apply(_:)`) could not reach its row:
/// the wrong type, a value that is not one of the options, a key no row has. The row keeps its
/// value and the problem blocks the submit, under the row, as a posted page's would.
///
/// ```swift
/// let problems = interaction.apply(FormValues(["age": .string("old")]))
/// problems.first?.message   // "Expected a whole number, not text."
/// ```
public struct FormValueProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for code that tells the cases apart.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code's name, as it appears in JSON answers.
        public let rawValue: String
        /// A code.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The value has the wrong JSON type for the row ("old" for a number).
        public static let wrongType = Code(rawValue: "wrongType")
        /// The value is none of the row's options.
        public static let notAnOption = Code(rawValue: "notAnOption")
        /// The value is out of the row's range (a slider, a stepper).
        public static let outOfRange = Code(rawValue: "outOfRange")
        /// The row's value is set on the form itself and takes none by key (a picker of several
        /// wheels): only the value it exports passes, unchanged.
        public static let readOnly = Code(rawValue: "readOnly")
        /// No shown row has this key.
        public static let unknownKey = Code(rawValue: "unknownKey")
        /// The row took the value but rejected it (text that does not parse, say).
        public static let rejected = Code(rawValue: "rejected")
        /// The code's name.
        public var description: String { rawValue }
    }

    /// The key (a row's or a multivalued section's tag) the value was given under.
    public var key: String
    /// What went wrong.
    public var code: Code
    /// A sentence for the person or program that sent the value.
    public var message: String

    /// A problem.
    ///
    /// ```swift
    /// FormValueProblem(key: "age", code: .wrongType, message: "Expected a whole number.")
    /// ```
    public init(key: String, code: Code, message: String) {
        self.key = key
        self.code = code
        self.message = message
    }

    /// "key: message".
    public var description: String { "\(key): \(message)" }
}
