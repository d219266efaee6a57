/// Builds the rows of a section from a block: rows, optional rows, `if`/`else`, `for` loops.
///
/// ```swift
/// Section("Contact") {
///     NameRow("name")
///     if askPhone { PhoneRow("phone") }
///     for index in 1...3 { TextRow("note\(index)") }
/// }
/// ```
@resultBuilder
public enum SectionBuilder {
    public static func buildExpression(_ row: BaseRow) -> [BaseRow] { [row] }
    public static func buildExpression(_ row: BaseRow?) -> [BaseRow] { row.map { [$0] } ?? [] }
    public static func buildExpression(_ rows: [BaseRow]) -> [BaseRow] { rows }
    public static func buildBlock(_ components: [BaseRow]...) -> [BaseRow] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [BaseRow]?) -> [BaseRow] { component ?? [] }
    public static func buildEither(first component: [BaseRow]) -> [BaseRow] { component }
    public static func buildEither(second component: [BaseRow]) -> [BaseRow] { component }
    public static func buildArray(_ components: [[BaseRow]]) -> [BaseRow] { components.flatMap { $0 } }
    public static func buildLimitedAvailability(_ component: [BaseRow]) -> [BaseRow] { component }
    /// The rows, where rows are expected (`Section { … }`, `section.append { … }`).
    public static func buildFinalResult(_ component: [BaseRow]) -> [BaseRow] { component }

    /// A new section of the rows, where a section is expected (Eureka's
    /// `@SectionBuilder var section: Section`).
    ///
    /// ```swift
    /// @SectionBuilder var contact: Section { NameRow("name"); PhoneRow("phone") }
    /// ```
    public static func buildFinalResult(_ component: [BaseRow]) -> Section { Section(component) }
}

/// Builds the sections of a form from a block; a row on its own becomes a one-row section,
/// as with `form +++ row`. Where a `Form` is expected (Eureka's `@FormBuilder var form: Form`)
/// the block makes a new form of those sections; elsewhere it gives the sections.
///
/// ```swift
/// let form = Form {
///     Section("Account") { EmailRow("email") }
///     if showExtras { Section("Extras") { SwitchRow("beta") } }
/// }
///
/// @FormBuilder
/// var settings: Form {
///     Section("Section A") { section in section.tag = "Section_A" }
///     NameRow("NameRow_f1") { $0.title = "Name" }
/// }
/// ```
@resultBuilder
public enum FormBuilder {
    public static func buildExpression(_ section: Section) -> [Section] { [section] }
    public static func buildExpression(_ section: Section?) -> [Section] { section.map { [$0] } ?? [] }
    public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
    public static func buildExpression(_ row: BaseRow) -> [Section] { [Section([row])] }
    public static func buildBlock(_ components: [Section]...) -> [Section] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [Section]?) -> [Section] { component ?? [] }
    public static func buildEither(first component: [Section]) -> [Section] { component }
    public static func buildEither(second component: [Section]) -> [Section] { component }
    public static func buildArray(_ components: [[Section]]) -> [Section] { components.flatMap { $0 } }
    public static func buildLimitedAvailability(_ component: [Section]) -> [Section] { component }
    /// The sections, where sections are expected (`Form { … }`, `form.append { … }`).
    public static func buildFinalResult(_ component: [Section]) -> [Section] { component }

    /// A new form of the sections, where a form is expected (`@FormBuilder var form: Form`).
    ///
    /// ```swift
    /// @FormBuilder var form: Form { Section("A") { $0.tag = "a" } }
    /// ```
    public static func buildFinalResult(_ component: [Section]) -> Form {
        let form = Form()
        form.append(contentsOf: component)
        return form
    }
}

extension Section {
    /// Creates a section with optional header and footer whose rows come from a builder block.
    ///
    /// ```swift
    /// Section("Profile", footer: "Shown to others") {
    ///     NameRow("name")
    ///     URLRow("homepage")
    /// }
    /// ```
    public convenience init(_ header: String? = nil, footer: String? = nil, @SectionBuilder rows: () -> [BaseRow]) {
        self.init(header: header, footer: footer)
        append(contentsOf: rows())
    }
}

extension Form {
    /// Appends sections from a builder block.
    ///
    /// ```swift
    /// form.append { Section("More") { TextRow("more") } }
    /// ```
    public func append(@FormBuilder _ content: () -> [Section]) {
        append(contentsOf: content())
    }
}
