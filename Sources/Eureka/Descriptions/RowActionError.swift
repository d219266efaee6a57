/// Why a `RowAction` could not be performed. The row is left as it was.
///
/// A struct with a code rather than an enum, so new reasons can be added without breaking
/// clients that switch over the codes they know.
///
/// ```swift
/// do { try interaction.perform(.choose(9), on: row) }
/// catch { print(error.code, error.message) }   // outOfRange "“Size” has 3 options; there is no option 10"
/// ```
public struct RowActionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let name: String

        /// The row is disabled.
        public static let disabled = Code(name: "disabled")
        /// The row's control does not take this action.
        public static let unsupported = Code(name: "unsupported")
        /// An index or number outside what the row offers.
        public static let outOfRange = Code(name: "outOfRange")
        /// The row is not shown in the interaction's form (hidden, removed, or another form's).
        public static let notShown = Code(name: "notShown")
        /// The options are not known yet (a lazy provider has not answered).
        public static let optionsNotLoaded = Code(name: "optionsNotLoaded")
        /// Text that is not a value of the row's kind (rows without input errors of their own).
        public static let invalidInput = Code(name: "invalidInput")

        /// The name.
        public var description: String { name }
    }

    /// What kind of problem it is.
    public let code: Code
    /// A sentence for people.
    public let message: String

    /// An error.
    ///
    /// ```swift
    /// RowActionError(code: .disabled, message: "“Name” is disabled")
    /// ```
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }

    static func disabled(_ row: BaseRow) -> RowActionError {
        RowActionError(code: .disabled, message: "\(row.displayName) is disabled")
    }

    static func unsupported(_ action: RowAction, _ row: BaseRow) -> RowActionError {
        RowActionError(code: .unsupported, message: "\(row.displayName) (\(row.control.kindName)) cannot \(action.name)")
    }

    static func optionsNotLoaded(_ row: BaseRow) -> RowActionError {
        RowActionError(code: .optionsNotLoaded, message: "The options of \(row.displayName) have not loaded yet")
    }

    /// What an out-of-range index counted: options, a picker's wheels, swipe actions on one edge.
    enum Counted: String {
        case option
        case wheel
        case swipeAction = "swipe action"
    }

    static func outOfRange(_ index: Int, count: Int, _ row: BaseRow, counting counted: Counted = .option) -> RowActionError {
        let noun = counted.rawValue
        let how = count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
        return RowActionError(
            code: .outOfRange, message: "\(row.displayName) has \(how); there is no \(noun) \(index.addingReportingOverflow(1).partialValue)")
    }
}

extension BaseRow {
    /// The row as people would name it in a message: “Title”, else its tag, else "This row".
    var displayName: String {
        if let title, !title.isEmpty { return "“\(title)”" }
        if let tag { return "“\(tag)”" }
        // Never the row's type: "DoublePickerRow<String, String>" means nothing to the person.
        return "This row"
    }
}
