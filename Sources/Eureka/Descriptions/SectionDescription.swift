/// What a renderer needs to show a section around its rows.
///
/// ```swift
/// let description = section.describe()
/// print(description.header.joined(separator: " "))
/// ```
public struct SectionDescription: Hashable, Sendable {
    /// How the section's rows relate.
    public enum Kind: Hashable, Sendable {
        /// Independent rows.
        case plain
        /// Options of one choice (radio buttons) or several (checkboxes).
        case selectable(allowsMultipleSelection: Bool, allowsDeselection: Bool)
        /// A list the user edits.
        case multivalued(MultivaluedOptions, canInsert: Bool)
    }

    /// The section's tag.
    public var tag: String?
    /// The header's lines (none without a header).
    public var header: [String]
    /// The footer's lines (none without a footer).
    public var footer: [String]
    /// How the rows relate.
    public var kind: Kind

    /// A section description; sections make theirs with `describe()`.
    ///
    /// ```swift
    /// SectionDescription(header: ["Account"])
    /// ```
    public init(tag: String? = nil, header: [String] = [], footer: [String] = [], kind: Kind = .plain) {
        self.tag = tag
        self.header = header
        self.footer = footer
        self.kind = kind
    }
}
