/// What the user may do with the rows of a multivalued section (Eureka's spellings).
///
/// ```swift
/// MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Phones")
/// ```
public struct MultivaluedOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    ///
    /// ```swift
    /// MultivaluedOptions.Insert.rawValue   // 1
    /// ```
    public let rawValue: UInt

    /// Creates options from their raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Rows can be neither added, removed nor moved.
    public static let None = MultivaluedOptions([])
    /// An add button at the end inserts new rows.
    public static let Insert = MultivaluedOptions(rawValue: 1 << 0)
    /// Rows can be deleted.
    public static let Delete = MultivaluedOptions(rawValue: 1 << 1)
    /// Rows can be moved within the section.
    public static let Reorder = MultivaluedOptions(rawValue: 1 << 2)
}
